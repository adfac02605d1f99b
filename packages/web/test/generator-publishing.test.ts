import { MAX_VERSIONS } from '../src/features/page/versions';
import { defaultPageName, filterSiteNames, publishBlocker, publishState, remixLink, shareLinks, sortedPageNames, versionsFromPage } from '../src/features/publishing/publishing';

const pages = (...names: string[]) => names.map((name) => ({ name }));

describe('page versions from the server', () => {
  it('sorts by created_at ascending, labels V1… and makes the newest current', () => {
    const state = versionsFromPage([
      { html: '<p>3</p>', prompt: 'third', created_at: '2026-03-03T10:00:00.000Z' },
      { html: '<p>1</p>', prompt: 'first', created_at: '2026-03-01T10:00:00.000Z' },
      { html: '<p>2</p>', prompt: 'second', created_at: '2026-03-02T10:00:00.000Z' },
    ]);
    expect(state.list).toEqual([
      { content: '<p>1</p>', prompt: 'first', label: 'V1', timestamp: Date.parse('2026-03-01T10:00:00.000Z') },
      { content: '<p>2</p>', prompt: 'second', label: 'V2', timestamp: Date.parse('2026-03-02T10:00:00.000Z') },
      { content: '<p>3</p>', prompt: 'third', label: 'V3', timestamp: Date.parse('2026-03-03T10:00:00.000Z') },
    ]);
    expect(state.current).toBe(2);
  });

  it('keeps the server order for equal timestamps and puts unreadable ones first', () => {
    const state = versionsFromPage([
      { html: 'a', prompt: '', created_at: '2026-03-01T10:00:00.000Z' },
      { html: 'b', prompt: '', created_at: '2026-03-01T10:00:00.000Z' },
      { html: 'c', prompt: '', created_at: 'not a date' },
    ]);
    expect(state.list.map((v) => v.content)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the newest past the tab limit, with their original numbers', () => {
    const rows = Array.from({ length: MAX_VERSIONS + 3 }, (_, i) => ({
      html: `v${i + 1}`,
      prompt: '',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    const state = versionsFromPage(rows);
    expect(state.list).toHaveLength(MAX_VERSIONS);
    expect(state.list[0]).toMatchObject({ label: 'V4', content: 'v4' });
    expect(state.list[MAX_VERSIONS - 1]).toMatchObject({ label: `V${MAX_VERSIONS + 3}`, content: `v${MAX_VERSIONS + 3}` });
    expect(state.current).toBe(MAX_VERSIONS - 1);
  });

  it('gives no versions for an empty history', () => {
    expect(versionsFromPage([])).toEqual({ list: [], current: -1 });
  });
});

describe('default page of a site', () => {
  it('is index when the site has one', () => {
    expect(defaultPageName(pages('about', 'index', 'contact'))).toBe('index');
  });

  it('is otherwise the first alphabetically', () => {
    expect(defaultPageName(pages('pricing', 'about', 'contact'))).toBe('about');
  });

  it('is index for a site without pages', () => {
    expect(defaultPageName([])).toBe('index');
  });

  it('lists index first, then the rest alphabetically, without duplicates', () => {
    expect(sortedPageNames(pages('zoo', 'about', 'index', 'about'))).toEqual(['index', 'about', 'zoo']);
  });
});

describe('site search', () => {
  it('filters folder names case-insensitively and sorts them', () => {
    const sites = { 'bakery-x1': [], 'zoo-7k': [], 'Bake-off': [] };
    expect(filterSiteNames(sites, '')).toEqual(['Bake-off', 'bakery-x1', 'zoo-7k']);
    expect(filterSiteNames(sites, '  BAKE ')).toEqual(['Bake-off', 'bakery-x1']);
    expect(filterSiteNames(sites, 'nothing')).toEqual([]);
  });
});

describe('share links', () => {
  it('encode the site link for each network', () => {
    const links = shareLinks('http://bakery-x1.localhost:3000/menu?a=1&b=2');
    const encoded = 'http%3A%2F%2Fbakery-x1.localhost%3A3000%2Fmenu%3Fa%3D1%26b%3D2';
    expect(links).toEqual({
      twitter: `https://twitter.com/intent/tweet?url=${encoded}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
      whatsapp: `https://wa.me/?text=${encoded}`,
    });
  });

  it('remix link names the folder alone for index, else folder/page', () => {
    expect(remixLink('http://localhost:3000/', 'bakery-x1')).toBe('http://localhost:3000/?remix=bakery-x1');
    expect(remixLink('http://localhost:3000', 'bakery-x1', 'index')).toBe('http://localhost:3000/?remix=bakery-x1');
    expect(remixLink('https://cui.example', 'bakery-x1', 'menu')).toBe('https://cui.example/?remix=bakery-x1/menu');
  });
});

describe('publish state', () => {
  const published = { folderName: 'bakery-x1', pageName: 'index', url: 'http://bakery-x1.localhost:3000/' };

  it('is Not published without a folder, even after an earlier publish', () => {
    expect(publishState(null, 'index', null)).toBe('not-published');
    expect(publishState(null, 'index', published)).toBe('not-published');
  });

  it('is Site selected when the chosen site or page is not the one just published', () => {
    expect(publishState('bakery-x1', 'index', null)).toBe('site-selected');
    expect(publishState('bakery-x1', 'menu', published)).toBe('site-selected');
    expect(publishState('other-site', 'index', published)).toBe('site-selected');
  });

  it('is Published when the chosen page is the one just published', () => {
    expect(publishState('bakery-x1', 'index', published)).toBe('published');
  });

  it('blocks publishing while working, without a page, or while a publish runs', () => {
    expect(publishBlocker({ working: true, html: '<p>x</p>', publishing: false })).toBe('working');
    expect(publishBlocker({ working: false, html: '  ', publishing: false })).toBe('empty');
    expect(publishBlocker({ working: false, html: '<p>x</p>', publishing: true })).toBe('publishing');
    expect(publishBlocker({ working: false, html: '<p>x</p>', publishing: false })).toBeNull();
  });
});
