import { DEFAULT_PAGE_NAME, getAttribute, type HtmlElement, isValidPageName, parseElements, screenLinksToPaths, screenSlug, screenSlugs, walkElements } from '@cui/shared';
import fc from 'fast-check';
import { pagesOfScreens } from '../src/designer/screen-pages';

// Property runs: the seed is printed and can be replayed.
const seed = process.env.SCREEN_PAGES_SEED ? Number(process.env.SCREEN_PAGES_SEED) : Math.floor(Math.random() * 2 ** 31);
console.log(`screen pages seed=${seed} (replay: SCREEN_PAGES_SEED=${seed} npx jest test/screen-pages.spec.ts)`);

/** Screen names as people and models write them: Latin, accents, Chinese, Hindi, punctuation, repeats. */
const screenName = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(fc.constantFrom('Home', 'home', 'Index', 'index', ' ', '-', '&', 'Café', '首页', '统计', 'होम', 'प्रोफ़ाइल', '2', 'Settings', '!!'), { minLength: 1, maxLength: 6 }).map((p) => p.join('')),
);

const done = (name: string, html: string) => ({ name, html, status: 'completed' as const });

describe('screen pages: a project as a site', () => {
  it('slugs screen names by the shared contract', () => {
    expect(screenSlug('Pet Detail', 2)).toBe('pet-detail');
    expect(screenSlug('  Café & Bar!! ', 1)).toBe('caf-bar');
    expect(screenSlug('首页', 3)).toBe('screen-3');
    expect(screenSlug('होम', 1)).toBe('screen-1');
    expect(screenSlug('a'.repeat(39) + ' b', 1)).toBe('a'.repeat(39));
    expect(screenSlugs(['Home', 'home', 'HOME!', '设置'])).toEqual(['home', 'home-2', 'home-3', 'screen-4']);
  });

  it('makes the first finished screen index and the others their slugs; a later "Index" keeps its own page', () => {
    const pages = pagesOfScreens([
      { name: 'Splash', html: '', status: 'generating' },
      done('Home', '<a href="#/splash" data-cui-screen="splash">s</a><a href="#/index" data-cui-screen="index">i</a>'),
      done('Index', '<a href="#/home" data-cui-screen="home">h</a>'),
      done('统计', '<a data-cui-screen="screen-4" href="#/screen-4">统计</a>'),
    ]);
    expect(pages.map((p) => [p.screen, p.page])).toEqual([
      ['Home', 'index'],
      ['Index', 'index-2'],
      ['统计', 'screen-4'],
    ]);
    // The unfinished Splash has no page: its link leads nowhere; the link to "Index" goes to its page.
    expect(pages[0].html).toBe('<a>s</a><a href="./index-2" data-cui-screen="index">i</a>');
    expect(pages[1].html).toBe('<a href="./" data-cui-screen="home">h</a>');
    expect(pages[2].html).toBe('<a data-cui-screen="screen-4" href="./screen-4">统计</a>');
  });

  it('rewrites only screen links, through the tokenizer: text, comments and scripts that look like links are kept', () => {
    const html = [
      '<p>Write <code>&lt;a href="#/stats" data-cui-screen="stats"&gt;</code> to link</p>',
      '<!-- <a href="#/stats" data-cui-screen="stats"> -->',
      '<script>const s = \'<a data-cui-screen="stats" href="#/stats">\';</script>',
      '<a href=\'#/stats\' data-cui-screen=stats class="tab">Stats</a>',
      '<a data-cui-screen="stats">no href yet</a>',
      '<a href="https://example.com">outside</a>',
    ].join('\n');
    const out = screenLinksToPaths(html, (slug) => (slug === 'stats' ? './stats' : null));
    expect(out.split('\n')).toEqual([
      '<p>Write <code>&lt;a href="#/stats" data-cui-screen="stats"&gt;</code> to link</p>',
      '<!-- <a href="#/stats" data-cui-screen="stats"> -->',
      '<script>const s = \'<a data-cui-screen="stats" href="#/stats">\';</script>',
      '<a href="./stats" data-cui-screen=stats class="tab">Stats</a>',
      '<a href="./stats" data-cui-screen="stats">no href yet</a>',
      '<a href="https://example.com">outside</a>',
    ]);
    expect(screenLinksToPaths('<a href="#/gone" data-cui-screen="gone" class="x">Gone</a>', () => null)).toBe('<a class="x">Gone</a>');
  });

  it('property: any names give unique page names that are valid, the first finished screen index, and links only to pages that exist', () => {
    const screens = fc.uniqueArray(fc.record({ name: screenName, done: fc.boolean() }), { selector: (s) => s.name, minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(screens, (list) => {
        const slugs = screenSlugs(list.map((s) => s.name));
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) expect(slug.length <= 40 && isValidPageName(slug)).toBe(true);
        // Every screen links to every screen, as a tab bar does.
        const bar = slugs.map((slug) => `<a href="#/${slug}" data-cui-screen="${slug}">${slug}</a>`).join('');
        const pages = pagesOfScreens(list.map((s) => ({ name: s.name, html: s.done ? `<nav>${bar}</nav>` : '', status: s.done ? 'completed' : 'generating' })));
        expect(pages.map((p) => p.screen)).toEqual(list.filter((s) => s.done).map((s) => s.name));
        if (!pages.length) return;
        expect(pages[0].page).toBe(DEFAULT_PAGE_NAME);
        const names = pages.map((p) => p.page);
        expect(new Set(names).size).toBe(names.length);
        for (const name of names) expect(isValidPageName(name)).toBe(true);
        const paths = new Set(names.map((n) => (n === DEFAULT_PAGE_NAME ? './' : `./${n}`)));
        for (const page of pages) {
          const hrefs: (string | null)[] = [];
          walkElements(parseElements(page.html), (el) => void (el.tag === 'a' && hrefs.push(getAttribute(el, 'href'))));
          // A link to a finished screen leads to its page; one to an unfinished screen leads nowhere.
          expect(hrefs.filter((h) => h !== null).sort()).toEqual([...paths].sort());
          expect(hrefs.filter((h) => h === null)).toHaveLength(list.length - pages.length);
        }
      }),
      { seed, numRuns: 300 },
    );
  });

  it('property: markup without screen links comes back byte for byte', () => {
    const text = fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 100 }));
    const markup = fc.array(fc.oneof(text, fc.constantFrom('<a href="#/x">x</a>', '<a href="#x">x</a>', '<p data-cui-screen="x">', '<a href="/">', '<!-- <a data-cui-screen="x"> -->', '</a>')), { maxLength: 20 }).map((p) => p.join(''));
    fc.assert(
      fc.property(markup, (html) => {
        const out = screenLinksToPaths(html, () => './x');
        const anchors: unknown[] = [];
        // A screen link is an anchor with the attribute or with a screen address (`#/…`) as its href.
        const isScreenLink = (el: HtmlElement) => el.tag === 'a' && (getAttribute(el, 'data-cui-screen') !== null || (getAttribute(el, 'href') ?? '').startsWith('#/'));
        walkElements(parseElements(html), (el) => void (isScreenLink(el) && anchors.push(el)));
        if (!anchors.length) expect(out).toBe(html);
      }),
      { seed, numRuns: 500 },
    );
  });
});
