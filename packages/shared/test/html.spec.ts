import { findElementById, firstElement, getAttribute, HtmlTagStream, type HtmlToken, scanTags, setAttribute } from '../src';

const outer = (html: string, id: string) => {
  const el = findElementById(html, id);
  return el ? html.slice(el.start, el.end) : null;
};

describe('scanTags', () => {
  it('reads quoted, unquoted and bare attributes with their source ranges', () => {
    const html = `<input id=a value='x > y' data-q="say &quot;hi&quot;" disabled>`;
    const [tag] = scanTags(html);
    expect(tag).toMatchObject({ type: 'open', name: 'input', start: 0, end: html.length });
    if (tag.type !== 'open') throw new Error('not a start tag');
    expect(tag.attrs.map((a) => [a.name, a.value, a.raw])).toEqual([
      ['id', 'a', 'a'],
      ['value', 'x > y', 'x > y'],
      ['data-q', 'say "hi"', 'say &quot;hi&quot;'],
      ['disabled', null, null],
    ]);
    expect(tag.attrs.map((a) => html.slice(a.start, a.end))).toEqual(['id=a', "value='x > y'", 'data-q="say &quot;hi&quot;"', 'disabled']);
  });

  it('finds no tags in comments or raw-text elements, and lower-cases names', () => {
    const html = '<!-- <div id="x"> --><SCRIPT>if (a</div>) "</div>"</SCRIPT><style>p::after{content:"</p>"}</style><textarea></div></textarea><Title><b></Title>';
    expect(scanTags(html).flatMap((t) => (t.type === 'open' || t.type === 'close' ? [`${t.type}:${t.name}`] : []))).toEqual([
      'open:script', 'close:script', 'open:style', 'close:style', 'open:textarea', 'close:textarea', 'open:title', 'close:title',
    ]);
  });

  it('reports doctypes and end tags with their full ranges', () => {
    const html = '<!DOCTYPE html><p>x</p >';
    expect(scanTags(html)).toEqual([
      { type: 'doctype', start: 0, end: 15 },
      { type: 'open', name: 'p', start: 15, end: 18, selfClosing: false, attrs: [] },
      { type: 'close', name: 'p', start: 19, end: 24 },
    ]);
  });

  it('keeps JSX attribute expressions whole when asked to', () => {
    const html = `<button className="b" style={{ color: 'red', '--x': "1" }} onClick={() => setOpen(n > 1)}>Go</button>`;
    const [tag] = scanTags(html, { jsx: true });
    if (tag.type !== 'open') throw new Error('not a start tag');
    expect(tag.end).toBe(html.indexOf('>Go') + 1);
    expect(tag.attrs.map((a) => [a.name, a.value])).toEqual([
      ['className', 'b'],
      ['style', `{{ color: 'red', '--x': "1" }}`],
      ['onClick', '{() => setOpen(n > 1)}'],
    ]);
  });
});

describe('scanTags without attributes', () => {
  it('finds the same tags at the same places, with no attributes collected', () => {
    const html = `<!DOCTYPE html><html lang="en"><body class='a > b' data-x=1 hidden><!-- </body> --><p title="&amp;">x &lt; y</p><script>"</html>"</script></body></html>`;
    const full = scanTags(html);
    const light = scanTags(html, { attributes: false });
    expect(light.map(({ type, start, end }) => [type, start, end])).toEqual(full.map(({ type, start, end }) => [type, start, end]));
    expect(light.flatMap((t) => (t.type === 'open' ? t.attrs : []))).toEqual([]);
    expect(full.find((t) => t.type === 'open' && t.name === 'body')).toMatchObject({ attrs: [{ name: 'class' }, { name: 'data-x' }, { name: 'hidden' }] });
  });
});

describe('HtmlTagStream', () => {
  it.each([1, 2, 5])('reports the same tags with the same offsets when fed in pieces of %i', (size) => {
    const html = '<!doctype html>\r\n<html lang="en"><body class=\'a b\'><!-- </html> --><script>"</html>"</script></body></html>tail';
    const tokens: HtmlToken[] = [];
    const stream = new HtmlTagStream((t) => tokens.push(t));
    for (let i = 0; i < html.length; i += size) stream.write(html.slice(i, i + size));
    stream.end();
    expect(tokens).toEqual(scanTags(html));
    const closeHtml = tokens.find((t) => t.type === 'close' && t.name === 'html');
    expect(closeHtml && html.slice(closeHtml.start, closeHtml.end)).toBe('</html>');
    expect(closeHtml?.end).toBe(html.length - 4);
  });
});

describe('parseElements / findElementById', () => {
  const DOC = [
    '<!DOCTYPE html>',
    '<HTML><body>',
    '<section id="a" data-x="1 > 0">',
    '  <section><p>one<p>two</section>',
    '  <img id="img" src="x.png"><br/><svg id="s"><path d="M0"/></svg>',
    '  <script>document.write("</section><section id=\'fake\'>")</script>',
    '  <!-- <section id="b">commented</section> -->',
    '</section>',
    "<div id='q&quot;1'>quoted id</div><div id=\"a&amp;b\">entity id</div>",
    '<DIV ID=UP>upper</div>',
    '<main id="open"><p>never closed',
  ].join('\r\n');

  it('matches nested elements of the same name and skips look-alikes', () => {
    const section = outer(DOC, 'a');
    expect(section?.startsWith('<section id="a" data-x="1 > 0">')).toBe(true);
    expect(section?.endsWith('-->\r\n</section>')).toBe(true);
    expect(findElementById(DOC, 'fake')).toBeNull();
    expect(findElementById(DOC, 'b')).toBeNull();
  });

  it('handles void and self-closed elements', () => {
    expect(outer(DOC, 'img')).toBe('<img id="img" src="x.png">');
    const svg = findElementById(DOC, 's');
    expect(svg?.children.map((c) => [c.tag, DOC.slice(c.start, c.end)])).toEqual([['path', '<path d="M0"/>']]);
  });

  it('matches ids by their decoded value, and uppercase markup', () => {
    expect(outer(DOC, 'q"1')).toBe("<div id='q&quot;1'>quoted id</div>");
    expect(outer(DOC, 'a&b')).toBe('<div id="a&amp;b">entity id</div>');
    expect(outer(DOC, 'UP')).toBe('<DIV ID=UP>upper</div>');
    expect(findElementById(DOC, 'up')).toBeNull();
  });

  it('closes optional-end children with their parent, and runs unclosed elements to the end', () => {
    const inner = findElementById(DOC, 'a')!.children[0];
    const [p1] = inner.children;
    expect(DOC.slice(p1.start, p1.end)).toBe('<p>one<p>two');
    expect(p1.closed).toBe(true);
    const open = findElementById(DOC, 'open')!;
    expect(open.closed).toBe(false);
    expect(open.end).toBe(DOC.length);
  });

  it('parses the JSX inside a Babel script with offsets into the page', () => {
    const page = `<div id="root"></div>\n<script type="text/babel">\nfunction App() {\n  return (<main><section id="hero" style={{ a: 'b > c' }}><h1>Hi</h1></section></main>);\n}\n</script>`;
    expect(outer(page, 'hero')).toBe(`<section id="hero" style={{ a: 'b > c' }}><h1>Hi</h1></section>`);
    expect(outer('<script>var x = "<div id=\'no\'></div>"</script>', 'no')).toBeNull();
  });
});

describe('firstElement / setAttribute', () => {
  it('finds the first element after text and comments', () => {
    const el = firstElement('text <!-- <b id="c"> --> <Section  id="s">x</Section>');
    expect(el && [el.tag, getAttribute(el, 'ID')]).toEqual(['section', 's']);
    expect(firstElement('no markup')).toBeNull();
  });

  it('replaces or adds an attribute in place, escaping the value', () => {
    const html = '<section class="x"  id = "old" >body</section>';
    expect(setAttribute(html, firstElement(html)!, 'id', 'a"&b')).toBe('<section class="x"  id="a&quot;&amp;b" >body</section>');
    const bare = '<div\nclass=y>z</div>';
    expect(setAttribute(bare, firstElement(bare)!, 'id', 'n')).toBe('<div id="n"\nclass=y>z</div>');
  });
});

describe('comments', () => {
  it('are reported whole, with the tags inside them as text', () => {
    const html = '<p>a<!-- <b>x</b> -->b<!---->c</p>';
    expect(scanTags(html).map((t) => `${t.type}:${html.slice(t.start, t.end)}`)).toEqual(['open:<p>', 'comment:<!-- <b>x</b> -->', 'comment:<!---->', 'close:</p>']);
  });
});
