import { getElementHtml, replaceElementById } from '../src/html';

const DOC = `<!DOCTYPE html>
<html>
<head><title>id="hero" is not a tag</title><style>section { color: red }</style></head>
<body>
  <!-- <section id="hero">a comment</section> -->
  <header id="top"><nav>x</nav></header>
  <section id="hero" class="a">
    <div><section><p>nested same tag</section></div>
    <script>const s = "</section>";</script>
    <img id="logo" src="x.png">
  </section>
  <section id='features'><p>one<p>two</section>
  <div id=plain>unquoted</div>
</body>
</html>`;

describe('getElementHtml', () => {
  it('finds the element with matching nested tags, ignoring comments, scripts and titles', () => {
    const html = getElementHtml(DOC, 'hero');
    expect(html?.startsWith('<section id="hero" class="a">')).toBe(true);
    expect(html?.endsWith('</section>')).toBe(true);
    expect(html).toContain('nested same tag');
    expect(html).toContain('<img id="logo"');
    expect(html).not.toContain('features');
  });

  it('handles single quotes, unquoted ids, optional end tags and void elements', () => {
    expect(getElementHtml(DOC, 'features')).toBe("<section id='features'><p>one<p>two</section>");
    expect(getElementHtml(DOC, 'plain')).toBe('<div id=plain>unquoted</div>');
    expect(getElementHtml(DOC, 'logo')).toBe('<img id="logo" src="x.png">');
  });

  it('does not match ids by prefix or inside other attributes', () => {
    expect(getElementHtml('<div data-id="x"></div><div id="xy"></div>', 'x')).toBeNull();
    expect(getElementHtml(DOC, '')).toBeNull();
    expect(getElementHtml(DOC, 'missing')).toBeNull();
  });
});

describe('replaceElementById', () => {
  it('replaces only that element and keeps the rest byte for byte', () => {
    const out = replaceElementById(DOC, 'features', '\n<section id="features"><h2>New</h2></section>\n');
    expect(out).not.toBeNull();
    expect(out).toContain('<section id="features"><h2>New</h2></section>\n  <div id=plain>');
    expect(out?.replace('<section id="features"><h2>New</h2></section>', "<section id='features'><p>one<p>two</section>")).toBe(DOC);
  });

  it('returns null when the id is not in the document', () => {
    expect(replaceElementById(DOC, 'pricing', '<section id="pricing"></section>')).toBeNull();
  });
});

describe('getElementHtml on hostile markup', () => {
  it('finds a section of a React page inside its Babel script, attribute expressions included', () => {
    const page = `<div id="root"></div>\n<script type="text/babel">\nfunction App() {\n  return (<section id="hero" onClick={() => setOpen(n > 1)}><h1>Hi</h1></section>);\n}\n</script>`;
    expect(getElementHtml(page, 'hero')).toBe('<section id="hero" onClick={() => setOpen(n > 1)}><h1>Hi</h1></section>');
  });

  it('refuses an element the document never closes', () => {
    expect(getElementHtml('<main><section id="s"><div>x</div></main>', 's')).not.toBeNull();
    expect(getElementHtml('<section id="s"><div>x</div>', 's')).toBeNull();
  });

  it('matches uppercase markup, CRLF line ends and a ">" inside a quoted attribute', () => {
    const html = '<BODY>\r\n<SECTION ID="a" data-rule="x > y">\r\n<P>1</P>\r\n</SECTION>\r\n</BODY>';
    expect(getElementHtml(html, 'a')).toBe('<SECTION ID="a" data-rule="x > y">\r\n<P>1</P>\r\n</SECTION>');
  });
});
