import { DEFAULT_STARTER_PAGE, findElementById, isStarterPage } from '../src';

describe('starter page', () => {
  it('is a self-contained welcome page with feature cards and a tech-stack grid', () => {
    expect(DEFAULT_STARTER_PAGE.startsWith('<!DOCTYPE html>')).toBe(true);
    for (const id of ['welcome', 'features', 'tech-stack', 'footer']) expect(findElementById(DEFAULT_STARTER_PAGE, id)?.closed).toBe(true);
    for (const name of ['Tailwind CSS', 'Bootstrap 5', 'React', 'Vue 3', 'Element Plus', 'Naive UI', 'Ionic']) expect(DEFAULT_STARTER_PAGE).toContain(name);
    expect(DEFAULT_STARTER_PAGE).not.toMatch(/https?:\/\/|\/vendor\//);
  });

  it('is recognised with surrounding whitespace, and an edited copy is not', () => {
    expect(isStarterPage(`\n${DEFAULT_STARTER_PAGE}  `)).toBe(true);
    expect(isStarterPage(DEFAULT_STARTER_PAGE.replace('Made with CUI', 'Made by me'))).toBe(false);
  });
});
