import { pagesOfScreens, screenLinksToPaths, screenSlug, screenSlugs } from '../src/designer/screen-pages';

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
});
