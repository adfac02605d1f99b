import { FRAMEWORKS, type Framework } from '@cui/shared';
import { composePage, OfflineModel } from '../src';
import { textOf } from '../src/html-utils';
import { outerById, sectionIds } from './helpers';

/** Edits do what they say, or say what they did not do (decision 044): the reported cases, fixed. */
const model = new OfflineModel();
const BIKE = 'bike repair shop in Berlin called Speiche with services and prices, reviews, faq, pricing, booking form';

function expectUntouched(before: string, after: string, skip: string[]): void {
  for (const id of sectionIds(before)) if (!skip.includes(id)) expect(outerById(after, id)).toBe(outerById(before, id));
}

describe('section edits with prices and items', () => {
  const page = composePage({ prompt: BIKE, framework: 'htmlTailwind' });
  const pricing = outerById(page, 'pricing');

  it('"tune-up 49 €, full service 119 €" sets exactly those items with those prices, and labels the version so', () => {
    const r = model.generateWithNotes({ prompt: 'tune-up 49 €, full service 119 €', sectionHtml: pricing, framework: 'htmlTailwind' });
    const text = textOf(r.text);
    expect(text).toContain('Tune-up');
    expect(text).toContain('49 €');
    expect(text).toContain('Full service');
    expect(text).toContain('119 €');
    expect(text).not.toMatch(/\$\d/);
    expect((r.text.match(/<h3 /g) ?? []).length).toBe(2);
    expect(r.applied).toBe(true);
    expect(r.label).toBe('Items set to Tune-up 49 €, Full service 119 €');
  });

  it('names the part of an instruction it did not apply, and applies the rest', () => {
    const r = model.generateWithNotes({ prompt: 'tune-up 49 €, full service 119 €, and make the cards wobble when hovered', sectionHtml: pricing, framework: 'htmlTailwind' });
    expect(textOf(r.text)).toContain('119 €');
    expect(r.notes.join(' ')).toMatch(/did not understand "make the cards wobble when hovered"/);
  });

  it('changes nothing, and applies nothing, for an instruction it cannot read', () => {
    const r = model.generateWithNotes({ prompt: 'make it feel more like autumn', sectionHtml: pricing, framework: 'htmlTailwind' });
    expect(r.applied).toBe(false);
    expect(r.text).toBe(pricing);
    expect(r.notes.join(' ')).toMatch(/did not understand "make it feel more like autumn"/);
  });
});

describe('reordering items', () => {
  const page = composePage({ prompt: 'A yoga studio called Lotus with pricing, testimonials, faq and a contact form', framework: 'htmlTailwind' });
  const pricing = outerById(page, 'pricing');
  const titles = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);

  it.each([
    ['move the 10-class pass first', '“10-class pass” moved first'],
    ['把“10-class pass”移到最前面', '“10-class pass”已移到最前'],
    ['10-class pass को सबसे ऊपर रखें', '“10-class pass” सबसे ऊपर ले जाया गया'],
  ])('%s moves that card first and keeps every card whole, and says so in its language', (prompt, label) => {
    const r = model.generateWithNotes({ prompt, sectionHtml: pricing, framework: 'htmlTailwind' });
    const before = titles(pricing);
    expect(titles(r.text)).toEqual(['10-class pass', ...before.filter((t) => t !== '10-class pass')]);
    expect(r.text.length).toBe(pricing.length);
    expect(r.label).toBe(label);
  });

  it('says so when the item to move is not there, and does not read its name as a tone', () => {
    const r = model.generateWithNotes({ prompt: 'move the Premium plan first', sectionHtml: pricing, framework: 'htmlTailwind' });
    expect(r.applied).toBe(false);
    expect(r.notes.join(' ')).toMatch(/could not find that item to move/);
  });
});

describe('edits in Chinese and Hindi', () => {
  const page = composePage({ prompt: BIKE, framework: 'htmlTailwind' });
  const faq = outerById(page, 'faq');

  it.each([
    ['把标题改成“常见问题”', '常见问题'],
    ['标题改为常见问题解答', '常见问题解答'],
    ['शीर्षक को "अक्सर पूछे जाने वाले सवाल" करें', 'अक्सर पूछे जाने वाले सवाल'],
  ])('%s sets the heading to the given words, never an English one', (prompt, heading) => {
    const r = model.generateWithNotes({ prompt, sectionHtml: faq, framework: 'htmlTailwind' });
    expect(/<h2[^>]*>([^<]*)<\/h2>/.exec(r.text)?.[1]).toBe(heading);
    expect(r.applied).toBe(true);
  });

  it('"背景改成紫色，并且加两条评价" recolours and adds two testimonials', () => {
    const section = outerById(page, 'testimonials');
    const r = model.generateWithNotes({ prompt: '背景改成紫色，并且加两条评价', sectionHtml: section, framework: 'htmlTailwind' });
    expect(r.label).toBe('背景已换色；已添加 2 个条目');
    expect(r.notes).toEqual([]);
  });

  it('an ask for what the model never makes is named once, in the language asked, not also as not understood', () => {
    for (const [prompt, note] of [
      ['add a video', 'The built-in model cannot add a video (the page shows illustrations instead).'],
      ['加一个视频', '内置模型无法添加视频（页面用插图代替）。'],
      ['वीडियो जोड़ें', 'बिल्ट-इन मॉडल वीडियो नहीं जोड़ सकता (पेज उसकी जगह चित्र दिखाता है)।'],
    ]) {
      expect(model.generateWithNotes({ prompt, sectionHtml: faq, framework: 'htmlTailwind' }).notes).toEqual([note]);
      expect(model.generateWithNotes({ prompt, previousHtml: page, framework: 'htmlTailwind' }).notes).toEqual([note]);
    }
  });

  it('a Chinese instruction it cannot read leaves the FAQ heading as it was', () => {
    const r = model.generateWithNotes({ prompt: '让它更有秋天的感觉', sectionHtml: faq, framework: 'htmlTailwind' });
    expect(r.text).toBe(faq);
    expect(r.applied).toBe(false);
  });

  it('recolours in Chinese and Hindi: 深色 and गहरा are dark, 蓝色 and नीला are blue', () => {
    for (const prompt of ['改成深色背景', 'बैकग्राउंड गहरा करें']) expect(model.generate({ prompt, sectionHtml: faq, framework: 'htmlTailwind' })).toMatch(/--cui-bg:\s*#0f172a/);
    for (const prompt of ['背景改成蓝色', 'बैकग्राउंड नीला करें']) expect(model.generate({ prompt, sectionHtml: faq, framework: 'htmlTailwind' })).toMatch(/--cui-bg:\s*#2563eb/);
  });

  it('follow-ups remove and move sections in Chinese and Hindi, leaving the others byte for byte', () => {
    const noFaq = model.generateWithNotes({ prompt: '删除常见问题', previousHtml: page, framework: 'htmlTailwind' });
    expect(sectionIds(noFaq.text)).not.toContain('faq');
    expect(noFaq.label).toBe('已删除常见问题版块');
    const moved = model.generateWithNotes({ prompt: '把常见问题移到价格前面', previousHtml: page, framework: 'htmlTailwind' });
    const ids = sectionIds(moved.text);
    expect(ids.indexOf('faq')).toBe(ids.indexOf('pricing') - 1);
    expectUntouched(page, moved.text, []);
    const dark = model.generateWithNotes({ prompt: 'पेज को गहरा करें', previousHtml: page, framework: 'htmlTailwind' });
    expect(dark.text).toMatch(/data-mode="dark"/);
  });
});

describe.each(FRAMEWORKS.map((f) => [f]))('a heading change keeps the hero whole in %s', (framework: Framework) => {
  const page = composePage({ prompt: 'bike repair shop in Berlin called Speiche', framework });
  const hero = outerById(page, 'hero');
  const withoutHeading = (html: string) => html.replace(/<h1[\s\S]*?<\/h1>/, '').replace(/<p[^>]*>[\s\S]*?<\/p>/, '').replace(/\s+/g, ' ');

  it.each(['change the heading to "Fast repairs in Kreuzberg"', 'make it shorter', 'make the headline shorter'])('%s leaves the illustration and every other part alone', (prompt) => {
    const section = model.generate({ prompt, sectionHtml: hero, framework });
    expect(withoutHeading(section)).toBe(withoutHeading(hero));
    const follow = model.generate({ prompt, previousHtml: page, framework });
    expect(withoutHeading(outerById(follow, 'hero'))).toBe(withoutHeading(hero));
  });

  it('keeps the headline’s highlighted words styled', () => {
    const section = model.generate({ prompt: 'change the heading to "Fast repairs in Kreuzberg"', sectionHtml: hero, framework });
    const highlighted = /<h1[\s\S]*?<span[^>]*>([^<]*)<\/span>/.exec(hero);
    if (highlighted) expect(section).toMatch(/<h1[\s\S]*?<span[^>]*>in Kreuzberg<\/span>/);
    else expect(section).toContain('Fast repairs in Kreuzberg');
  });
});
