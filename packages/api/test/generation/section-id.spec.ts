import { ensureSectionId, firstElementId } from '../../src/generation/section-id';

describe('firstElementId', () => {
  it('reads the first element after comments, whatever the quoting or case', () => {
    expect(firstElementId('<!-- <div id="no"> -->\n<SECTION ID=pricing class="a">x</SECTION>')).toBe('pricing');
    expect(firstElementId(`<section data-x="a > b" id='q&amp;a'>`)).toBe('q&a');
    expect(firstElementId('<section class="x">')).toBeNull();
    expect(firstElementId('plain text')).toBeNull();
  });
});

describe('ensureSectionId', () => {
  it('keeps a new section that already has the id', () => {
    const html = '<section id="hero">new</section>';
    expect(ensureSectionId(html, '<section id="hero">old</section>')).toBe(html);
  });

  it('replaces a different id in place and adds a missing one, leaving the rest as written', () => {
    expect(ensureSectionId('<section class="a"  id="top">\n  <p>x</p>\n</section>', '<section id="hero"></section>')).toBe('<section class="a"  id="hero">\n  <p>x</p>\n</section>');
    expect(ensureSectionId('\n<div\n  class="b">x</div>', '<section id=\'q&quot;a\'></section>')).toBe('\n<div id="q&quot;a"\n  class="b">x</div>');
  });

  it('leaves the new section alone when the original had no id', () => {
    expect(ensureSectionId('<section>x</section>', '<section>y</section>')).toBe('<section>x</section>');
  });
});
