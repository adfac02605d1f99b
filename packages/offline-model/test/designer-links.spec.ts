import { findElement, getAttribute, parseElements, retargetScreenLinks, SCREEN_LINK_ATTR, screenLinkTargets, screenSlugs, walkElements } from '@cui/shared';
import fc from 'fast-check';
import { planDesign, renderScreen, routeFollowUp, type DesignScreen, type DesignTheme, type DeviceType } from '../src';

// Property runs: the seed is printed and can be replayed.
const seed = process.env.LINKS_SEED ? Number(process.env.LINKS_SEED) : Math.floor(Math.random() * 2 ** 31);
console.log(`designer links property: seed=${seed} (replay with LINKS_SEED=${seed})`);

/** A project as the API keeps it: its screens in order with their HTML, every screen built with the project's list. */
interface Project {
  theme: DesignTheme;
  deviceType: DeviceType;
  screens: (DesignScreen & { html: string })[];
}

const render = (p: Omit<Project, 'screens'>, screen: DesignScreen, all: readonly DesignScreen[]) =>
  renderScreen({ theme: p.theme, screen, deviceType: p.deviceType, projectTitle: p.theme.name, otherScreens: [...all] });

function design(prompt: string, deviceType: DeviceType = 'mobile'): Project {
  const plan = planDesign({ prompt, deviceType });
  const base = { theme: plan.theme, deviceType };
  return { ...base, screens: plan.screens.map((s) => ({ ...s, html: render(base, s, plan.screens) })) };
}

/** One chat turn with the built-in model: the follow-up's actions applied, then every screen rebuilt with the project's new list (as the API does when the list changed). */
function turn(p: Project, message: string): Project {
  const r = routeFollowUp({ message, screens: p.screens, theme: p.theme });
  let screens: DesignScreen[] = p.screens.map(({ name, description }) => ({ name, description }));
  for (const a of r.actions) {
    if (a.action === 'delete_screen') {
      const renamed = r.actions.find((b) => b.replaces === a.name);
      screens = renamed ? screens.map((s) => (s.name === a.name ? { name: renamed.name, description: renamed.description } : s)) : screens.filter((s) => s.name !== a.name);
    } else if (!screens.some((s) => s.name === a.name)) screens.push({ name: a.name, description: a.description });
  }
  const base = { theme: r.theme, deviceType: p.deviceType };
  return { ...base, screens: screens.map((s) => ({ ...s, html: render(base, s, screens) })) };
}

/** The screens the navigation (tab bar or header menu) links to, in order. */
function navTargets(html: string): string[] {
  const nav = findElement(parseElements(html), (el) => el.tag === 'nav' && el.children.some((c) => c.tag === 'a'));
  return nav ? nav.children.filter((c) => c.tag === 'a').map((a) => getAttribute(a, SCREEN_LINK_ATTR) ?? '') : [];
}

/** Every screen link's href and attribute agree, as the contract's anchor has them. */
function anchorsAgree(html: string): boolean {
  let ok = true;
  walkElements(parseElements(html), (el) => {
    const slug = getAttribute(el, SCREEN_LINK_ATTR);
    if (slug !== null) ok &&= el.tag === 'a' && getAttribute(el, 'href') === `#/${slug}`;
  });
  return ok;
}

describe('links between built-in designer screens', () => {
  it.each(['mobile', 'web'] as const)('links every screen of a four-screen project to all the others from its navigation (%s)', (deviceType) => {
    const p = design('A habit tracker app with home, stats, calendar and profile screens', deviceType);
    const slugs = screenSlugs(p.screens.map((s) => s.name));
    expect(p.screens.length).toBeGreaterThanOrEqual(4);
    for (const s of p.screens) {
      expect(navTargets(s.html)).toEqual(slugs.slice(0, deviceType === 'mobile' ? 5 : 8));
      expect(screenLinkTargets(s.html).every((t) => slugs.includes(t))).toBe(true);
      expect(anchorsAgree(s.html)).toBe(true);
      // The screen shown is the tab marked current.
      expect(s.html).toContain(`data-cui-screen="${slugs[p.screens.indexOf(s)]}" aria-current="page"`);
    }
  });

  it('leads buttons and cards to other screens: an item to its detail screen, the main button onwards', () => {
    const p = design('Pet Adoption App');
    const slugs = screenSlugs(p.screens.map((s) => s.name));
    const home = p.screens.find((s) => s.name === 'Home')!;
    const detail = slugs[p.screens.findIndex((s) => s.name === 'Pet Details')];
    const body = home.html.slice(home.html.indexOf('<main'), home.html.indexOf('</main>'));
    expect(screenLinkTargets(body)).toEqual(expect.arrayContaining([detail, slugs[1]]));
    // The four cards and the main button are links.
    let links = 0;
    walkElements(parseElements(body), (el) => void (getAttribute(el, SCREEN_LINK_ATTR) && links++));
    expect(links).toBeGreaterThanOrEqual(5);
  });

  it('gives Chinese and Hindi screens position slugs', () => {
    for (const prompt of ['一个记账应用，有首页、统计、设置和个人资料', 'एक फिटनेस ऐप जिसमें होम, आँकड़े, सेटिंग्स और प्रोफ़ाइल हों']) {
      const p = design(prompt);
      const slugs = screenSlugs(p.screens.map((s) => s.name));
      expect(slugs.some((s) => /^screen-\d+$/.test(s))).toBe(true);
      for (const s of p.screens) expect(navTargets(s.html)).toEqual(slugs.slice(0, 5));
    }
  });

  it('links only to screens of the project, with matching href and attribute, for any prompt in en, zh or hi (property)', () => {
    const words = fc.constantFrom('fitness', 'recipes', 'travel', 'bank', 'music', 'notes', '健身', '菜谱', '旅行', 'संगीत', 'यात्रा', 'app', 'with stats', 'and settings', 'dashboard', 'shop');
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 6 }), fc.constantFrom<DeviceType>('mobile', 'web'), (parts, deviceType) => {
        const p = design(parts.join(' '), deviceType);
        const slugs = screenSlugs(p.screens.map((s) => s.name));
        for (const s of p.screens) {
          const targets = screenLinkTargets(s.html);
          expect(targets.filter((t) => !slugs.includes(t))).toEqual([]);
          expect(targets.length).toBeGreaterThanOrEqual(Math.min(slugs.length, deviceType === 'mobile' ? 5 : 8));
          expect(anchorsAgree(s.html)).toBe(true);
        }
      }),
      { seed, numRuns: 40 },
    );
  });
});

describe('links kept right as screens are added, renamed and deleted', () => {
  const start = () => design('A habit tracker app with home, stats, calendar and profile screens');

  it('adds a new screen to every tab bar', () => {
    const p = turn(start(), 'Add a settings screen');
    const slugs = screenSlugs(p.screens.map((s) => s.name));
    expect(slugs).toContain('settings');
    for (const s of p.screens) expect(navTargets(s.html)).toContain('settings');
  });

  it('rewrites every link to a renamed screen', () => {
    const before = start();
    const from = before.screens[1].name;
    const p = turn(before, `Rename ${from} to Insights`);
    const oldSlug = screenSlugs(before.screens.map((s) => s.name))[1];
    for (const s of p.screens) {
      expect(screenLinkTargets(s.html)).not.toContain(oldSlug);
      expect(navTargets(s.html)[1]).toBe('insights');
    }
  });

  it('takes a deleted screen out of the others’ tab bars', () => {
    const before = start();
    const gone = before.screens[2];
    const goneSlug = screenSlugs(before.screens.map((s) => s.name))[2];
    const p = turn(before, `Delete the ${gone.name} screen`);
    expect(p.screens.map((s) => s.name)).not.toContain(gone.name);
    for (const s of p.screens) {
      expect(screenLinkTargets(s.html)).not.toContain(goneSlug);
      expect(navTargets(s.html)).toEqual(screenSlugs(p.screens.map((x) => x.name)));
    }
  });

  it('drops a removed screen’s tab from a built-in screen that is not rebuilt, leaving the rest as it was', () => {
    const p = start();
    const slugs = screenSlugs(p.screens.map((s) => s.name));
    const html = p.screens[0].html;
    const out = retargetScreenLinks(html, { removed: [slugs[3]] });
    expect(navTargets(out)).toEqual(slugs.filter((s) => s !== slugs[3]));
    expect(out.length).toBeLessThan(html.length);
    const renamed = retargetScreenLinks(html, { renamed: { [slugs[1]]: 'insights' } });
    expect(navTargets(renamed)[1]).toBe('insights');
  });
});
