import type { Framework } from '@cui/shared';
import { analyzePrompt, OfflineModel } from '../src';
import { parseHtml, textOf } from '../src/html-utils';
import { outerById, sectionIds } from './helpers';

/**
 * The fidelity table (issue 14): does the built-in model follow the prompt? Every row is checked
 * mechanically on the page's visible text: the topic's words, the name in the navigation and
 * footer, the sections asked for, the language, and for edits that they did what they said and
 * changed nothing else. The first rows are the failures the issue reported.
 */
const model = new OfflineModel();

/** Visible text of a page or fragment: scripts and styles dropped, except React's JSX. */
function visible(html: string): string {
  const body = html.includes('<body') ? html.slice(html.indexOf('<body')) : html;
  const jsx = /<script type="text\/babel"[^>]*>([\s\S]*?)<\/script>/.exec(body);
  return jsx ? textOf(jsx[1].replace(/\{\/\*[\s\S]*?\*\/\}/g, '')) : textOf(body);
}

function cjkShare(text: string): number {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return cjk / Math.max(1, cjk + latin);
}

function headingText(html: string): string {
  const m = /<h[123][^>]*>([\s\S]*?)<\/h[123]>/.exec(html);
  return m ? textOf(m[1]) : '';
}

interface PageRow {
  prompt: string;
  language?: string;
  framework?: Framework;
  /** Words that must be in the visible text (the prompt's topic). */
  words: RegExp[];
  /** Copy that must not appear (another kind's). */
  never?: RegExp;
  name?: string;
  sections?: string[];
  zh?: boolean;
  /** A note the final message must carry. */
  note?: RegExp;
}

const PAGES: PageRow[] = [
  // the failures seen
  { prompt: 'A landing page for a fitness tracking app with app screenshots, features, a pricing table and app store buttons.', words: [/fitness/i, /workout/i], never: /\bLoop\b|tasks, docs|Boards, lists|Recent orders/, sections: ['features', 'gallery', 'pricing'] },
  { prompt: 'A coffee subscription service with how it works', words: [/coffee/i, /subscription/i, /deliver/i], never: /reserve a table|book a table|Request booking/i, sections: ['how-it-works', 'pricing'] },
  { prompt: '为一款健身记录应用制作落地页，包含应用截图、功能介绍、价格表和应用商店按钮。', words: [/健身/], zh: true, sections: ['features', 'gallery', 'pricing'] },
  // kinds
  { prompt: 'A website for a boxing gym with trainers and a class timetable', words: [/gym|fitness|training/i], sections: ['team', 'schedule'] },
  { prompt: 'A cosy café in Lisbon with a menu and opening hours', words: [/coffee|café/i], sections: ['menu'] },
  { prompt: 'A restaurant website with a menu, reservations and awards', words: [/menu/i], sections: ['menu', 'contact', 'awards'] },
  { prompt: 'A SaaS landing page for an invoicing tool with pricing and FAQ', words: [/invoice/i], sections: ['pricing', 'faq'] },
  { prompt: 'A creative design agency site with case studies and a team', words: [/design/i], sections: ['gallery', 'team'] },
  { prompt: 'A portfolio for a UX designer named Priya Das', words: [/design/i], name: 'Priya Das' },
  { prompt: 'A conference landing page called DevSummit 2026 with schedule, speakers and tickets', words: [/conference|summit/i], name: 'DevSummit 2026', sections: ['schedule', 'team', 'pricing'] },
  { prompt: 'An online shop selling handmade candles with reviews', words: [/candle/i], sections: ['products', 'testimonials'] },
  { prompt: 'A food blog with recipes and a newsletter', words: [/recipe|kitchen|food/i], sections: ['blog', 'newsletter'] },
  { prompt: 'A dental clinic website with booking and FAQ', words: [/dental|clinic/i], sections: ['contact', 'faq'] },
  { prompt: 'A real estate agency site with listings and testimonials', words: [/home|propert/i], sections: ['testimonials'] },
  { prompt: 'An online coding course for beginners with pricing and FAQ', words: [/course|learn/i], sections: ['pricing', 'faq'] },
  { prompt: 'A boutique hotel by the sea with gallery and booking', words: [/hotel|room/i], sections: ['gallery', 'contact'] },
  { prompt: 'A nonprofit that plants trees, with stats and a donate call to action', words: [/non-profit|donat/i], sections: ['stats', 'cta'] },
  { prompt: 'An app landing page for a recipe sharing app with features and testimonials', words: [/recipe sharing app/i], never: /tasks, docs|Boards, lists/, sections: ['features', 'testimonials'] },
  { prompt: 'A wedding photographer portfolio with gallery and pricing', words: [/photo/i], sections: ['gallery', 'pricing'] },
  { prompt: 'A wedding website for Anna & Tom with schedule and RSVP', words: [/wedding|married/i], sections: ['schedule', 'contact'] },
  { prompt: 'A law firm website with practice areas, our lawyers and FAQ', words: [/law|legal/i], sections: ['features', 'team', 'faq'] },
  { prompt: 'A website for an indie band with tour dates and a gallery', words: [/band|album/i, /tour/i], sections: ['schedule', 'gallery'] },
  { prompt: 'A podcast website with episodes and a newsletter', words: [/podcast/i, /episode/i], sections: ['newsletter'] },
  { prompt: 'A landing page for a drone racing league with schedule and FAQ', words: [/drone racing league/i], never: /neighbourhood/i, sections: ['schedule', 'faq'] },
  { prompt: 'A car repair garage with services and contact', words: [/auto repair|garage|repair/i], sections: ['features', 'contact'] },
  // names
  { prompt: 'A bakery called Golden Hour Bakes with a menu', words: [/bak/i], name: 'Golden Hour Bakes', sections: ['menu'] },
  { prompt: 'A yoga studio named Still Point with a schedule and pricing', words: [/yoga/i], name: 'Still Point', sections: ['schedule', 'pricing'] },
  { prompt: 'Brewly, a coffee subscription with FAQ and testimonials', words: [/coffee/i], name: 'Brewly', never: /reserve a table/i, sections: ['faq', 'testimonials'] },
  { prompt: 'A gym website for "Iron Temple" with trainers and pricing', words: [/gym|fitness/i], name: 'Iron Temple', sections: ['team', 'pricing'] },
  // sections
  { prompt: 'A personal training studio with how it works, FAQ, trainers, schedule, awards and booking', words: [/training|fitness/i], sections: ['how-it-works', 'faq', 'team', 'schedule', 'awards', 'contact'] },
  { prompt: 'A SaaS for project management with stats, testimonials, gallery and contact', words: [/project|work/i], sections: ['stats', 'testimonials', 'gallery', 'contact'] },
  // languages
  { prompt: '一个咖啡店的网站，包含菜单和联系方式', words: [/咖啡/], zh: true, sections: ['menu', 'contact'] },
  { prompt: '律师事务所官网，包含团队介绍和常见问题', words: [/律师/], zh: true, sections: ['team', 'faq'] },
  { prompt: '为一场为期两天的技术大会制作页面，包含演讲嘉宾、日程、场地信息和门票选项。', words: [/大会/], zh: true, sections: ['team', 'schedule', 'pricing'] },
  { prompt: '为一款 SaaS 数据分析产品制作落地页，包含首屏、功能网格、三档定价、用户评价、常见问题和行动号召。', words: [/数据分析/], zh: true, sections: ['features', 'pricing', 'testimonials', 'faq', 'cta'] },
  { prompt: 'A yoga studio with pricing and FAQ', language: 'zh', words: [/瑜伽/], zh: true, sections: ['pricing', 'faq'] },
  { prompt: 'An online store for skincare with products', language: 'zh', framework: 'vue3', words: [/护肤/], zh: true, sections: ['products'] },
  { prompt: '健身房网站，叫做铁馆，包含教练、课程表和价格', words: [/健身/], zh: true, name: '铁馆', sections: ['team', 'schedule', 'pricing'] },
  { prompt: 'A bakery website in Spanish with a menu', words: [/bak/i], sections: ['menu'], note: /English, Chinese and Hindi only/ },
  // frameworks and unsupported asks
  { prompt: 'A bakery called Rise with a menu, in a playful tone', words: [/bak/i], name: 'Rise', sections: ['menu'], note: /cannot make it playful/ },
  { prompt: 'A dentist called Smile Studio with FAQ', framework: 'bootstrap', words: [/dental|dentist|clinic/i], name: 'Smile Studio', sections: ['faq'] },
  { prompt: 'A coworking space with pricing and a video tour', framework: 'reactTailwind', words: [/coworking/i], sections: ['pricing'], note: /cannot add a video/ },
];

describe('fidelity: pages follow the prompt', () => {
  it.each(PAGES.map((r) => [r.prompt, r] as const))('%s', (_p, row) => {
    const { text: html, notes } = model.generateWithNotes({ prompt: row.prompt, language: row.language, framework: row.framework });
    const text = visible(html);
    for (const w of row.words) expect(text).toMatch(w);
    if (row.never) expect(text).not.toMatch(row.never);
    if (row.name) {
      expect(visible(outerById(html, 'navbar'))).toContain(row.name);
      expect(visible(outerById(html, 'footer'))).toContain(row.name);
    }
    if (row.sections) {
      for (const s of row.sections) expect(sectionIds(html)).toContain(s);
    }
    if (row.zh) {
      expect(html).toMatch(/<html[^>]*\slang="zh-CN"/);
      expect(cjkShare(text)).toBeGreaterThan(0.7);
    } else {
      expect(html).toMatch(/<html[^>]*\slang="en"/);
    }
    if (row.note) expect(notes.join('\n')).toMatch(row.note);
    else expect(notes).toEqual([]);
  });
});

interface EditRow {
  page: string;
  /** A section rewrite (Visual Edit) when set; otherwise a page follow-up. */
  section?: string;
  instruction: string;
  framework?: Framework;
  check: (before: string, after: string) => void;
  /** Sections a follow-up may change (everything else must stay byte-identical). */
  touched?: string[];
}

const quoted = (text: string) => (_b: string, a: string) => expect(headingText(a)).toBe(text);
const statsAdded = (_b: string, a: string) => expect(a).toMatch(/data-cui-stats/);
const buttonsGone = (b: string, a: string) => {
  expect(b).toMatch(/<a [^>]*href="#[a-z-]+"[^>]*class="[^"]*(btn|rounded-full)/);
  expect(a).not.toMatch(/<a [^>]*href="#[a-z-]+"[^>]*class="[^"]*(btn|rounded-full)/);
};
const shorterOnTopic = (b: string, a: string) => {
  const before = headingText(b);
  const after = headingText(a);
  expect(after.length).toBeLessThan(before.length);
  expect(before.startsWith(after)).toBe(true);
};
const bigger = (b: string, a: string) => {
  expect(headingText(a)).toBe(headingText(b));
  expect(a).not.toBe(b);
  expect(/<h1[^>]*>/.exec(a)?.[0]).toMatch(/text-5xl|font-size: clamp\(3rem/);
};

const EDITS: EditRow[] = [
  { page: 'A landing page for a yoga studio', section: 'hero', instruction: 'bigger headline, add a stats row', check: (b, a) => { bigger(b, a); statsAdded(b, a); expect(visible(a)).not.toContain('Built to stand out'); } },
  { page: 'An Italian restaurant called Osteria Blu', section: 'hero', instruction: 'shorter headline', check: shorterOnTopic },
  { page: 'A SaaS landing page for an invoicing tool', section: 'hero', instruction: 'change the headline to "Invoices that pay themselves"', check: quoted('Invoices that pay themselves') },
  { page: 'A bakery called Rise', section: 'hero', instruction: 'headline "Bread worth waking up for"', check: quoted('Bread worth waking up for') },
  { page: 'A dental clinic website', section: 'features', instruction: 'add a row of stats', check: statsAdded },
  { page: 'A yoga studio named Still Point', section: 'hero', instruction: 'remove the button', check: buttonsGone },
  { page: 'A yoga studio named Still Point', section: 'hero', instruction: 'shorter', check: shorterOnTopic },
  { page: 'A coffee subscription service', section: 'hero', instruction: 'make the headline "Coffee, on repeat" and remove the buttons', check: (b, a) => { quoted('Coffee, on repeat')(b, a); buttonsGone(b, a); } },
  { page: 'A SaaS landing page for an invoicing tool', section: 'hero', framework: 'bootstrap', instruction: 'make the headline bigger', check: (b, a) => { expect(headingText(a)).toBe(headingText(b)); expect(/<h1[^>]*>/.exec(a)?.[0]).toMatch(/font-size/); } },
  // page follow-ups: only the touched sections change
  { page: 'A landing page for a yoga studio', instruction: 'bigger headline, add a stats row', touched: ['hero', 'stats', 'navbar'], check: (b, a) => { bigger(outerById(b, 'hero'), outerById(a, 'hero')); expect(sectionIds(a)).toContain('stats'); } },
  { page: 'An Italian restaurant called Osteria Blu', instruction: 'shorter headline', touched: ['hero'], check: (b, a) => shorterOnTopic(outerById(b, 'hero'), outerById(a, 'hero')) },
  { page: '一个瑜伽馆的网站，包含价格', instruction: '添加常见问题', touched: ['faq', 'navbar'], check: (_b, a) => { expect(cjkShare(visible(outerById(a, 'faq')))).toBeGreaterThan(0.9); expect(visible(outerById(a, 'navbar'))).toContain('常见问题'); } },
  { page: 'A landing page for a drone racing league', instruction: 'add a how it works section', touched: ['how-it-works', 'navbar'], check: (_b, a) => expect(visible(outerById(a, 'how-it-works'))).toMatch(/drone racing league/) },
  { page: 'A law firm website', instruction: 'change the headline to "Straight answers from real lawyers"', touched: ['hero'], check: (_b, a) => expect(headingText(outerById(a, 'hero'))).toBe('Straight answers from real lawyers') },
];

describe('fidelity: edits do what they say', () => {
  it.each(EDITS.map((r) => [`${r.section ? `section ${r.section}` : 'page'}: ${r.instruction} (${r.page})`, r] as const))('%s', (_n, row) => {
    const page = model.generate({ prompt: row.page, framework: row.framework });
    if (row.section) {
      const before = outerById(page, row.section);
      const after = model.generate({ prompt: row.instruction, sectionHtml: before, framework: row.framework });
      expect(parseHtml(after)[0]?.attrs.find((x) => x.name === 'id')?.raw).toBe(row.section);
      row.check(before, after);
      return;
    }
    const after = model.generate({ prompt: row.instruction, previousHtml: page, framework: row.framework });
    row.check(page, after);
    for (const id of sectionIds(page)) if (!row.touched?.includes(id)) expect(outerById(after, id)).toBe(outerById(page, id));
  });
});

describe('fidelity: the final message says what was not honoured', () => {
  it('an edit the model does not understand is reported, not silently replaced', () => {
    const page = model.generate({ prompt: 'A bakery called Rise' });
    const r = model.generateWithNotes({ prompt: 'qwerty asdf', sectionHtml: outerById(page, 'about') });
    expect(r.notes.join(' ')).toMatch(/did not understand "qwerty asdf"/);
  });
  it('an unknown section is reported', () => {
    const r = model.generateWithNotes({ prompt: 'A bakery with a careers section' });
    expect(r.notes.join(' ')).toMatch(/no "careers" section/);
  });
  it('a section edit that asks for a button where there is none says so', () => {
    const page = model.generate({ prompt: 'A bakery called Rise' });
    const r = model.generateWithNotes({ prompt: 'remove the button', sectionHtml: outerById(page, 'testimonials') });
    expect(r.notes.join(' ')).toMatch(/could not find a button to remove/);
  });
});

describe('fidelity: colours and tone', () => {
  it.each([
    ['A dark portfolio for a photographer in green', { dark: true, green: true }],
    ['A minimal coffee subscription site in navy blue, light theme', { dark: false }],
    ['An elegant law firm website', { font: 'serif' }],
  ] as const)('%s', (prompt, want) => {
    const { theme } = analyzePrompt(prompt);
    if ('dark' in want) expect(theme.dark).toBe(want.dark);
    if ('green' in want) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(theme.primary.slice(i, i + 2), 16));
      expect(g).toBeGreaterThan(Math.max(r, b));
    }
    if ('font' in want) expect(theme.font).toBe(want.font);
  });
});
