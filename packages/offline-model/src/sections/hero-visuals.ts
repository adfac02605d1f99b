/**
 * Hero illustrations built from styled boxes (no images): an app window, a dish, a product
 * collage, a portrait, an event ticket, a studio mosaic, a featured article, a chart card and a
 * place. Inline styles over theme variables keep them identical in every framework.
 */
import type { PageContent } from '../content/types';
import { initials } from '../content/people';
import { icon, type IconName } from '../icons';
import { esc, h } from '../kits/h';
import { avatar, gradient, media, stars } from '../kits/parts';

const CARD = 'background: var(--cui-card); border: 1px solid var(--cui-line); border-radius: 1.25rem; box-shadow: 0 30px 60px -28px color-mix(in oklab, var(--cui-primary) 45%, rgba(15,23,42,0.35))';
const MUTED = 'color: var(--cui-muted); font-size: 0.75rem';
const INK = 'color: var(--cui-ink); font-weight: 700';

/** The words inside the illustrations, per page language (English when the page has none). */
const MOCK = {
  en: { progress: 'Weekly progress', live: 'Live', rows: ['Launch checklist', 'Design review', 'Customer interviews'], done: 'Done', inProgress: 'In progress', active: 'Active', shipped: 'Shipped', onTime: 'On time', faster: '+38% faster', quarter: 'delivery this quarter', shipping: 'Free shipping', over: 'on orders over $75', available: 'Available for work', save: 'Save the date', days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds', awards: '32 design awards', counting: 'and counting', minRead: 'min read', pick: 'Chef’s pick today', favourite: 'Today’s favourite', special: 'Seasonal special', loved: 'Loved by locals', rating: '4.9 average rating' },
  zh: { progress: '本周进度', live: '实时', rows: ['上线清单', '设计评审', '用户访谈'], done: '已完成', inProgress: '进行中', active: '活跃', shipped: '已交付', onTime: '准时率', faster: '效率提升 38%', quarter: '本季度交付', shipping: '精心包装', over: '当天发出', available: '欢迎合作', save: '敬请预留', days: '天', hours: '时', minutes: '分', seconds: '秒', awards: '32 项设计奖', counting: '仍在增加', minRead: '分钟阅读', pick: '今日推荐', favourite: '本店招牌', special: '当季特选', loved: '街坊都喜欢', rating: '平均评分 4.9' },
  hi: { progress: 'साप्ताहिक प्रगति', live: 'लाइव', rows: ['शुरुआती सूची', 'डिज़ाइन समीक्षा', 'ग्राहक बातचीत'], done: 'पूरा', inProgress: 'जारी', active: 'सक्रिय', shipped: 'पूरे', onTime: 'समय पर', faster: '38% तेज़', quarter: 'इस तिमाही', shipping: 'ध्यान से पैक', over: 'उसी दिन रवाना', available: 'काम के लिए उपलब्ध', save: 'तारीख़ याद रखें', days: 'दिन', hours: 'घंटे', minutes: 'मिनट', seconds: 'सेकंड', awards: '32 डिज़ाइन पुरस्कार', counting: 'और बढ़ रहे हैं', minRead: 'मिनट', pick: 'आज की ख़ास पेशकश', favourite: 'आज की पसंद', special: 'मौसमी विशेष', loved: 'सबकी पसंद', rating: 'औसत रेटिंग 4.9' },
} as const;

function mock(c: PageContent): (typeof MOCK)['en'] | (typeof MOCK)['zh'] | (typeof MOCK)['hi'] {
  return c.language === 'zh' ? MOCK.zh : c.language === 'hi' ? MOCK.hi : MOCK.en;
}

/** A host name for the mock browser bar: letters of any script are kept ("app.知行.com", never "app..com"). */
export function mockHost(name: string): string {
  const slug = name.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
  return `app.${slug || 'home'}.com`;
}

function box(style: string, ...children: string[]): string {
  return h('div', { style }, ...children);
}

function floating(position: string, iconName: IconName, title: string, sub: string): string {
  return box(
    `position: absolute; ${position}; display: flex; align-items: center; gap: 0.75rem; padding: 0.75rem 1rem; ${CARD}; z-index: 2`,
    h('span', { style: 'display: inline-flex; align-items: center; justify-content: center; width: 2.5rem; height: 2.5rem; border-radius: 0.75rem; background: var(--cui-primary-soft); color: var(--cui-primary)' }, icon(iconName, 20)),
    box('line-height: 1.3', h('div', { style: `${INK}; font-size: 0.9rem` }, esc(title)), h('div', { style: MUTED }, esc(sub))),
  );
}

function bar(width: string, tone = 'var(--cui-line)'): string {
  return box(`height: 0.5rem; width: ${width}; border-radius: 999px; background: ${tone}`);
}

function appWindow(c: PageContent): string {
  const w = mock(c);
  const heights = [38, 52, 45, 63, 58, 74, 69, 86, 80, 94];
  const kpi = (label: string, value: string, delta: string) =>
    box('flex: 1; padding: 0.75rem; border-radius: 0.875rem; background: var(--cui-surface); border: 1px solid var(--cui-line)', h('div', { style: MUTED }, esc(label)), h('div', { style: `${INK}; font-size: 1.05rem; margin-top: 0.15rem` }, esc(value)), h('div', { style: 'color: color-mix(in oklab, #10b981 55%, var(--cui-ink)); font-size: 0.7rem; font-weight: 700' }, esc(delta)));
  const side = box(
    'padding: 1rem 0.75rem; background: var(--cui-surface); border-right: 1px solid var(--cui-line); display: flex; flex-direction: column; gap: 0.7rem',
    box('display: flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0.5rem; border-radius: 0.5rem; background: var(--cui-primary-soft); color: var(--cui-primary)', icon('chart', 14), bar('60%', 'color-mix(in oklab, var(--cui-primary) 45%, transparent)')),
    ...(['layers', 'users', 'calendar', 'message'] as IconName[]).map((n, i) => box('display: flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0.5rem; color: var(--cui-muted)', icon(n, 14), bar(`${70 - i * 8}%`))),
  );
  const chart = box(
    'margin-top: 1rem; padding: 1rem; border-radius: 0.875rem; border: 1px solid var(--cui-line)',
    box('display: flex; justify-content: space-between; align-items: center', h('span', { style: `${INK}; font-size: 0.85rem` }, esc(w.progress)), h('span', { style: 'font-size: 0.7rem; font-weight: 700; color: var(--cui-primary); background: var(--cui-primary-soft); padding: 0.15rem 0.5rem; border-radius: 999px' }, esc(w.live))),
    box('display: flex; align-items: flex-end; gap: 0.45rem; height: 7.5rem; margin-top: 0.75rem', ...heights.map((v) => box(`flex: 1; height: ${v}%; border-radius: 0.4rem 0.4rem 0.15rem 0.15rem; background: linear-gradient(180deg, var(--cui-primary), color-mix(in oklab, var(--cui-accent) 70%, transparent))`))),
  );
  const rows = w.rows.map((t, i) =>
    box('display: flex; align-items: center; gap: 0.6rem; padding: 0.55rem 0', avatar(initials(t), i, 'sm').replace(/40px/g, '26px').replace('0.875rem', '0.6rem'), h('span', { style: 'flex: 1; color: var(--cui-ink); font-size: 0.8rem; font-weight: 600' }, esc(t)), h('span', { style: `font-size: 0.65rem; font-weight: 700; padding: 0.15rem 0.5rem; border-radius: 999px; ${i === 0 ? 'background: rgba(16,185,129,0.15); color: color-mix(in oklab, #059669 55%, var(--cui-ink))' : 'background: var(--cui-primary-soft); color: var(--cui-primary)'}` }, esc(i === 0 ? w.done : w.inProgress))),
  );
  const main = box('padding: 1.1rem 1.1rem 1.6rem', box('display: flex; gap: 0.6rem', kpi(w.active, '1,284', '+12%'), kpi(w.shipped, '342', '+8%'), kpi(w.onTime, '96%', '+4%')), chart, box('margin-top: 0.5rem', ...rows));
  const chrome = box(
    'display: flex; align-items: center; gap: 0.4rem; padding: 0.7rem 1rem; border-bottom: 1px solid var(--cui-line); background: var(--cui-surface)',
    ...['#f87171', '#fbbf24', '#34d399'].map((col) => h('span', { style: `width: 0.65rem; height: 0.65rem; border-radius: 999px; background: ${col}` })),
    box('margin-left: 0.75rem; flex: 1; max-width: 16rem; padding: 0.2rem 0.75rem; border-radius: 999px; background: var(--cui-card); border: 1px solid var(--cui-line); color: var(--cui-muted); font-size: 0.7rem', esc(mockHost(c.name))),
  );
  return box(
    'position: relative; padding: 1rem 0 2rem 1rem; max-width: 100%',
    box(`${CARD}; overflow: hidden`, chrome, box('display: grid; grid-template-columns: 7.5rem 1fr', side, main)),
    floating('left: -0.5rem; bottom: 0', 'trend', w.faster, w.quarter),
  );
}

function photoWithCards(c: PageContent, iconName: IconName, title: string, sub: string, ratio = '4 / 5'): string {
  const rating = c.hero.facts?.[0];
  return box(
    'position: relative; padding: 1rem 1rem 2.5rem 2rem; max-width: 30rem; margin-left: auto',
    media({ icon: iconName, index: 0, ratio, radius: '2rem' }),
    floating('left: 0; bottom: 0.5rem', 'star', title, sub),
    rating
      ? box(`position: absolute; right: -0.25rem; top: 2.5rem; padding: 0.75rem 1rem; ${CARD}; z-index: 2`, h('div', { style: MUTED }, esc(rating.label)), h('div', { style: `${INK}; font-size: 1.1rem` }, esc(rating.value)), stars(5))
      : '',
  );
}

function productCollage(c: PageContent): string {
  const items = c.products.items.slice(0, 4);
  const tile = (p: (typeof items)[number], i: number) =>
    box(
      `${CARD}; padding: 0.6rem; ${i % 2 === 1 ? 'transform: translateY(1.5rem)' : ''}`,
      media({ icon: p.icon, index: i, ratio: '1 / 1', radius: '0.9rem' }),
      box('display: flex; justify-content: space-between; align-items: center; padding: 0.6rem 0.3rem 0.2rem', h('span', { style: `${INK}; font-size: 0.8rem` }, esc(p.name)), h('span', { style: 'color: var(--cui-primary); font-weight: 700; font-size: 0.8rem' }, esc(p.price))),
    );
  return box('position: relative; padding-bottom: 4.5rem', box('display: grid; grid-template-columns: 1fr 1fr; gap: 1rem', ...items.map(tile)), floating('left: -0.75rem; bottom: 0', 'truck', mock(c).shipping, mock(c).over));
}

function portrait(c: PageContent): string {
  const facts = c.hero.facts ?? [];
  return box(
    'position: relative; max-width: 26rem; margin: 0 auto; padding: 1.5rem',
    box(
      `aspect-ratio: 1 / 1; border-radius: 2.5rem; background: ${gradient(0)}; display: flex; align-items: center; justify-content: center; position: relative; overflow: hidden; box-shadow: 0 40px 80px -30px color-mix(in oklab, var(--cui-primary) 60%, transparent)`,
      box('position: absolute; inset: 0; opacity: 0.18; background-image: radial-gradient(rgba(255,255,255,0.9) 1px, transparent 1px); background-size: 18px 18px'),
      h('span', { style: 'position: relative; font-size: 6rem; font-weight: 800; color: rgba(255,255,255,0.92); letter-spacing: -0.04em' }, esc(initials(c.name))),
    ),
    box(`position: absolute; left: -0.5rem; bottom: 3rem; display: flex; align-items: center; gap: 0.5rem; padding: 0.6rem 0.9rem; ${CARD}`, h('span', { style: 'width: 0.6rem; height: 0.6rem; border-radius: 999px; background: #10b981; box-shadow: 0 0 0 4px rgba(16,185,129,0.2)' }), h('span', { style: `${INK}; font-size: 0.85rem` }, esc(mock(c).available))),
    ...facts.slice(0, 2).map((f, i) => box(`position: absolute; ${i === 0 ? 'right: -0.5rem; top: 2.5rem' : 'right: 1rem; bottom: -0.25rem'}; padding: 0.7rem 1rem; ${CARD}`, h('div', { style: `${INK}; font-size: 1.2rem` }, esc(f.value)), h('div', { style: MUTED }, esc(f.label)))),
  );
}

function ticket(c: PageContent): string {
  const badge = c.hero.badge ?? '';
  const [date, place] = badge.split(' · ');
  const counter = (v: string, l: string) => box('flex: 1; text-align: center; padding: 0.75rem 0.5rem; border-radius: 0.9rem; background: rgba(255,255,255,0.14); border: 1px solid rgba(255,255,255,0.25)', h('div', { style: 'font-size: 1.6rem; font-weight: 800; color: #fff' }, v), h('div', { style: 'font-size: 0.7rem; color: rgba(255,255,255,0.8); text-transform: uppercase; letter-spacing: 0.1em' }, l));
  return box(
    `max-width: 46rem; margin: 3.5rem auto 0; border-radius: 1.75rem; overflow: hidden; ${CARD}`,
    box(
      `padding: 2rem; background: ${gradient(0)}; position: relative`,
      box('display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1rem; color: #fff', box('', h('div', { style: 'font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.14em; opacity: 0.85' }, esc(mock(c).save)), h('div', { style: 'font-size: 1.5rem; font-weight: 800' }, esc(date ?? ''))), box('display: flex; align-items: center; gap: 0.5rem; font-weight: 600', icon('pin', 18), esc(place ?? ''))),
      box('display: flex; gap: 0.75rem; margin-top: 1.5rem', counter('48', esc(mock(c).days)), counter('12', esc(mock(c).hours)), counter('36', esc(mock(c).minutes)), counter('20', esc(mock(c).seconds))),
    ),
    box('display: flex; flex-wrap: wrap; justify-content: space-around; gap: 1rem; padding: 1.25rem 2rem', ...(c.hero.facts ?? []).map((f) => box('text-align: center', h('div', { style: `${INK}; font-size: 1.35rem` }, esc(f.value)), h('div', { style: MUTED }, esc(f.label))))),
  );
}

function studio(c: PageContent): string {
  const work = c.gallery.items;
  return box(
    'position: relative; display: grid; grid-template-columns: 1.2fr 1fr; gap: 1rem; padding-bottom: 1.5rem',
    box('display: grid; gap: 1rem', media({ icon: work[0]?.icon ?? 'sparkles', index: 0, ratio: '4 / 5', radius: '1.5rem', label: work[0]?.title }), media({ icon: work[1]?.icon ?? 'layers', index: 3, ratio: '16 / 10', radius: '1.5rem' })),
    box('display: grid; gap: 1rem; padding-top: 2.5rem', media({ icon: work[2]?.icon ?? 'heart', index: 2, ratio: '1 / 1', radius: '1.5rem' }), media({ icon: work[3]?.icon ?? 'sun', index: 5, ratio: '4 / 5', radius: '1.5rem' })),
    floating('left: 30%; bottom: 0', 'award', mock(c).awards, mock(c).counting),
  );
}

function article(c: PageContent): string {
  const post = c.blog.posts[0];
  return box(
    `${CARD}; overflow: hidden; max-width: 30rem; margin-left: auto`,
    media({ icon: 'book', index: 0, ratio: '16 / 10', radius: '0' }),
    box(
      'padding: 1.5rem',
      box('display: flex; gap: 0.5rem; align-items: center', h('span', { style: 'font-size: 0.7rem; font-weight: 700; color: var(--cui-primary); background: var(--cui-primary-soft); padding: 0.2rem 0.6rem; border-radius: 999px' }, esc(post.category)), h('span', { style: MUTED }, `${post.minutes} ${esc(mock(c).minRead)}`)),
      h('div', { style: `${INK}; font-size: 1.2rem; margin-top: 0.75rem; line-height: 1.35; font-family: var(--cui-font-display)` }, esc(post.title)),
      h('p', { style: 'color: var(--cui-muted); font-size: 0.9rem; margin: 0.5rem 0 0' }, esc(post.excerpt)),
      box('display: flex; align-items: center; gap: 0.6rem; margin-top: 1rem', avatar(initials(c.name), 1, 'sm'), box('', h('div', { style: `${INK}; font-size: 0.8rem` }, esc(c.name)), h('div', { style: MUTED }, esc(post.date)))),
    ),
  );
}

function chartCard(c: PageContent): string {
  const pts = c.analytics.bars.map((b, i) => `${(i / (c.analytics.bars.length - 1)) * 300},${110 - b.value}`).join(' ');
  return box(
    `${CARD}; padding: 1.5rem; max-width: 30rem; margin-left: auto`,
    box('display: flex; justify-content: space-between; align-items: flex-start', box('', h('div', { style: MUTED }, esc(c.analytics.chartTitle)), h('div', { style: `${INK}; font-size: 1.6rem` }, esc(c.analytics.chartValue))), h('span', { style: 'font-size: 0.75rem; font-weight: 700; color: #059669; background: rgba(16,185,129,0.15); padding: 0.2rem 0.6rem; border-radius: 999px' }, esc(c.analytics.chartDelta))),
    `<svg viewBox="0 0 300 120" width="100%" height="140" preserveAspectRatio="none" aria-hidden="true" style="margin-top: 1rem; color: var(--cui-primary)"><polyline points="${pts}" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><polyline points="0,120 ${pts} 300,120" fill="currentColor" opacity="0.12" stroke="none"/></svg>`,
    box('display: flex; justify-content: space-between; margin-top: 0.5rem', ...c.analytics.bars.filter((_, i) => i % 3 === 0).map((b) => h('span', { style: MUTED }, esc(b.label)))),
  );
}

export function heroVisual(c: PageContent): string {
  switch (c.hero.visual) {
    case 'app':
      return appWindow(c);
    case 'dish':
      // A café leads to its menu, not a table, and has no chef to pick for you.
      return photoWithCards(c, c.about.media.icon, c.navCta.to === 'menu' ? mock(c).favourite : mock(c).pick, c.menu.groups[0]?.items[0]?.name ?? mock(c).special);
    case 'products':
      return productCollage(c);
    case 'portrait':
      return portrait(c);
    case 'event':
      return ticket(c);
    case 'studio':
      return studio(c);
    case 'article':
      return article(c);
    case 'dashboard':
      return chartCard(c);
    default:
      return photoWithCards(c, c.about.media.icon, mock(c).loved, mock(c).rating, '4 / 4.4');
  }
}
