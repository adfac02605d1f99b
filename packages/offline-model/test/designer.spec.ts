import { FRAMEWORK_RUNTIMES } from '@cui/shared';
import { MAX_SCREENS, planDesign, renderScreen, routeFollowUp, type DesignPlan, type DeviceType } from '../src';

const EXAMPLES = [
  'Silky Chocolate Commercial',
  'Pixel Art Exhibition Poster',
  'Modern SaaS Landing Page',
  'Pet Adoption App',
  'Retro Music App',
  'Digital Diary UI',
];
const DEVICES: DeviceType[] = ['mobile', 'web'];

function renderAll(plan: DesignPlan, deviceType: DeviceType, projectTitle: string): string[] {
  return plan.screens.map((screen) => renderScreen({ theme: plan.theme, screen, deviceType, projectTitle, otherScreens: plan.screens }));
}

/** Visible text of a document (tags and the style/script blocks removed). */
function text(html: string): string {
  return html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('planDesign', () => {
  it.each(DEVICES)('gives each example prompt 4–6 uniquely named screens, distinct across prompts (%s)', (deviceType) => {
    const sets = EXAMPLES.map((prompt) => planDesign({ prompt, deviceType }).screens.map((s) => s.name));
    for (const names of sets) {
      expect(names.length).toBeGreaterThanOrEqual(4);
      expect(names.length).toBeLessThanOrEqual(6);
      expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    }
    expect(new Set(sets.map((names) => names.join('|'))).size).toBe(EXAMPLES.length);
  });

  it('fits the screens to the prompt', () => {
    const pets = planDesign({ prompt: 'Pet Adoption App', deviceType: 'mobile' }).screens.map((s) => s.name);
    expect(pets).toEqual(expect.arrayContaining(['Home', 'Pet Details', 'Adoption Application', 'Favorites', 'Profile']));
    const music = planDesign({ prompt: 'Retro Music App', deviceType: 'mobile' }).screens.map((s) => s.name);
    expect(music).toContain('Now Playing');
    const saasWeb = planDesign({ prompt: 'Modern SaaS Landing Page', deviceType: 'web' }).screens.map((s) => s.name);
    expect(saasWeb).toEqual(expect.arrayContaining(['Landing', 'Pricing', 'Dashboard']));
  });

  it('differs between the mobile and web variants of a prompt', () => {
    for (const prompt of EXAMPLES) {
      const mobile = planDesign({ prompt, deviceType: 'mobile' }).screens.map((s) => s.name).join('|');
      const web = planDesign({ prompt, deviceType: 'web' }).screens.map((s) => s.name).join('|');
      expect(web).not.toBe(mobile);
    }
  });

  it('falls back to a general app named with the prompt words', () => {
    const plan = planDesign({ prompt: 'a budget tracker for students', deviceType: 'mobile' });
    expect(plan.screens.length).toBeGreaterThanOrEqual(4);
    expect(plan.screens.some((s) => /budget tracker/i.test(s.description))).toBe(true);
    expect(plan.message).toMatch(/Budget Tracker for Students/);
  });

  it('follows colours named in the prompt and answers in Chinese when asked', () => {
    const plan = planDesign({ prompt: 'Pet Adoption App in green', deviceType: 'mobile', language: 'zh' });
    expect(plan.theme.brand.primary).toBe('#16a34a');
    expect(plan.message).toMatch(/界面/);
  });

  it('is deterministic', () => {
    for (const prompt of EXAMPLES) {
      const a = planDesign({ prompt, deviceType: 'web' });
      expect(planDesign({ prompt, deviceType: 'web' })).toEqual(a);
      expect(renderAll(a, 'web', prompt)).toEqual(renderAll(planDesign({ prompt, deviceType: 'web' }), 'web', prompt));
    }
  });
});

describe('renderScreen', () => {
  it.each(DEVICES)('renders complete, sized documents that share the project theme (%s)', (deviceType) => {
    const size = deviceType === 'mobile' ? 'width:390px;height:844px' : 'width:1360px;height:768px';
    for (const prompt of EXAMPLES) {
      const plan = planDesign({ prompt, deviceType });
      const pages = renderAll(plan, deviceType, prompt);
      pages.forEach((html, i) => {
        const screen = plan.screens[i];
        expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
        expect(html).toContain(`<script src="${FRAMEWORK_RUNTIMES.htmlTailwind[0]}"></script>`);
        expect(html).toContain(size);
        expect(html).toContain(plan.theme.palette.primary);
        expect(html.trimEnd().endsWith('</html>')).toBe(true);
        const visible = text(html);
        expect(visible).toContain(screen.description.split(/[,:]/)[0]);
        const navNames = plan.screens.slice(0, deviceType === 'mobile' ? 5 : 8).map((s) => s.name);
        for (const name of navNames) expect(visible).toContain(name);
        // Nothing is fetched except the pinned runtime.
        expect(html.match(/(?:src|href)="(?!#)[^"]*"/g) ?? []).toEqual([`src="${FRAMEWORK_RUNTIMES.htmlTailwind[0]}"`]);
        expect(html).not.toMatch(/url\(\s*['"]?https?:/);
      });
    }
  });

  it('fills every screen with the content of its project', () => {
    const plan = planDesign({ prompt: 'Silky Chocolate Commercial', deviceType: 'mobile' });
    const collection = plan.screens.find((s) => s.name === 'Collection')!;
    const html = renderScreen({ theme: plan.theme, screen: collection, deviceType: 'mobile', projectTitle: 'Silky Chocolate Commercial', otherScreens: plan.screens });
    expect(text(html)).toContain('Silk 70% Dark');
    const poster = planDesign({ prompt: 'Pixel Art Exhibition Poster', deviceType: 'web' });
    const landing = renderScreen({ theme: poster.theme, screen: poster.screens[0], deviceType: 'web', projectTitle: 'Pixel Art Exhibition Poster', otherScreens: poster.screens });
    expect(text(landing)).toContain('Low resolution, high imagination');
  });

  it("shows the product's name from the plan, not a project title cut from a long first message", () => {
    const prompt = "A pet adoption app: a home screen with search and category chips (dogs, cats, rabbits) and cards of pets";
    const plan = planDesign({ prompt, deviceType: 'mobile' });
    const cut = `${prompt.slice(0, 50)}...`;
    const html = renderScreen({ theme: plan.theme, screen: plan.screens[0], deviceType: 'mobile', projectTitle: cut, otherScreens: plan.screens });
    expect(text(html)).toContain('Pet Adoption App');
    expect(html).not.toContain(prompt.slice(0, 30));
  });

  it('escapes text from the plan', () => {
    const plan = planDesign({ prompt: 'Pet Adoption App', deviceType: 'mobile' });
    const html = renderScreen({ theme: plan.theme, screen: { name: '<b>x</b>', description: 'a "quoted" <i>thing</i>' }, deviceType: 'mobile', projectTitle: 'T', otherScreens: [] });
    expect(html).not.toContain('<b>x</b>');
    expect(html).not.toContain('<i>thing</i>');
  });
});

describe('routeFollowUp', () => {
  const plan = planDesign({ prompt: 'Pet Adoption App', deviceType: 'mobile' });
  const { screens, theme } = plan;

  it('makes every screen dark with one new theme', () => {
    const out = routeFollowUp({ message: 'make it dark', screens, theme });
    expect(out.theme.mode).toBe('dark');
    expect(out.theme.palette.background).not.toBe(theme.palette.background);
    expect(out.theme.brand.primary).toBe(theme.brand.primary);
    expect(out.actions).toEqual(screens.map((s) => ({ action: 'edit_screen', name: s.name, description: s.description })));
    const html = renderScreen({ theme: out.theme, screen: screens[0], deviceType: 'mobile', projectTitle: 'Pets', otherScreens: screens });
    expect(html).toContain(out.theme.palette.background);
    expect(html).toContain('data-mode="dark"');
  });

  it('changes the brand colour of every screen', () => {
    const out = routeFollowUp({ message: 'switch to a green palette', screens, theme });
    expect(out.theme.brand.primary).toBe('#16a34a');
    expect(out.theme.mode).toBe(theme.mode);
    expect(out.actions.map((a) => a.name)).toEqual(screens.map((s) => s.name));
  });

  it('creates a named screen', () => {
    const out = routeFollowUp({ message: 'add a settings screen', screens, theme });
    expect(out.actions).toEqual([{ action: 'create_screen', name: 'Settings', description: expect.stringMatching(/settings/i) }]);
    expect(out.theme).toEqual(theme);
    const html = renderScreen({ theme, screen: out.actions[0], deviceType: 'mobile', projectTitle: 'Pets', otherScreens: [...screens, out.actions[0]] });
    expect(text(html)).toContain('Notifications');
    expect(html).toContain(theme.palette.primary);
  });

  it('does not create a screen twice', () => {
    const out = routeFollowUp({ message: 'add a favourites page', screens, theme });
    expect(out.actions).toEqual([]);
    expect(out.message).toMatch(/already a Favorites screen/);
  });

  it.each(['remove the profile screen', 'Delete PROFILE page', 'please drop the profiles'])('deletes only the named screen: %s', (message) => {
    const out = routeFollowUp({ message, screens, theme });
    expect(out.actions).toEqual([{ action: 'delete_screen', name: 'Profile', description: expect.any(String) }]);
  });

  it('matches multi-word names loosely', () => {
    const out = routeFollowUp({ message: 'delete the favourites page', screens, theme });
    expect(out.actions.map((a) => [a.action, a.name])).toEqual([['delete_screen', 'Favorites']]);
    const details = routeFollowUp({ message: 'on the pet details screen add a search bar', screens, theme });
    expect(details.actions.map((a) => [a.action, a.name])).toEqual([['edit_screen', 'Pet Details']]);
  });

  it('edits one screen and carries the instruction to the renderer', () => {
    const music = planDesign({ prompt: 'Retro Music App', deviceType: 'mobile' });
    const home = music.screens.find((s) => s.name === 'Home')!;
    const before = renderScreen({ theme: music.theme, screen: home, deviceType: 'mobile', projectTitle: 'Retro', otherScreens: music.screens });
    expect(before).not.toContain('placeholder="Search');
    const out = routeFollowUp({ message: 'on the home screen add a search bar', screens: music.screens, theme: music.theme });
    expect(out.actions).toHaveLength(1);
    expect(out.actions[0]).toMatchObject({ action: 'edit_screen', name: 'Home' });
    expect(out.actions[0].description).toMatch(/search bar/);
    const after = renderScreen({ theme: out.theme, screen: out.actions[0], deviceType: 'mobile', projectTitle: 'Retro', otherScreens: music.screens });
    expect(after).toContain('placeholder="Search');
    // The request adds to the screen; it does not turn Home into another kind of screen.
    expect(text(after)).toContain('Popular right now');
  });

  it('changes nothing and says so when it cannot tell', () => {
    for (const message of ['hmm, not sure', 'remove the kitchen screen']) {
      const out = routeFollowUp({ message, screens, theme });
      expect(out.actions).toEqual([]);
      expect(out.theme).toEqual(theme);
      expect(out.message).toMatch(/couldn't tell/);
    }
  });

  it(`refuses to grow a project beyond ${MAX_SCREENS} screens`, () => {
    const full = Array.from({ length: MAX_SCREENS }, (_, i) => ({ name: `Screen ${i + 1}`, description: 'filler' }));
    const out = routeFollowUp({ message: 'add a settings screen', screens: full, theme });
    expect(out.actions).toEqual([]);
    expect(out.message).toMatch(/at most 20 screens/);
    const room = routeFollowUp({ message: 'add a settings screen', screens: full.slice(1), theme });
    expect(room.actions).toHaveLength(1);
  });
});
