import { FRAMEWORK_RUNTIMES, VENDOR } from '@cui/shared';
import { defaultStarterPage, OfflineModel } from '../src';
import { sectionIds } from './helpers';

describe('defaultStarterPage', () => {
  const html = defaultStarterPage();

  it('is a welcome page with feature cards and a tech-stack grid on Tailwind', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(VENDOR.tailwind);
    expect(html).toContain('id="features"');
    expect(html).toContain('id="stack"');
    for (const name of ['Tailwind CSS', 'Bootstrap 5', 'React', 'Vue 3', 'Element Plus', 'Naive UI', 'Ionic']) expect(html).toContain(name);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('is constant', () => {
    expect(defaultStarterPage()).toBe(html);
  });
});

describe('OfflineModel', () => {
  const model = new OfflineModel();

  it('generates a page, defaulting to htmlTailwind for unknown frameworks', () => {
    const html = model.generate({ prompt: 'a bakery website', framework: 'not-a-framework' });
    for (const url of FRAMEWORK_RUNTIMES.htmlTailwind) expect(html).toContain(url);
    expect(sectionIds(html)).toContain('menu');
  });

  it('treats previousHtml as the page to edit', () => {
    const first = model.generate({ prompt: 'a bakery website', framework: 'vue3' });
    const second = model.generate({ prompt: 'add a team section', framework: 'vue3', previousHtml: first });
    expect(sectionIds(second)).toContain('team');
    expect(second.length).toBeGreaterThan(first.length);
  });

  it('streams the same text it generates', async () => {
    const req = { prompt: 'a yoga studio', framework: 'naiveUI' };
    let text = '';
    for await (const piece of model.stream(req, { delayMs: 0 })) text += piece;
    expect(text).toBe(model.generate(req));
  });
});
