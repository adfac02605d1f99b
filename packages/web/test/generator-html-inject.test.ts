import { injectBeforeBodyEnd, withBaseHref } from '../src/features/generator/lib/html-inject';

describe('withBaseHref', () => {
  it('puts the base first in <head> so /vendor URLs resolve from a blob', () => {
    expect(withBaseHref('<html><head lang="x"><script src="/vendor/a.js"></script></head></html>', 'http://h:1')).toBe(
      '<html><head lang="x"><base href="http://h:1/"><script src="/vendor/a.js"></script></head></html>',
    );
  });

  it('adds a head when there is none and leaves an existing base alone', () => {
    expect(withBaseHref('<html><body></body></html>', 'http://h')).toBe('<html><head><base href="http://h/"></head><body></body></html>');
    expect(withBaseHref('<head><base href="/x/"></head>', 'http://h')).toBe('<head><base href="/x/"></head>');
  });
});

describe('injectBeforeBodyEnd', () => {
  it('injects before the last </body>', () => {
    expect(injectBeforeBodyEnd('<body><p>"</body>"</p></body>', '<s>')).toBe('<body><p>"</body>"</p><s></body>');
    expect(injectBeforeBodyEnd('<p>x</p>', '<s>')).toBe('<p>x</p><s>');
  });
});

describe('tags that are only text', () => {
  it('ignores a </body> inside a script string and a <head> inside a comment', () => {
    expect(injectBeforeBodyEnd('<body><script>"</body>"</script></body>', '<i></i>')).toBe('<body><script>"</body>"</script><i></i></body>');
    expect(withBaseHref('<!-- <head> --><html><head></head></html>', 'https://x.test')).toBe('<!-- <head> --><html><head><base href="https://x.test/"></head></html>');
  });
});
