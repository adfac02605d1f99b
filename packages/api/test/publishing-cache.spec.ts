import { isValidFolderName } from '@cui/shared';
import { newFolderName, slugOf } from '../src/publishing/folder-name';
import { SiteCache, SiteResponse } from '../src/publishing/site-cache';
import { notModified, pageResponse, preferredEncoding, robotsResponse } from '../src/publishing/site-responses';

const response = (bytes: number): SiteResponse => ({
  status: 200,
  etag: null,
  body: Buffer.alloc(0),
  gzip: null,
  br: null,
  headers: { identity: {}, gzip: null, br: null },
  bytes,
});

describe('the site cache', () => {
  it('evicts the least recently used entries past its byte bound', () => {
    const cache = new SiteCache(1000, 60_000);
    cache.set('a', 'a/index', response(100), cache.ticket());
    cache.set('b', 'b/index', response(100), cache.ticket());
    cache.get('a/index');
    for (let i = 0; i < 9; i++) cache.set('c', `c/p${i}`, response(100), cache.ticket());
    expect(cache.usedBytes).toBeLessThanOrEqual(1000);
    expect(cache.get('b/index')).toBeUndefined();
    expect(cache.get('a/index')).toBeDefined();
    // One response larger than an eighth of the cache is never kept.
    cache.set('d', 'd/index', response(200), cache.ticket());
    expect(cache.get('d/index')).toBeUndefined();
  });

  it('drops a folder’s entries on invalidation, and a fill that read before it', () => {
    const cache = new SiteCache(10_000, 60_000);
    cache.set('a', 'a/index', response(10), cache.ticket());
    cache.set('a', 'a/about', response(10), cache.ticket());
    cache.set('b', 'b/index', response(10), cache.ticket());
    const before = cache.ticket();
    cache.invalidate('a');
    expect(cache.get('a/index')).toBeUndefined();
    expect(cache.get('a/about')).toBeUndefined();
    expect(cache.get('b/index')).toBeDefined();
    // Read before the change, arriving after it: stale, not stored.
    cache.set('a', 'a/index', response(10), before);
    expect(cache.get('a/index')).toBeUndefined();
    // Another folder's fill from the same moment is fine.
    cache.set('b', 'b/about', response(10), before);
    expect(cache.get('b/about')).toBeDefined();
    cache.set('a', 'a/index', response(10), cache.ticket());
    expect(cache.get('a/index')).toBeDefined();
  });

  it('forgets everything on clear, fills under way included', () => {
    const cache = new SiteCache(10_000, 60_000);
    const before = cache.ticket();
    cache.set('a', 'a/index', response(10), before);
    cache.clear();
    expect(cache.size).toBe(0);
    cache.set('a', 'a/index', response(10), before);
    expect(cache.get('a/index')).toBeUndefined();
  });

  it('keeps and answers nothing while suspended, and drops fills read meanwhile when it resumes', () => {
    const cache = new SiteCache(10_000, 60_000);
    cache.set('a', 'a/index', response(10), cache.ticket());
    cache.suspend();
    expect(cache.get('a/index')).toBeUndefined();
    const during = cache.ticket();
    cache.set('b', 'b/index', response(10), during);
    expect(cache.size).toBe(0);
    cache.resume();
    // Read while no change notice could arrive: it may be stale.
    cache.set('b', 'b/index', response(10), during);
    expect(cache.get('b/index')).toBeUndefined();
    cache.set('b', 'b/index', response(10), cache.ticket());
    expect(cache.get('b/index')).toBeDefined();
  });

  it('keeps nothing when given no bytes', () => {
    const cache = new SiteCache(0, 60_000);
    cache.set('a', 'a/index', response(512), cache.ticket());
    expect(cache.get('a/index')).toBeUndefined();
  });

  it('expires entries past their max age', () => {
    let now = 1_000_000;
    const cache = new SiteCache(10_000, 1000, () => now);
    cache.set('a', 'a/index', response(10), cache.ticket());
    now += 999;
    expect(cache.get('a/index')).toBeDefined();
    now += 1002;
    expect(cache.get('a/index')).toBeUndefined();
    expect(cache.usedBytes).toBe(0);
  });
});

describe('new site names', () => {
  it('keeps the distinctive words of the prompt', () => {
    expect(slugOf('A landing page for a bakery called Crumb & Co with pricing')).toBe('bakery-crumb-co-pricing');
    expect(slugOf('Café Über — résumé site')).toBe('cafe-uber-resume');
    expect(slugOf('一个茶馆')).toBe('site');
  });

  it('are always valid folder names', () => {
    for (const text of ['', 'www', 'api', 'x'.repeat(200), `${'word '.repeat(50)}`, 'a-b-c-d-e-f', '---', 'The page']) {
      const name = newFolderName(text);
      expect([text, isValidFolderName(name)]).toEqual([text, true]);
    }
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0', null],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['gzip;q=0.9, br;q=0.8', 'gzip'],
    ['*;q=0.5', 'br'],
    ['*, br;q=0', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip, *;q=0', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['x-gzip', 'gzip'],
    ['Br', 'br'],
    ['identity', null],
    ['deflate', null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('If-None-Match', () => {
  const stored = { body: Buffer.from('page'), gzip: Buffer.from('gz'), br: Buffer.from('br') };
  const page = pageResponse({ ...stored, etag: 'abc' });
  const untagged = robotsResponse('https://bakery.example.com/');

  it.each([
    [{}, false],
    [{ 'if-none-match': '"abc"' }, true],
    [{ 'if-none-match': 'W/"abc"' }, true],
    [{ 'if-none-match': '"abc-gz"' }, true],
    [{ 'if-none-match': '"other", "abc-br"' }, true],
    [{ 'if-none-match': '*' }, true],
    [{ 'if-none-match': '"ab"' }, false],
    [{ 'if-none-match': '"abcd"' }, false],
    [{ 'if-none-match': '"abc"', 'cache-control': 'no-cache' }, false],
    [{ 'if-modified-since': new Date().toUTCString() }, false],
  ])('%j → %s', (headers, expected) => {
    expect(notModified(headers, page)).toBe(expected);
  });

  it('never matches a response without a tag, even `*`', () => {
    expect(notModified({ 'if-none-match': '*' }, untagged)).toBe(false);
  });
});
