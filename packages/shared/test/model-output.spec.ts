import { cleanModelOutput, finalizeHtml, HtmlStreamFilter, stripThink } from '../src';

/** Feeds `text` split into pieces of `size` characters, returning what was emitted. */
function run(text: string, size: number, mode: 'document' | 'fragment' = 'document') {
  const filter = new HtmlStreamFilter(mode);
  let out = '';
  for (let i = 0; i < text.length; i += size) out += filter.push(text.slice(i, i + size));
  out += filter.end();
  expect(out).toBe(filter.emitted);
  return out;
}

const PAGE = '<!DOCTYPE html>\n<html lang="en">\n<head><title>T</title></head>\n<body>\n<section id="hero"><h1>Hi ✨ 你好</h1></section>\n</body>\n</html>';

describe('HtmlStreamFilter', () => {
  it.each([1, 2, 3, 7, 50, 10_000])('passes a clean page through unchanged in pieces of %i', (size) => {
    expect(run(PAGE, size)).toBe(PAGE);
  });

  it.each([1, 3, 9])('drops prose before the doctype, fences, <think> and prose after </html> (pieces of %i)', (size) => {
    const noisy = `<think>Plan: a hero.\n<html> is what I will write</think>Sure! Here is your page:\n\n\`\`\`html\n${PAGE}\n\`\`\`\n\nEnjoy the page!`;
    expect(run(noisy, size)).toBe(PAGE);
  });

  it('strips a <think> block that appears mid-document', () => {
    const text = PAGE.replace('<body>', '<body><think>should I add a footer?</think>');
    expect(run(text, 4)).toBe(PAGE);
  });

  it('emits the first markup as soon as it arrives', () => {
    const filter = new HtmlStreamFilter('document');
    expect(filter.push('Here you go: ')).toBe('');
    expect(filter.push('<!DOCTYPE html>')).toBe('<!DOCTYPE html>');
    expect(filter.push('\n<html')).toBe('\n<html');
  });

  it('holds back only a possible fence at a line start', () => {
    const filter = new HtmlStreamFilter('document');
    filter.push('<!DOCTYPE html>\n');
    expect(filter.push('``')).toBe('');
    expect(filter.push('`\n<html>')).toBe('<html>');
  });

  it('keeps backticks inside the markup', () => {
    const page = '<!DOCTYPE html><html><body><code>```js</code>\n  <p>`x`</p></body></html>';
    expect(run(page, 2)).toBe(page);
  });

  it('returns only the fragment in fragment mode', () => {
    const out = run('Updated section:\n```html\n<section id="pricing"><h2>Plans</h2></section>\n```\nDone.', 3, 'fragment');
    expect(finalizeHtml(out, 'fragment')).toBe('<section id="pricing"><h2>Plans</h2></section>');
  });

  it('emits nothing for a reply with no HTML', () => {
    expect(run('I cannot help with that.', 5)).toBe('');
    expect(finalizeHtml('', 'document')).toBeNull();
  });

  it('cuts at the real </html> end tag, not at one in a comment or a script string', () => {
    const page = PAGE.replace('<body>', '<body><!-- </html> --><script>const end = "</html>";</script>');
    expect(run(`${page}\nThat is all!`, 3)).toBe(page);
    expect(run(`${PAGE.replace('</html>', '</HTML >')} and some prose`, 5)).toBe(PAGE.replace('</html>', '</HTML >'));
  });

  it('falls back to <body> when there is no doctype or <html>', () => {
    expect(run('Page:\n<body><h1>x</h1></body>', 4)).toBe('<body><h1>x</h1></body>');
  });
});

describe('stripThink', () => {
  it('removes every block, in any case, and an unfinished one', () => {
    expect(stripThink('a<think>1</think>b<THINK>2</THINK>c')).toBe('abc');
    expect(stripThink('{"a":1}<think>still going {')).toBe('{"a":1}');
  });
});

describe('cleanModelOutput', () => {
  it('keeps what a fence holds', () => {
    expect(cleanModelOutput('```html\n<p>x</p>\n```', 'fragment')).toBe('<p>x</p>\n');
  });
});

describe('finalizeHtml', () => {
  it('closes a page cut short', () => {
    expect(finalizeHtml('<!DOCTYPE html><html><body><h1>x', 'document')).toBe('<!DOCTYPE html><html><body><h1>x\n</body>\n</html>');
  });
  it('closes the body before the end tag of the document', () => {
    expect(finalizeHtml('<!DOCTYPE html><html><body><p>x</p></html>', 'document')).toBe('<!DOCTYPE html><html><body><p>x</p></body></html>');
  });
  it('wraps a bare body', () => {
    expect(finalizeHtml('<body>x</body>', 'document')).toBe('<!DOCTYPE html>\n<html>\n<body>x</body>\n</html>');
  });
  it('ignores end tags that are only text in a script', () => {
    expect(finalizeHtml('<html><body><script>"</body></html>"</script>', 'document')).toBe('<html><body><script>"</body></html>"</script>\n</body>\n</html>');
  });
  it('cuts a fragment after its last tag even when the prose has a ">"', () => {
    expect(finalizeHtml('<section id="a"><p>x</p></section>\nThat is 3 > 2.', 'fragment')).toBe('<section id="a"><p>x</p></section>');
    expect(finalizeHtml('no markup, just a < b > c', 'fragment')).toBeNull();
  });
});
