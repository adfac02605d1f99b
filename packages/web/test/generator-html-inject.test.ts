import { injectBeforeBodyEnd } from '../src/features/preview/html-inject';

describe('injectBeforeBodyEnd', () => {
  it('injects before the last </body>', () => {
    expect(injectBeforeBodyEnd('<body><p>"</body>"</p></body>', '<s>')).toBe('<body><p>"</body>"</p><s></body>');
    expect(injectBeforeBodyEnd('<p>x</p>', '<s>')).toBe('<p>x</p><s>');
  });
});

describe('tags that are only text', () => {
  it('ignores a </body> inside a script string or a comment', () => {
    expect(injectBeforeBodyEnd('<body><script>"</body>"</script></body>', '<i></i>')).toBe('<body><script>"</body>"</script><i></i></body>');
    expect(injectBeforeBodyEnd('<body><!-- </body> --></body>', '<i></i>')).toBe('<body><!-- </body> --><i></i></body>');
  });
});
