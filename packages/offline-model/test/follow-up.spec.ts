import { FRAMEWORKS, type Framework } from '@cui/shared';
import { composePage, OfflineModel } from '../src';
import { detectFramework } from '../src/page-state';
import { outerById, sectionIds } from './helpers';

const PROMPT = 'A landing page for a project management tool called "Trackly" with testimonials';

/** Asserts every section of `before` except `skip` is byte-identical in `after`. */
function expectUntouched(before: string, after: string, skip: string[] = []): void {
  for (const id of sectionIds(before)) {
    if (skip.includes(id)) continue;
    expect(outerById(after, id)).toBe(outerById(before, id));
  }
}

function navLinesWith(html: string, id: string): string[] {
  return outerById(html, 'navbar')
    .split('\n')
    .filter((l) => l.includes(`href="#${id}"`));
}

describe.each(FRAMEWORKS.map((f) => [f]))('follow-ups in %s', (framework: Framework) => {
  const base = composePage({ prompt: PROMPT, framework });
  const edit = (prompt: string, previousHtml = base) => composePage({ prompt, framework, previousHtml });

  it('adds a requested section before the footer and links it, leaving the rest intact', () => {
    expect(sectionIds(base)).not.toContain('contact');
    const out = edit('add a contact section');
    const order = sectionIds(out);
    expect(order[order.length - 2]).toBe('contact');
    expect(order[order.length - 1]).toBe('footer');
    expectUntouched(base, out, ['navbar']);
    expect(navLinesWith(out, 'contact').length).toBeGreaterThan(0);
    const navWithoutNewLinks = outerById(out, 'navbar')
      .split('\n')
      .filter((l) => !l.includes('href="#contact"'))
      .join('\n');
    expect(navWithoutNewLinks).toBe(outerById(base, 'navbar'));
  });

  it('adds an FAQ', () => {
    const noFaq = edit('remove the FAQ');
    expect(sectionIds(noFaq)).not.toContain('faq');
    const out = edit('add an FAQ', noFaq);
    expect(sectionIds(out)).toContain('faq');
    expectUntouched(noFaq, out, ['navbar']);
  });

  it('removes a section and its navigation link', () => {
    const out = edit('remove the testimonials');
    expect(sectionIds(out)).not.toContain('testimonials');
    expect(out).not.toContain('href="#testimonials"');
    expectUntouched(base, out, ['navbar', 'footer', 'testimonials']);
  });

  it('switches to dark and back without touching any section', () => {
    const dark = edit('make it dark');
    expect(dark).toContain('data-mode="dark"');
    expect(dark).toMatch(/<html [^>]*data-theme="dark"/);
    expectUntouched(base, dark);
    expect(dark).not.toBe(base);
    expect(edit('make it light', dark)).toBe(base);
  });

  it('changes the primary colour by name or hex code', () => {
    const green = edit('change the primary colour to green');
    expect(green).toContain('data-primary="#16a34a"');
    expectUntouched(base, green);
    expect(edit('use #ff6600')).toContain('data-primary="#ff6600"');
  });

  it('renames the page everywhere and nothing else', () => {
    const out = edit('rename it to Trailhead');
    expect(out).toContain('Trailhead');
    expect(out).not.toContain('Trackly');
    expect(out.split('Trailhead').join('Trackly')).toBe(base);
  });

  it('changes the headline only', () => {
    const out = edit('change the headline to Ship calmer, together');
    expect(outerById(out, 'hero')).toContain('Ship calmer, together');
    expectUntouched(base, out, ['hero']);
  });

  it('changes nothing for an unrecognised request, and says that nothing was applied', () => {
    const r = new OfflineModel().generateWithNotes({ prompt: 'hmm, I am not sure about this, can you do something with it?', framework, previousHtml: base });
    expect(r.text).toBe(base);
    expect(r.applied).toBe(false);
    expect(r.label).toBeUndefined();
    expect(r.notes.join(' ')).toMatch(/did not understand "hmm/);
  });

  it('handles several edits in one prompt', () => {
    const out = edit('make it dark, add a pricing section and remove the testimonials');
    expect(out).toContain('data-mode="dark"');
    expect(sectionIds(out)).not.toContain('testimonials');
    expect(sectionIds(out).filter((s) => s === 'pricing')).toHaveLength(1);
  });
});

describe('follow-up details', () => {
  const base = composePage({ prompt: PROMPT, framework: 'htmlTailwind' });

  it('updates the logo letter when the initial changes', () => {
    const out = composePage({ prompt: 'rename it to "Orbit & Co"', framework: 'htmlTailwind', previousHtml: base });
    expect(out).toContain('Orbit &amp; Co');
    expect(out).toMatch(/data-brand-mark[^>]*>\s*O\s*</);
  });

  it('routes "add 3 more features" to the existing features section', () => {
    const out = composePage({ prompt: 'add 3 more features', framework: 'htmlTailwind', previousHtml: base });
    const cards = (html: string) => (outerById(html, 'features').match(/<h3 /g) ?? []).length;
    expect(cards(out)).toBe(cards(base) + 3);
    expectUntouched(base, out, ['features']);
  });

  it('starts a new page when the follow-up asks for one', () => {
    const out = composePage({ prompt: 'create a new website for a bakery instead', framework: 'htmlTailwind', previousHtml: base });
    expect(out).not.toContain('Trackly');
    expect(sectionIds(out)).toContain('menu');
  });

  it('edits HTML that the offline model did not write', () => {
    const foreign = [
      '<!DOCTYPE html>',
      '<html>',
      '<head><title>Acme — tools</title></head>',
      '<body>',
      '  <nav><a href="#hero">Home</a> <a href="#features">Features</a></nav>',
      '  <section id="hero" class="p-8 bg-indigo-600 text-white"><h1>Acme</h1><p>Tools for makers.</p></section>',
      '  <section id="features" class="p-8"><h2>Features</h2><div><div class="card"><h3>Fast</h3><p>Very.</p></div><div class="card"><h3>Safe</h3><p>Quite.</p></div></div></section>',
      '</body>',
      '</html>',
    ].join('\n');
    const added = composePage({ prompt: 'add a pricing section', framework: 'htmlTailwind', previousHtml: foreign });
    expect(sectionIds(added)).toEqual(['hero', 'features', 'pricing']);
    expect(outerById(added, 'features')).toBe(outerById(foreign, 'features'));
    const removed = composePage({ prompt: 'remove the features', framework: 'htmlTailwind', previousHtml: foreign });
    expect(removed).not.toContain('id="features"');
    expect(removed).not.toContain('href="#features"');
    const dark = composePage({ prompt: 'make it dark', framework: 'htmlTailwind', previousHtml: foreign });
    expect(dark).toContain('cui-mode-override');
    const green = composePage({ prompt: 'make it green', framework: 'htmlTailwind', previousHtml: foreign });
    expect(green).toContain('bg-green-600');
    const renamed = composePage({ prompt: 'rename it to Zenith', framework: 'htmlTailwind', previousHtml: foreign });
    expect(renamed).toContain('<title>Zenith — tools</title>');
    expect(renamed).toContain('<h1>Zenith</h1>');
  });
});

describe('a follow-up in another framework than the page', () => {
  it('rebuilds the page in that framework with its sections, and says what is not carried over', () => {
    const page = composePage({ prompt: 'A bakery called Rise with a menu, testimonials and FAQ', framework: 'htmlTailwind' });
    const result = new OfflineModel().generateWithNotes({ prompt: 'Rebuild this page in Vue 3, keeping its content and sections.', framework: 'vue3', previousHtml: page });
    expect(detectFramework(result.text, 'htmlTailwind')).toBe('vue3');
    expect(sectionIds(result.text)).toEqual(sectionIds(page));
    expect(result.text).toContain('Rise');
    expect(result.notes.join(' ')).toMatch(/Rebuilt the page in the new framework \(vue3\)/);
  });

  it('edits in place when the framework is the page’s own', () => {
    const page = composePage({ prompt: 'A bakery called Rise with a menu, testimonials and FAQ', framework: 'vue3' });
    const result = new OfflineModel().generateWithNotes({ prompt: 'make the headline "Bread at dawn"', framework: 'vue3', previousHtml: page });
    expect(result.notes.join(' ')).not.toMatch(/Rebuilt/);
    expect(result.text).toContain('Bread at dawn');
  });
});

describe('a follow-up that asks for a different page', () => {
  const model = new OfflineModel();
  const base = composePage({ prompt: PROMPT, framework: 'htmlTailwind' });
  // Phrasings of "make the whole page something else", none of them an edit of a part.
  it.each([
    ['Turn it into an online store for handmade ceramics', /ceramic/i],
    ['convert this page into a portfolio for a wedding photographer', /photograph/i],
    ['Make it a landing page for a rooftop yoga class', /yoga/i],
    ['把页面改成一家成都火锅店的网站', /火锅/],
    ['इसे एक योग स्टूडियो की वेबसाइट में बदलें', /योग/],
  ])('%s → a new page about it, charged and versioned', (prompt, subject) => {
    const result = model.generateWithNotes({ prompt, framework: 'htmlTailwind', previousHtml: base });
    expect(result.applied).toBe(true);
    expect(result.text).not.toContain('Trackly');
    expect(result.text).toMatch(subject);
  });

  it('reads the parts a new page asks for, like a first prompt', () => {
    const result = model.generateWithNotes({ prompt: 'turn it into a site for a dental practice with prices, team and opening hours', framework: 'htmlTailwind', previousHtml: base });
    expect(result.text).not.toContain('Trackly');
    // The asked-for parts come first, in the order asked, each headed in the prompt's words.
    const ids = sectionIds(result.text);
    expect(ids.slice(ids.indexOf('hero') + 1, ids.indexOf('hero') + 4)).toEqual(['pricing', 'team', 'schedule']);
    expect(outerById(result.text, 'schedule')).toMatch(/opening hours/i);
  });

  it.each(['make it a bit darker', 'change the headline to "Hello"'])('%s stays an edit of the open page', (prompt) => {
    const result = model.generateWithNotes({ prompt, framework: 'htmlTailwind', previousHtml: base });
    expect(result.text).toContain('Trackly');
  });
});
