import fc from 'fast-check';
import { SITE_NAV_ATTR, siteNavLabel, siteNavPages, withSiteNav } from '../src';

// The package is typed for no runtime (browser and Node both use it); its tests run under Node.
declare const process: { env: Record<string, string | undefined> };
declare const console: { log(message: string): void };

/** The site navigation the publish build keeps on every page (decision 059). Replay with CUI_PBT_SEED. */
const seed = Number(process.env.CUI_PBT_SEED ?? Math.floor(Math.random() * 2 ** 31));
const doc = (body: string, lang = 'en') => `<!DOCTYPE html><html lang="${lang}"><head><title>x</title></head><body>${body}</body></html>`;

describe('site navigation', () => {
  beforeAll(() => console.log(`site-nav property suite: seed=${seed} (replay with CUI_PBT_SEED=${seed})`));

  it('goes at the end of the first header, index first, the current page marked, relative links', () => {
    const html = withSiteNav(doc('<header id="navbar"><a href="#hero">Crumb</a></header><main></main>'), ['visit-us', 'index', 'about'], 'about');
    expect(html).toMatch(/<header id="navbar"><a href="#hero">Crumb<\/a><nav data-cui-site-nav=""[^>]*>.*<\/nav><\/header><main><\/main>/);
    expect(siteNavPages(html)).toEqual(['index', 'about', 'visit-us']);
    expect(html).toContain('<a href="./" data-cui-page="index" style="color:inherit;text-decoration:none">Home</a>');
    expect(html).toContain('<a href="about" data-cui-page="about" aria-current="page" style="color:inherit;text-decoration:underline">About</a>');
    expect(html).toContain('>Visit us</a>');
  });

  it('is replaced where it is, and removed when the site is down to one page', () => {
    const two = withSiteNav(doc('<header>H</header>'), ['index', 'about'], 'index');
    const three = withSiteNav(two, ['index', 'about', 'team'], 'index');
    expect(siteNavPages(three)).toEqual(['index', 'about', 'team']);
    expect(three.match(new RegExp(SITE_NAV_ATTR, 'g'))).toHaveLength(1);
    expect(withSiteNav(three, ['index'], 'index')).toBe(doc('<header>H</header>'));
  });

  it('without a header opens the body; in a React page’s JSX it is JSX', () => {
    expect(withSiteNav(doc('<main>M</main>'), ['index', 'a'], 'a')).toMatch(/<body><nav data-cui-site-nav=""[^>]*style=[^>]*>.*<\/nav><main>M<\/main>/);
    const react = doc('<div id="root"></div><script type="text/babel">function App() { return (<header className="x"><b>B</b></header>); }</script>');
    const html = withSiteNav(react, ['index', 'a'], 'index');
    expect(html).toContain('<b>B</b><nav data-cui-site-nav="" aria-label="Site pages" className="mx-auto');
    expect(html).not.toMatch(/<nav[^>]*style=/);
  });

  it('labels the home page in the page’s language', () => {
    expect(siteNavLabel('index', 'zh')).toBe('首页');
    expect(withSiteNav(doc('<header></header>', 'hi'), ['index', 'a'], 'a')).toContain('>होम</a>');
  });

  it('keeps every other byte of any page, and is the same when applied twice', () => {
    const name = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/).filter((n) => n !== 'index');
    const body = fc.constantFrom('<header><nav>Menu</nav></header><p>x</p>', '<p>no header</p>', '<header class="a"><div><a href="#x">X</a></div></header><footer>F</footer>', '<p>&lt;header&gt; in text</p><header>h</header>');
    fc.assert(
      fc.property(body, fc.uniqueArray(name, { minLength: 1, maxLength: 5 }), (b, pages) => {
        const source = doc(b);
        const all = ['index', ...pages];
        const once = withSiteNav(source, all, pages[0]);
        expect(withSiteNav(once, all, pages[0])).toBe(once);
        expect(siteNavPages(once)).toEqual(['index', ...[...pages].sort((x, y) => x.localeCompare(y))]);
        expect(withSiteNav(once, ['index'], 'index')).toBe(source);
      }),
      { seed, numRuns: 200 },
    );
  });
});
