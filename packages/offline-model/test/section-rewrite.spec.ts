import { FRAMEWORKS, type Framework } from '@cui/shared';
import { composePage, OfflineModel, rewriteSection, rewriteSectionWithNotes } from '../src';
import { parseHtml, attrValue, textOf } from '../src/html-utils';
import { itemContainer } from '../src/section-rewrite';
import { outerById } from './helpers';

const page = (framework: Framework) => composePage({ prompt: 'A SaaS landing page for an AI assistant with pricing, FAQ and a team', framework });
const rootId = (html: string) => attrValue(parseHtml(html)[0], 'id');
const itemCount = (html: string) => itemContainer(parseHtml(html)[0])?.children.length ?? 0;

describe.each(FRAMEWORKS.map((f) => [f]))('rewriteSection in %s', (framework: Framework) => {
  const html = page(framework);
  const features = outerById(html, 'features');
  const pricing = outerById(html, 'pricing');
  const rewrite = (sectionHtml: string, instructions: string) => rewriteSection({ sectionHtml, instructions, framework });

  it.each([
    'make it shorter',
    'add a button',
    'change the title to Everything in one place',
    'use a blue background',
    'add 3 more cards',
    'make it pop, more exciting',
  ])('keeps the id and changes the section for "%s"', (instructions) => {
    const out = rewrite(features, instructions);
    expect(rootId(out)).toBe('features');
    expect(out).not.toBe(features);
    expect((out.match(/\bid="features"/g) ?? []).length).toBe(1);
  });

  it('changes nothing for an instruction it cannot read, and says so', () => {
    const r = rewriteSectionWithNotes({ sectionHtml: features, instructions: 'qwerty asdf', framework });
    expect(r.html).toBe(features);
    expect(r.done).toEqual([]);
    expect(r.notes.join(' ')).toMatch(/did not understand "qwerty asdf"/);
  });

  it('shortens lists and adds items', () => {
    expect(itemCount(rewrite(features, 'make it shorter'))).toBeLessThan(itemCount(features));
    expect(itemCount(rewrite(features, 'add 3 more cards'))).toBe(itemCount(features) + 3);
  });

  it('retitles, adds a labelled button and recolours the background', () => {
    expect(rewrite(pricing, 'change the title to Honest pricing')).toContain('Honest pricing');
    expect(rewrite(pricing, 'add a "Compare plans" button')).toContain('Compare plans');
    const blue = rewrite(pricing, 'use a blue background');
    expect(blue).toMatch(/--cui-bg'?:\s*'?#2563eb/);
  });
});

describe('rewriteSection details', () => {
  it('returns JSX for React pages, even from rendered HTML', () => {
    const rendered = '<section id="about" class="py-20" style="background-color: red; --x: 1"><div class="mx-auto"><h2 class="text-3xl">About us</h2><p>We make things.</p><img src="/a.png" alt=""><label for="n">Name</label></div></section>';
    const out = rewriteSection({ sectionHtml: rendered, instructions: 'add a button', framework: 'reactTailwind' });
    expect(out).toContain('className="py-20"');
    expect(out).not.toMatch(/\sclass="/);
    expect(out).toContain("style={{ backgroundColor: 'red', '--x': '1' }}");
    expect(out).toContain('<img src="/a.png" alt="" />');
    expect(out).toContain('htmlFor="n"');
    expect(rootId(out)).toBe('about');
  });

  it('works on sections it did not write and keeps their id', () => {
    const foreign = '<div id="promo"><h2>Spring sale</h2><ul><li><strong>Shoes</strong> 20% off</li><li><strong>Bags</strong> 10% off</li></ul></div>';
    for (const instructions of ['add 2 more items', 'make it dark', 'remove the Bags item']) {
      const out = rewriteSection({ sectionHtml: foreign, instructions, framework: 'htmlCss' });
      expect(rootId(out)).toBe('promo');
      expect(out).not.toBe(foreign);
    }
    expect(rewriteSection({ sectionHtml: foreign, instructions: 'something else entirely', framework: 'htmlCss' })).toBe(foreign);
    expect((rewriteSection({ sectionHtml: foreign, instructions: 'add 2 more items', framework: 'htmlCss' }).match(/<li>/g) ?? []).length).toBe(4);
  });

  it('is deterministic', () => {
    const html = outerById(page('htmlTailwind'), 'faq');
    expect(rewriteSection({ sectionHtml: html, instructions: 'make it friendlier', framework: 'htmlTailwind' })).toBe(rewriteSection({ sectionHtml: html, instructions: 'make it friendlier', framework: 'htmlTailwind' }));
  });

  it('is what OfflineModel.generate returns for a section request', () => {
    const section = outerById(page('bootstrap'), 'team');
    const out = new OfflineModel().generate({ prompt: 'add one more member', framework: 'bootstrap', sectionHtml: section });
    expect(rootId(out)).toBe('team');
    expect(itemCount(out)).toBe(itemCount(section) + 1);
  });
});

describe('setting items, then adding more in one instruction', () => {
  // Found by the edits property suite (EDITS_SEED=892932605): after the items were set to fewer than
  // the section's content has, adding more rendered items the content did not have and threw.
  it.each(['set prices to tune-up 49 €, full 119 € and add 2 cards', 'योग कक्षा ₹499, मासिक पास ₹1999, 3 और कार्ड जोड़ें', '基础版 ¥99，专业版 ¥199，再加 2 个卡片'])('%s', (instruction) => {
    const page = composePage({ prompt: 'Lumina AI, an AI assistant for teams with pricing, FAQ and team' });
    const r = rewriteSectionWithNotes({ sectionHtml: outerById(page, 'pricing'), instructions: instruction });
    expect(r.done.length).toBeGreaterThan(0);
    expect(itemContainer(parseHtml(r.html)[0])!.children.length).toBeGreaterThan(2);
    // Items added are priced in the currency the instruction writes, not the sample's dollars.
    const symbol = /[€₹¥]/.exec(instruction)![0];
    const added = textOf(r.html).slice(textOf(r.html).lastIndexOf(instruction.includes('€') ? 'Full' : symbol));
    expect(added).not.toMatch(/\$\s?\d/);
  });
});

describe('adding priced items to a section (decision 049)', () => {
  // A bike shop's pricing asked for "a plan 'Family' for 39 €" got a card titled with the whole
  // instruction, lost its other plans and gained a sample plan naming "ZZNAMEZZ".
  it.each([
    ["add a plan 'Family' for 39 €", ['Family'], ['39 €']],
    ['add a pricing plan called Family at 39 € and a plan Team for 89 €', ['Family', 'Team'], ['39 €', '89 €']],
    ['添加一个“家庭”套餐 39 €', ['家庭'], ['39 €']],
  ])('%s', (instruction, names, prices) => {
    const page = composePage({ prompt: 'a website for a bike shop in Berlin called Kette with prices' });
    const before = outerById(page, 'pricing');
    const r = rewriteSectionWithNotes({ sectionHtml: before, instructions: instruction });
    const text = textOf(r.html);
    expect(itemCount(r.html)).toBe(itemCount(before) + names.length);
    // The cards already there stay as they were, the new ones come after them.
    for (const old of ['Basic', 'Standard', 'Complete']) expect(text).toContain(old);
    for (const name of names) expect(text.indexOf(name)).toBeGreaterThan(text.indexOf('Complete'));
    for (const p of prices) expect(text).toContain(p);
    expect(text).not.toMatch(/ZZNAMEZZ|add a plan|API access|\$\d|Unlimited projects/i);
    expect(r.done.length).toBe(1);
    expect(r.notes).toEqual([]);
  });

  it('writes the added price the way the section writes its own', () => {
    const page = composePage({ prompt: 'a dog grooming salon in Bristol with prices' });
    const r = rewriteSectionWithNotes({ sectionHtml: outerById(page, 'pricing'), instructions: "add a plan 'Puppy first visit' for 35 £" });
    expect(textOf(r.html)).toMatch(/Puppy first visit[\s\S]*£35/);
    expect(textOf(r.html)).not.toContain('35 £');
  });
});
