import { parse } from 'parse5';
import { analyzePrompt, composePage, OfflineModel, rewriteSection } from '../src';
import { readBrief } from '../src/page-state';
import { outerById } from './helpers';
import { mockHost } from '../src/sections/hero-visuals';
import { headings, visibleText } from './page-text';

/**
 * The reproductions of issue 22 as fixed cases: a prompt on a subject no topic table was written
 * for, a Chinese prompt and a Hindi prompt each give a page about what was asked, with the asked-for
 * parts headed in the user's words, in the prompt's language and currency.
 */
const model = new OfflineModel();

function page(prompt: string, framework = 'htmlTailwind') {
  const r = model.generateWithNotes({ prompt, framework });
  const doc = parse(r.text);
  return { html: r.text, notes: r.notes, text: visibleText(doc), headings: headings(doc) };
}

describe('issue 22: any prompt in, a page about that prompt out', () => {
  it('a bike repair shop in Berlin is a repair shop with its four parts, in euros, not an online store', () => {
    const prompt = 'A landing page for a bike repair shop in Berlin called Speiche, with services and prices, opening hours, reviews and a booking form';
    expect(analyzePrompt(prompt, { parts: true }).kind).not.toBe('shop');
    const p = page(prompt);
    expect(p.text).toContain('Speiche');
    expect(p.text).toMatch(/bike repair shop/i);
    expect(p.text).toContain('Berlin');
    for (const h of ['Services and prices', 'Opening hours', 'Reviews', 'Booking form']) expect(p.headings).toContain(h);
    expect(p.text).toMatch(/\d+ €/);
    expect(p.text).not.toMatch(/\$\d/);
    expect(p.text).not.toMatch(/free shipping|tote|mug|Portland|add to cart/i);
    expect(p.html).toMatch(/<input[^>]*type="date"/);
    expect(p.notes).toEqual([]);
  });

  it('为一家上海的茶馆做一个落地页，包括菜单和预订: a Chinese tea-house page with a tea menu and a booking form, no software trial', () => {
    const p = page('为一家上海的茶馆做一个落地页，包括菜单和预订');
    expect(p.html).toMatch(/<html[^>]*\slang="zh-CN"/);
    expect(p.text).toContain('茶馆');
    expect(p.headings).toEqual(expect.arrayContaining(['菜单', '预订']));
    expect(p.html).toMatch(/<section[^>]*id="menu"[\s\S]*龙井/);
    expect(p.html).toMatch(/<section[^>]*id="contact"[\s\S]*提交预订/);
    expect(p.text).toContain('¥');
    expect(p.text).toContain('上海');
    expect(p.text).not.toMatch(/免费试用|信用卡|app\.\.com|Get started|Learn more|Weekly progress/);
  });

  it('a Hindi yoga-studio prompt gives a Hindi page about a yoga studio in Delhi, with its timetable, prices in rupees and contact form', () => {
    const p = page('दिल्ली में एक योग स्टूडियो के लिए वेबसाइट बनाइए जिसमें समय-सारणी, कीमतें और संपर्क फ़ॉर्म हो');
    expect(p.html).toMatch(/<html[^>]*\slang="hi"/);
    expect(p.text).toContain('योग स्टूडियो');
    expect(p.text).toContain('दिल्ली');
    expect(p.headings).toEqual(expect.arrayContaining(['समय-सारणी', 'कीमतें', 'संपर्क फ़ॉर्म']));
    expect(p.text).toMatch(/₹\d/);
    const deva = (p.text.match(/[\u0900-\u097f]/g) ?? []).length;
    const latin = (p.text.match(/[A-Za-z]/g) ?? []).length;
    expect(deva / (deva + latin)).toBeGreaterThan(0.9);
    expect(p.text).not.toMatch(/Brightside|done properly|Studio, /);
  });

  it('keeps a non-Latin name in the mock browser bar', () => {
    expect(mockHost('知行')).toBe('app.知行.com');
    expect(mockHost('आरोह')).toBe('app.आरोह.com');
    expect(mockHost('Hive Nine')).toBe('app.hivenine.com');
    const p = page('为一款叫知行的笔记软件做一个落地页');
    expect(p.html).not.toContain('app..com');
    expect(p.text).not.toMatch(/Weekly progress|Launch checklist|In progress/);
  });

  it('dates an upcoming event after the day the page is made, from the clock it is given', () => {
    const clock = () => new Date('2026-11-26T10:00:00Z');
    const dated = new OfflineModel({ clock });
    const wedding = visibleText(parse(dated.generate({ prompt: 'A wedding website for Emma and Liam with a schedule and RSVP' })));
    expect(wedding).toContain('Saturday, 27 March 2027');
    expect(wedding).not.toMatch(/\b2025\b/);
    const conference = visibleText(parse(dated.generate({ prompt: 'A conference landing page with schedule, speakers and tickets' })));
    expect(conference).toMatch(/\d+–\d+ March 2027/);
  });

  it('edits read the asked-for parts from the page record, never from the page copy', () => {
    const bike = composePage({ prompt: 'A landing page for a bike repair shop in Berlin called Speiche, with services and prices, opening hours, reviews and a booking form' });
    const brief = readBrief(bike);
    expect(brief.parts?.map((p) => [p.id, p.words])).toEqual([['pricing', 'services and prices'], ['schedule', 'opening hours'], ['testimonials', 'reviews'], ['contact', 'booking form']]);
    expect(brief.place).toBe('Berlin');
    expect(brief.currency?.symbol).toBe('€');
    // A features section whose copy says "with a global shortcut" gets more features, not cards about "a global shortcut".
    const saas = composePage({ prompt: 'A SaaS landing page for an AI assistant with pricing, FAQ and a team' });
    const more = rewriteSection({ sectionHtml: outerById(saas, 'features'), instructions: 'add 3 more cards' });
    expect(more).not.toMatch(/What is included|Everything about/);
  });

  it('says which parts it could not build, and how to get them', () => {
    const b = analyzePrompt('A site for a sailing school with parking, gift vouchers, kids camps, boat storage, safety rules, our partners and sustainability', { parts: true });
    // Six generic layouts: the seventh part of no known kind has nowhere to go, and the note says so.
    expect(b.parts?.map((p) => p.words)).toEqual(['parking', 'gift vouchers', 'kids camps', 'boat storage', 'safety rules', 'our partners']);
    expect(b.notes.join(' ')).toMatch(/left out: sustainability\./);
    // The model's notes end with how to get them: a real model.
    expect(new OfflineModel().generateWithNotes({ prompt: b.prompt }).notes.join(' ')).toMatch(/left out: sustainability\. For a real AI model, add an API key or run a local Ollama\.$/);
  });
});
