import { DEFAULT_STARTER_PAGE } from '@cui/shared';
import { extractFragment, extractHtml, extractPreviewHtml, lastLines, paintedAmount, trimIncompleteTail } from '../src/features/generation/extract-html';

describe('extractHtml', () => {
  it('returns null until a document start marker arrives', () => {
    expect(extractHtml('')).toBeNull();
    expect(extractHtml('Sure! Here is your page:\n')).toBeNull();
    expect(extractHtml('<div>no document</div>')).toBeNull();
  });

  it('starts at the doctype and drops the chatter before it', () => {
    const out = extractHtml('Here you go:\n<!DOCTYPE html><html><body><h1>Hi</h1></body></html>');
    expect(out).toBe('<!DOCTYPE html><html><body><h1>Hi</h1></body></html>');
  });

  it('falls back to the html tag, then the body tag (wrapped in a document, as the API stores it)', () => {
    expect(extractHtml('x <html lang="en"><body>a</body></html>')).toBe('<html lang="en"><body>a</body></html>');
    expect(extractHtml('x <body class="p">a')).toBe('<!DOCTYPE html>\n<html>\n<body class="p">a\n</body>\n</html>');
  });

  it('prefers the doctype even when an html tag is mentioned earlier in prose', () => {
    expect(extractHtml('use <html> like this <!doctype html><html><body></body></html>')).toBe(
      '<!doctype html><html><body></body></html>',
    );
  });

  it('appends the missing closing tags of a document still streaming', () => {
    expect(extractHtml('<!DOCTYPE html><html><head></head><body><section id="a">')).toBe(
      '<!DOCTYPE html><html><head></head><body><section id="a">\n</body>\n</html>',
    );
    expect(extractHtml('<!DOCTYPE html><html><body><p>x</p></html>')).toBe('<!DOCTYPE html><html><body><p>x</p></body></html>');
  });

  it('cuts anything after </html>', () => {
    expect(extractHtml('<html><body></body></html>\nHope this helps!')).toBe('<html><body></body></html>');
  });

  it('strips reasoning and code fences', () => {
    const text = '<think>plan the <html> page</think>```html\n<!DOCTYPE html><html><body>ok</body></html>\n```';
    expect(extractHtml(text)).toBe('<!DOCTYPE html><html><body>ok</body></html>');
  });

  it('ignores an unfinished think block', () => {
    expect(extractHtml('<think>maybe <!DOCTYPE html>')).toBeNull();
  });
});

describe('helpers', () => {
  it('extractFragment cleans a section answer', () => {
    expect(extractFragment('<think>hm</think>\n```html\n<section id="a">x</section>\n```\n')).toBe('<section id="a">x</section>');
  });

  it('lastLines keeps the tail', () => {
    expect(lastLines('1\n2\n3\n4\n', 2)).toBe('3\n4');
    expect(lastLines('only', 8)).toBe('only');
  });
});

describe('extractPreviewHtml', () => {
  it('drops a half-written tag so the appended closing tags stay outside it', () => {
    expect(extractPreviewHtml('<!DOCTYPE html><html><body><div style="padding:2')).toBe('<!DOCTYPE html><html><body>\n</body>\n</html>');
    expect(trimIncompleteTail('<p>a</p><a href="x')).toBe('<p>a</p>');
  });

  it('drops a script or style whose end has not arrived', () => {
    expect(extractPreviewHtml('<html><body><p>ok</p><script>if (a < b) {')).toBe('<html><body><p>ok</p>\n</body>\n</html>');
    expect(trimIncompleteTail('<style>p{}</style><p>x</p>')).toBe('<style>p{}</style><p>x</p>');
  });

  it('leaves a finished document alone', () => {
    const doc = '<!DOCTYPE html><html><body><p>done</p></body></html>';
    expect(extractPreviewHtml(doc)).toBe(doc);
  });
});

describe('trimIncompleteTail on markup that only looks unfinished', () => {
  it('keeps a finished comment and text with a "<", drops a tag still arriving', () => {
    expect(trimIncompleteTail('<p>a</p><!-- note -->')).toBe('<p>a</p><!-- note -->');
    expect(trimIncompleteTail('<p>1 < 2</p><div class="x')).toBe('<p>1 < 2</p>');
    expect(trimIncompleteTail('<p>a</p><')).toBe('<p>a</p>');
    expect(trimIncompleteTail('<p>a</p><style>p{}</style><script>if (a < b')).toBe('<p>a</p><style>p{}</style>');
  });
});

describe('paintedAmount', () => {
  it('is 0 until the body has text or an element that paints', () => {
    expect(paintedAmount('<!DOCTYPE html><html><head><title>x</title></head>')).toBe(0);
    expect(paintedAmount('<html><head></head><body>\n  \n</body>\n</html>')).toBe(0);
    expect(paintedAmount('<html><body><script>document.title = "<b>x</b>"</script><style>p{}</style></body></html>')).toBe(0);
    expect(paintedAmount('<html><body><!-- soon --><link rel="x"><br></body></html>')).toBe(0);
  });

  it('counts painting elements and runs of visible text', () => {
    expect(paintedAmount('<html><body><header></header></body></html>')).toBe(1);
    expect(paintedAmount('<html><body class="bg"><script>1</script>Hello</body></html>')).toBe(1);
    expect(paintedAmount('<body><img src="a.png"></body>')).toBe(1);
    expect(paintedAmount('<body><h1>Cakes <em>fresh</em></h1><p>Daily</p><script>x()</script></body>')).toBe(6);
  });

  it('grows as a document streams, and a streamed page reaches the amount of the finished one', () => {
    const small = '<!DOCTYPE html><html><head><style>h1{}</style></head><body><nav><a href="/">Home</a></nav><section id="hero"><h1>Cakes</h1><p>Fresh daily</p></section><footer>© Crumb</footer></body></html>';
    expect(paintedAmount(small)).toBe(10);
    for (const page of [small, DEFAULT_STARTER_PAGE]) {
      const amounts = Array.from({ length: page.length + 1 }, (_, end) => paintedAmount(extractPreviewHtml(page.slice(0, end)) ?? ''));
      for (let i = 1; i < amounts.length; i++) expect(amounts[i]).toBeGreaterThanOrEqual(amounts[i - 1]);
      expect(amounts.at(-1)).toBe(paintedAmount(page));
    }
  });
});
