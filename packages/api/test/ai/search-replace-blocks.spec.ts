import { answerKind, applyEditBlocks, parseEditBlocks } from '../../src/ai/search-replace-blocks';

const PAGE = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '<body>',
  '  <section id="hero">',
  '    <h1>Fresh bread daily</h1>',
  '    <p>Since 1982.</p>',
  '  </section>',
  '  <section id="menu">',
  '    <p>Since 1982.</p>',
  '    <ul><li>Rye</li><li>Spelt</li></ul>',
  '  </section>',
  '</body>',
  '</html>',
].join('\n');

const block = (search: string, replace: string) => `<<<<<<< SEARCH\n${search}\n=======\n${replace}\n>>>>>>> REPLACE`;

describe('parseEditBlocks', () => {
  it('reads several blocks in order, ignoring prose, fences and file names around them', () => {
    const answer = `Here are the edits:\n\n\`\`\`html\nindex.html\n${block('    <h1>Fresh bread daily</h1>', '    <h1>Fresh bread, baked at dawn</h1>')}\n\`\`\`\n\n\`\`\`\n${block('<li>Rye</li>', '<li>Rye</li><li>Sourdough</li>')}\n\`\`\`\nLet me know if you want more changes.`;
    expect(parseEditBlocks(answer)).toEqual([
      { search: '    <h1>Fresh bread daily</h1>', replace: '    <h1>Fresh bread, baked at dawn</h1>' },
      { search: '<li>Rye</li>', replace: '<li>Rye</li><li>Sourdough</li>' },
    ]);
  });

  it('reads CRLF answers and keeps multi-line and empty sides', () => {
    const answer = '<<<<<<< SEARCH\r\n  <p>a</p>\r\n  <p>b</p>\r\n=======\r\n>>>>>>> REPLACE\r\n';
    expect(parseEditBlocks(answer)).toEqual([{ search: '  <p>a</p>\n  <p>b</p>', replace: '' }]);
  });

  it('is null without a block, or when the last block is cut off', () => {
    expect(parseEditBlocks('<!DOCTYPE html><html></html>')).toBeNull();
    expect(parseEditBlocks(`${block('a', 'b')}\n<<<<<<< SEARCH\n<h1>x</h1>\n=======\n<h1>y`)).toBeNull();
    expect(parseEditBlocks('<<<<<<< SEARCH\n<h1>x</h1>\n')).toBeNull();
  });
});

describe('applyEditBlocks', () => {
  it('replaces an exact span and leaves every other byte as it was', () => {
    const result = applyEditBlocks(PAGE, parseEditBlocks(block('    <h1>Fresh bread daily</h1>', '    <h1>Bread at dawn</h1>'))!);
    expect(result).toEqual({ ok: true, text: PAGE.replace('Fresh bread daily', 'Bread at dawn') });
  });

  it('applies several blocks one after another, each to the page the previous one left', () => {
    const blocks = [
      { search: '<h1>Fresh bread daily</h1>', replace: '<h1>Bread</h1>\n    <p id="new">New</p>' },
      { search: '<p id="new">New</p>', replace: '<p id="new">Newer</p>' },
      { search: '    <ul><li>Rye</li><li>Spelt</li></ul>\n', replace: '' },
    ];
    const result = applyEditBlocks(PAGE, blocks);
    expect(result.ok && result.text).toBe(
      PAGE.replace('<h1>Fresh bread daily</h1>', '<h1>Bread</h1>\n    <p id="new">Newer</p>').replace('    <ul><li>Rye</li><li>Spelt</li></ul>\n', ''),
    );
  });

  it('matches a search copied with other indentation or line breaks, and replaces just that span', () => {
    const result = applyEditBlocks(PAGE, [{ search: '<section id="hero">\n<h1>Fresh bread daily</h1>', replace: '<section id="hero" class="dark">\n    <h1>Fresh bread daily</h1>' }]);
    expect(result.ok && result.text).toBe(PAGE.replace('<section id="hero">\n    <h1>Fresh bread daily</h1>', '<section id="hero" class="dark">\n    <h1>Fresh bread daily</h1>'));
  });

  it('keeps the indentation of the page when a re-indented search matches loosely', () => {
    const tabbed = PAGE.replace('    <h1>Fresh bread daily</h1>', '\t\t<h1>Fresh bread daily</h1>');
    const result = applyEditBlocks(tabbed, [{ search: '    <h1>Fresh bread daily</h1>\n', replace: '    <h1>Bread at dawn</h1>\n' }]);
    expect(result.ok && result.text).toBe(tabbed.replace('<h1>Fresh bread daily</h1>', '<h1>Bread at dawn</h1>'));
  });

  it('edits a CRLF page with LF blocks, writing CRLF', () => {
    const crlf = PAGE.replace(/\n/g, '\r\n');
    const result = applyEditBlocks(crlf, [{ search: '  <section id="menu">\n    <p>Since 1982.</p>', replace: '  <section id="menu">\n    <p>Since 1983.</p>' }]);
    expect(result.ok && result.text).toBe(crlf.replace('<section id="menu">\r\n    <p>Since 1982.</p>', '<section id="menu">\r\n    <p>Since 1983.</p>'));
  });

  it('fails a search that matches several places, or none, or is empty, naming the block', () => {
    const ok = { search: '<h1>Fresh bread daily</h1>', replace: '<h1>x</h1>' };
    expect(applyEditBlocks(PAGE, [ok, { search: '<p>Since 1982.</p>', replace: '' }])).toEqual({ ok: false, block: 1, reason: 'ambiguous' });
    expect(applyEditBlocks(PAGE, [{ search: '<p>Since  1982.</p>\n', replace: '' }])).toEqual({ ok: false, block: 0, reason: 'ambiguous' });
    expect(applyEditBlocks(PAGE, [{ search: '<h2>Not there</h2>', replace: '' }])).toEqual({ ok: false, block: 0, reason: 'missing' });
    expect(applyEditBlocks(PAGE, [{ search: ' \n ', replace: '<p>x</p>' }])).toEqual({ ok: false, block: 0, reason: 'empty' });
    expect(applyEditBlocks('aaa', [{ search: 'aa', replace: 'b' }])).toEqual({ ok: false, block: 0, reason: 'ambiguous' });
  });
});

describe('answerKind', () => {
  it('tells blocks from a whole document by what comes first, ignoring <think>', () => {
    expect(answerKind('Sure!\n<<<<<<< SEARCH\n<!DOCTYPE html>')).toBe('edit');
    expect(answerKind('```html\n<!DOCTYPE html>\n<html>')).toBe('document');
    expect(answerKind('<think>I could use <<<<<<< SEARCH\n or <html> here</think>\n<html lang="en">')).toBe('document');
    expect(answerKind('<think>still thinking about <!DOCTYPE html>')).toBe('undecided');
    expect(answerKind('<<<<<<< SEA')).toBe('undecided');
    expect(answerKind('Sorry, I cannot help with that.')).toBe('undecided');
  });

  it('takes a page for one only from the start of a line while streaming, anywhere once ended', () => {
    const answer = 'I will edit the <html> element:\n<<<<<<< SEARCH\n<html lang="en">\n=======\n<html lang="de">\n>>>>>>> REPLACE';
    expect(answerKind(answer)).toBe('edit');
    expect(answerKind('Here it is: <!DOCTYPE html><html><body></body></html>')).toBe('undecided');
    expect(answerKind('Here it is: <!DOCTYPE html><html><body></body></html>', true)).toBe('document');
  });
});
