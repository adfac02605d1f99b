// The page-quality benchmark's prompts: fixed ones over kinds, frameworks and languages, and a few
// drawn (seeded) from the word lists of the built-in model's property suite, each with what the
// page must show. Same style as packages/offline-model/test/fidelity.spec.ts, but judged in a
// browser and for any model, so a section counts when its id is there or a heading names it.

import { readFileSync } from 'node:fs';
// The built-in model's own seeded generator (mulberry32): the same seed draws the same prompts.
import { prng as seeded } from '../packages/offline-model/dist/hash.js';

const FAMILIES = JSON.parse(readFileSync(new URL('../packages/offline-model/test/prompt-families.json', import.meta.url), 'utf8'));

/**
 * `perLanguage` prompts per language (en, zh, hi) on subjects no rule was written for, with 2–4
 * asked-for parts: the page must have the known parts' sections and the name
 * (BENCH_QUALITY_SEED changes the draw).
 */
export function drawnPrompts(perLanguage = 2, seed = Number(process.env.BENCH_QUALITY_SEED ?? 22)) {
  const rnd = seeded(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const frameworks = ['htmlTailwind', 'htmlCss', 'bootstrap', 'vue3', 'vueTailwind', 'reactTailwind'];
  const rows = [];
  for (const lang of ['en', 'zh', 'hi']) {
    for (let n = 0; n < perLanguage; n++) {
      const subject = pick(FAMILIES.subjects);
      const city = pick(FAMILIES.cities.filter((c) => c[lang] !== null));
      const name = pick(FAMILIES.names);
      const parts = [];
      const count = 2 + Math.floor(rnd() * 3);
      while (parts.length < count) {
        const part = pick(FAMILIES.parts);
        if (!parts.includes(part)) parts.push(part);
      }
      const words = parts.map((p) => p[lang]);
      const joined = lang === 'zh' ? `${words.slice(0, -1).join('、')}和${words.at(-1)}` : `${words.slice(0, -1).join(', ')} ${lang === 'hi' ? 'और' : 'and'} ${words.at(-1)}`;
      const template = pick(FAMILIES.templates[lang]);
      const prompt = template.replace('{subject}', subject[lang]).replace('{city}', city[lang]).replace('{name}', name).replace('{parts}', joined).replace('{bullets}', words.map((w) => `- ${w}`).join('\n'));
      const sections = [...new Set(parts.map((p) => p.id).filter((id) => id !== null))];
      rows.push({ prompt, framework: pick(frameworks), language: lang, name, sections });
    }
  }
  return rows;
}

/**
 * What a section's heading may say when a model does not use our ids (en and zh). Only the ids the
 * prompts below ask for.
 */
export const SECTION_HEADINGS = {
  features: /features?|services|practice areas|what we (do|offer)|why |功能|特色|服务|业务/i,
  gallery: /gallery|screenshots?|case stud|portfolio|our work|photos|图库|截图|相册|作品|案例/i,
  pricing: /pricing|plans?\b|prices|tickets|membership|价格|定价|套餐|门票|会员/i,
  faq: /faq|frequently asked|questions|常见问题|问答|疑问/i,
  team: /team|trainers?|coaches|speakers|lawyers|our people|团队|教练|嘉宾|讲者|律师/i,
  schedule: /schedule|timetable|agenda|tour dates|class(es)? times|日程|课程表|时间表|议程/i,
  menu: /menu|菜单|餐单/i,
  contact: /contact|book(ing)?|reserv|rsvp|get in touch|visit us|联系|预约|预订/i,
  products: /products?|shop|collection|listings|store|产品|商品|精选/i,
  testimonials: /testimonials?|reviews?|what .{1,30} say|loved by|评价|口碑|用户说/i,
  blog: /blog|recipes|articles|latest posts|博客|文章|食谱/i,
  newsletter: /newsletter|subscribe|stay in the loop|订阅|通讯/i,
  stats: /stats|numbers|impact|by the numbers|数据|成果/i,
  cta: /donate|get started|join|start (your|a) |ready to|捐赠|立即|开始/i,
  'how-it-works': /how it works|steps|流程|如何运作|怎么用/i,
  awards: /awards?|recogni[sz]ed|accolades|奖项|荣誉/i,
};

/** Every row: the prompt as a user types it, the request's framework and language, and the page's expectations. */
export const PROMPTS = [
  // English
  { prompt: 'A landing page for a fitness tracking app with features, app screenshots and a pricing table', framework: 'htmlTailwind', language: 'en', sections: ['features', 'gallery', 'pricing'] },
  { prompt: 'A bakery called Golden Hour Bakes with a menu and opening hours', framework: 'htmlTailwind', language: 'en', name: 'Golden Hour Bakes', sections: ['menu'] },
  { prompt: 'A portfolio for a UX designer named Priya Das', framework: 'htmlTailwind', language: 'en', name: 'Priya Das', sections: [] },
  { prompt: 'A nonprofit that plants trees, with stats and a donate call to action', framework: 'htmlTailwind', language: 'en', sections: ['stats', 'cta'] },
  { prompt: 'A yoga studio named Still Point with a schedule and pricing', framework: 'htmlCss', language: 'en', name: 'Still Point', sections: ['schedule', 'pricing'] },
  { prompt: 'A law firm website with practice areas, our lawyers and FAQ', framework: 'htmlCss', language: 'en', sections: ['features', 'team', 'faq'] },
  { prompt: 'A restaurant website with a menu, reservations and awards', framework: 'htmlCss', language: 'en', sections: ['menu', 'contact', 'awards'] },
  { prompt: 'A dentist called Smile Studio with FAQ', framework: 'bootstrap', language: 'en', name: 'Smile Studio', sections: ['faq'] },
  { prompt: 'A SaaS landing page for an invoicing tool with pricing and FAQ', framework: 'bootstrap', language: 'en', sections: ['pricing', 'faq'] },
  { prompt: 'A real estate agency site with listings and testimonials', framework: 'bootstrap', language: 'en', sections: ['testimonials'] },
  { prompt: 'A conference landing page called DevSummit 2026 with schedule, speakers and tickets', framework: 'reactTailwind', language: 'en', name: 'DevSummit 2026', sections: ['schedule', 'team', 'pricing'] },
  { prompt: 'An online shop selling handmade candles with reviews', framework: 'reactTailwind', language: 'en', sections: ['products', 'testimonials'] },
  { prompt: 'A boutique hotel by the sea with a gallery and booking', framework: 'vue3', language: 'en', sections: ['gallery', 'contact'] },
  { prompt: 'A food blog with recipes and a newsletter', framework: 'vue3', language: 'en', sections: ['blog', 'newsletter'] },
  { prompt: 'A coffee subscription service called Brewly with how it works and pricing', framework: 'vueTailwind', language: 'en', name: 'Brewly', sections: ['how-it-works', 'pricing'] },
  { prompt: 'A car repair garage with services and contact', framework: 'elementPlus', language: 'en', sections: ['features', 'contact'] },
  // Chinese
  { prompt: '一个咖啡店的网站，包含菜单和联系方式', framework: 'htmlTailwind', language: 'zh', sections: ['menu', 'contact'] },
  { prompt: 'A yoga studio with pricing and FAQ', framework: 'htmlTailwind', language: 'zh', sections: ['pricing', 'faq'] },
  { prompt: '律师事务所官网，包含团队介绍和常见问题', framework: 'htmlCss', language: 'zh', sections: ['team', 'faq'] },
  { prompt: '健身房网站，叫做铁馆，包含教练、课程表和价格', framework: 'bootstrap', language: 'zh', name: '铁馆', sections: ['team', 'schedule', 'pricing'] },
  { prompt: '为一款 SaaS 数据分析产品制作落地页，包含首屏、功能网格、三档定价、用户评价、常见问题和行动号召。', framework: 'reactTailwind', language: 'zh', sections: ['features', 'pricing', 'testimonials', 'faq', 'cta'] },
  { prompt: 'An online store for skincare with products', framework: 'vue3', language: 'zh', sections: ['products'] },
  { prompt: '为一场为期两天的技术大会制作页面，包含演讲嘉宾、日程、场地信息和门票选项。', framework: 'vue3', language: 'zh', sections: ['team', 'schedule', 'pricing'] },
  { prompt: '为一款健身记录应用制作落地页，包含应用截图、功能介绍、价格表和应用商店按钮。', framework: 'naiveUI', language: 'zh', sections: ['features', 'gallery', 'pricing'] },
  // Decision 049: a boutique that does not sell online is visited; a business that plans weddings is no wedding.
  { prompt: 'a bridal boutique in Vienna called Weiss, with gallery, appointments and opening hours', framework: 'htmlTailwind', language: 'en', name: 'Weiss', sections: ['gallery', 'contact'] },
  { prompt: 'a website for a company that plans weddings in York called Vows & Co, with services, prices and reviews', framework: 'bootstrap', language: 'en', name: 'Vows & Co', sections: ['features', 'pricing', 'testimonials'] },
  // Drawn from the property suite's word lists (seeded): prompts nobody wrote rules for.
  ...drawnPrompts(),
];
