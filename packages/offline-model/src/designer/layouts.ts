/**
 * Screen bodies by purpose. A screen's layout is read from its name first, then its description,
 * so screens created by a follow-up ("add a settings screen") get a fitting body too.
 */
import { icon, type IconName } from '../icons';
import { esc } from '../kits/h';
import type { SampleItem } from './catalog';
import { formSpec } from './form-fields';
import { screenKind } from './screen-words';
import type { DeviceType } from './types';
import { SCREEN_LINK_ATTR, screenHref } from '@cui/shared';
import type { ScreenWords } from './words';
import { rotate } from './variant';

export type Layout =
  | 'player'
  | 'editor'
  | 'form'
  | 'settings'
  | 'profile'
  | 'dashboard'
  | 'pricing'
  | 'calendar'
  | 'detail'
  | 'landing'
  | 'grid'
  | 'list'
  | 'feed';

const RULES: ReadonlyArray<readonly [Layout, RegExp]> = [
  ['player', /now playing|\bplayer\b/],
  ['editor', /\bwrite\b|editor|compose|new (entry|post|note)/],
  ['settings', /settings|preferences/],
  ['pricing', /pricing|\bplans?\b/],
  ['form', /\bform\b|application|sign ?up|sign ?in|log ?in|register|checkout|tickets?|gift box|booking|\bcreate\b|\badd\b/],
  ['profile', /profile|account|\bme\b/],
  ['dashboard', /dashboard|insights|analytics|stats|report/],
  ['calendar', /calendar|schedule|agenda/],
  ['landing', /landing|poster|campaign|splash|\bhero\b|welcome|onboarding/],
  ['detail', /details?\b|\bstory\b|\bentry\b|album|playlist|visit info|about|locator/],
  ['grid', /grid|gallery|browse|collection|artworks|explore|features|artists|catalog|shop/],
  ['list', /favou?rites|library|saved|\blist\b|search|history|orders|messages|inbox|notifications/],
];

/** A screen's purpose: its description without the change requests follow-ups append to it. */
export function screenPurpose(description: string): string {
  return description.split(/\.?\s*Change:/)[0].trim();
}

/** The changes follow-ups asked of a screen, oldest first, lowercased. */
export function screenChangeList(description: string): string[] {
  return description.split(/\.?\s*Change:/).slice(1).map((c) => c.trim().toLowerCase());
}

/** The changes follow-ups asked of a screen, oldest first, as one lowercased text. */
export function screenChanges(description: string): string {
  return screenChangeList(description).join(' ');
}

const KIND_LAYOUTS: Readonly<Record<string, Layout>> = {
  home: 'feed', stats: 'dashboard', settings: 'settings', profile: 'profile', search: 'list', calendar: 'calendar', messages: 'list',
  favorites: 'list', history: 'list', create: 'form', cart: 'form', login: 'form', map: 'list', explore: 'grid', detail: 'detail', shop: 'grid', pricing: 'pricing',
};

export function layoutFor(name: string, description: string): Layout {
  // Chinese and Hindi names ("统计", "सेटिंग्स") are read by the kind of screen they name.
  const kind = /(?:[\u3400-\u9fff]|[\u0900-\u097f])/.test(name) ? screenKind(name) : null;
  if (kind && KIND_LAYOUTS[kind]) return KIND_LAYOUTS[kind];
  const n = name.toLowerCase();
  for (const [layout, re] of RULES) if (re.test(n)) return layout;
  const d = screenPurpose(description).toLowerCase();
  for (const [layout, re] of RULES) if (re.test(d)) return layout;
  return 'feed';
}

export interface BodyContext {
  device: DeviceType;
  title: string;
  /** The screen's name and description, lowercased: what the screen is for. */
  purpose: string;
  projectTitle: string;
  tagline: string;
  items: readonly SampleItem[];
  itemNoun: string;
  icon: IconName;
  /** Every fixed word of the screen, in its language. */
  words: ScreenWords;
  /** Slugs of the project's screens this one's buttons and cards lead to, when the project has them. */
  links?: ScreenLinks;
  /** An alternative's content: how far its settings and plans turn from the screen's own (0 or absent: as they are). */
  shift?: number;
}

export interface ScreenLinks {
  /** Where the main call to action goes: the screen after this one. */
  next?: string;
  /** Where an item's card goes: a screen that shows one item. */
  detail?: string;
  /** Where "Edit profile" goes. */
  settings?: string;
}

/** Markup wrapped in a link to another screen of the project (the shared contract's anchor), or left as it is. */
export function linkTo(slug: string | undefined, inner: string, cls = 'block'): string {
  return slug ? `<a href="${screenHref(slug)}" ${SCREEN_LINK_ATTR}="${esc(slug)}" class="${cls}">${inner}</a>` : inner;
}

/** The plan shown as popular and whether yearly prices are on: the screen's own first, then its alternatives' (by content shift). */
const PRICING_CHOICES: ReadonlyArray<readonly [number, boolean]> = [[1, false], [0, false], [2, false], [0, true], [1, true]];

const SETTING_ICONS: readonly IconName[] = ['bolt', 'sun', 'lock', 'globe', 'message'];

const ICONS: readonly IconName[] = ['star', 'heart', 'sparkles', 'image', 'tag', 'leaf'];

export function thumb(ctx: BodyContext, i: number, cls: string): string {
  const ic = i === 0 ? ctx.icon : ICONS[i % ICONS.length];
  const angle = 120 + ((i * 47) % 120);
  return `<div class="${cls} flex items-center justify-center text-on-primary" style="background: linear-gradient(${angle}deg, var(--ds-primary), var(--ds-accent))">${icon(ic, 28)}</div>`;
}

function chip(text: string, active = false): string {
  return active
    ? `<span class="shrink-0 rounded-full bg-primary px-3 py-1.5 text-caption font-semibold text-on-primary">${esc(text)}</span>`
    : `<span class="shrink-0 rounded-full border border-line bg-card px-3 py-1.5 text-caption font-medium text-ink">${esc(text)}</span>`;
}

export function chips(ctx: BodyContext): string {
  const tags = [ctx.words.all, ...new Set(ctx.items.map((x) => x.tag))].slice(0, ctx.device === 'web' ? 7 : 5);
  return `<div class="flex gap-2 overflow-hidden">${tags.map((t, i) => chip(t, i === 0)).join('')}</div>`;
}

export function searchBar(placeholder: string): string {
  return `<label class="flex items-center gap-2 rounded-ds border border-line bg-card px-3 py-2.5 text-muted">${icon('search', 18)}<input class="w-full bg-transparent text-body text-ink outline-none placeholder:text-muted" placeholder="${esc(placeholder)}"></label>`;
}

function button(text: string, cls = ''): string {
  return `<button class="rounded-ds bg-primary px-5 py-3 text-body font-semibold text-on-primary shadow-sm hover:bg-primary-strong ${cls}">${esc(text)}</button>`;
}

function lightButton(text: string, cls = '', to?: string): string {
  if (to) return linkTo(to, esc(text), `inline-block rounded-ds bg-card px-5 py-3 text-body font-semibold text-primary shadow-sm hover:bg-surface ${cls}`);
  return `<button class="rounded-ds bg-card px-5 py-3 text-body font-semibold text-primary shadow-sm hover:bg-surface ${cls}">${esc(text)}</button>`;
}

function ghostButton(text: string, cls = '', to?: string): string {
  if (to) return linkTo(to, esc(text), `block rounded-ds border border-line bg-card px-5 py-3 text-center text-body font-semibold text-ink hover:bg-surface ${cls}`);
  return `<button class="rounded-ds border border-line bg-card px-5 py-3 text-body font-semibold text-ink hover:bg-surface ${cls}">${esc(text)}</button>`;
}

function card(ctx: BodyContext, item: SampleItem, i: number, tall = false): string {
  return linkTo(ctx.links?.detail, cardBody(ctx, item, i, tall));
}

function cardBody(ctx: BodyContext, item: SampleItem, i: number, tall: boolean): string {
  return `<article class="overflow-hidden rounded-ds-lg border border-line bg-card shadow-sm">
  ${thumb(ctx, i, tall ? 'h-36' : 'h-24')}
  <div class="p-3">
    <div class="flex items-center justify-between gap-2"><h3 class="truncate font-display text-body font-semibold text-ink">${esc(item.title)}</h3><span class="text-primary">${icon('heart', 16)}</span></div>
    <p class="mt-1 truncate text-caption text-muted">${esc(item.meta)}</p>
  </div>
</article>`;
}

function row(ctx: BodyContext, item: SampleItem, i: number): string {
  const inner = `${thumb(ctx, i, 'h-12 w-12 shrink-0 rounded-ds-sm')}
  <div class="min-w-0 flex-1"><p class="truncate text-body font-semibold text-ink">${esc(item.title)}</p><p class="truncate text-caption text-muted">${esc(item.meta)}</p></div>
  <span class="rounded-full bg-primary-soft px-2 py-1 text-caption font-medium text-primary">${esc(item.tag)}</span>`;
  const box = 'flex items-center gap-3 rounded-ds border border-line bg-card p-3';
  // A linked row is the link itself: the whole row is what leads to the item's screen.
  if (ctx.links?.detail) return `<li>${linkTo(ctx.links.detail, `\n  ${inner}\n`, box)}</li>`;
  return `<li class="${box}">
  ${inner}
</li>`;
}

function stat(label: string, value: string, delta: string): string {
  return `<div class="rounded-ds-lg border border-line bg-card p-4"><p class="text-caption text-muted">${esc(label)}</p><p class="mt-1 font-display text-title font-bold text-ink">${esc(value)}</p><p class="mt-1 text-caption font-semibold text-primary">${esc(delta)}</p></div>`;
}

function chart(height: string): string {
  const bars = [40, 62, 48, 75, 58, 88, 70, 95, 66, 80, 72, 90];
  return `<div class="flex ${height} items-end gap-2 rounded-ds-lg border border-line bg-card p-4">${bars
    .map((h, i) => `<div class="flex-1 rounded-t-ds-sm ${i % 3 === 2 ? 'bg-accent' : 'bg-primary'}" style="height:${h}%"></div>`)
    .join('')}</div>`;
}

const web = (ctx: BodyContext) => ctx.device === 'web';

export function renderBody(layout: Layout, ctx: BodyContext): string {
  const items = ctx.items;
  const noun = ctx.itemNoun;
  switch (layout) {
    case 'feed':
      return `<section class="rounded-ds-lg bg-primary p-5 text-on-primary"><p class="text-caption font-semibold uppercase tracking-wide opacity-80">${esc(ctx.projectTitle)}</p><h2 class="mt-1 font-display text-title font-bold">${esc(ctx.tagline)}</h2>${lightButton(ctx.words.getStarted, 'mt-4', ctx.links?.next)}</section>
${chips(ctx)}
<h2 class="font-display text-title font-semibold text-ink">${esc(ctx.words.popular)}</h2>
<div class="grid ${web(ctx) ? 'grid-cols-4' : 'grid-cols-2'} gap-3">${items.slice(0, 4).map((x, i) => card(ctx, x, i)).join('')}</div>`;
    case 'grid':
      return `${chips(ctx)}
<div class="grid ${web(ctx) ? 'grid-cols-3' : 'grid-cols-2'} gap-3">${items.slice(0, 6).map((x, i) => card(ctx, x, i, web(ctx))).join('')}</div>`;
    case 'list':
      return `<ul class="space-y-3">${items.slice(0, web(ctx) ? 6 : 6).map((x, i) => row(ctx, x, i)).join('')}</ul>`;
    case 'detail': {
      const it = items[0];
      const w = ctx.words;
      return `${thumb(ctx, 0, `${web(ctx) ? 'h-64' : 'h-56'} rounded-ds-lg`)}
<div class="flex items-start justify-between gap-3"><div><h2 class="font-display text-display font-bold text-ink">${esc(it.title)}</h2><p class="text-body text-muted">${esc(it.meta)}</p></div><span class="rounded-full bg-primary-soft px-3 py-1 text-caption font-semibold text-primary">${esc(it.tag)}</span></div>
<div class="grid grid-cols-3 gap-3">${w.detailStats.map((k, i) => { const v = ['4.9', '1.2k', '318'][i]; return `<div class="rounded-ds border border-line bg-card p-3 text-center"><p class="font-display text-title font-bold text-ink">${v}</p><p class="text-caption text-muted">${esc(k)}</p></div>`; }).join('')}</div>
<p class="text-body leading-relaxed text-ink">${esc(w.detailText(noun, it.title))}</p>
<div class="flex gap-3">${ghostButton(w.save, 'flex-1')}${button(w.continue, 'flex-[2]')}</div>`;
    }
    case 'form': {
      const spec = formSpec(ctx.purpose, items, ctx.words.forms);
      const form = `<div class="rounded-ds-lg border border-line bg-card p-5 space-y-4 ${web(ctx) ? 'flex-1' : ''}">
<div class="flex items-center gap-2 text-caption font-semibold text-primary"><span class="flex h-6 w-6 items-center justify-center rounded-full bg-primary text-on-primary">1</span>${esc(spec.step)}<span class="h-px flex-1 bg-line"></span><span class="flex h-6 w-6 items-center justify-center rounded-full bg-primary-soft text-primary">2</span></div>
${spec.fields.join('\n')}
${button(spec.submit, 'w-full')}
</div>`;
      // A phone's form shows no items; an alternative of its content lists what the form is about below it.
      if (!web(ctx)) return ctx.shift ? `${form}\n<h3 class="font-display text-body font-semibold text-ink">${esc(ctx.words.summary)}</h3><ul class="space-y-3">${items.slice(0, 2).map((x, i) => row(ctx, x, i)).join('')}</ul>` : form;
      return `<div class="flex items-start gap-6">${form}<aside class="w-[380px] shrink-0 space-y-3"><div class="rounded-ds-lg bg-primary p-5 text-on-primary"><p class="font-display text-title font-bold">${esc(ctx.tagline)}</p><p class="mt-2 text-body opacity-90">${esc(ctx.words.formAside)}</p></div><h3 class="font-display text-body font-semibold text-ink">${esc(ctx.words.summary)}</h3><ul class="space-y-3">${items.slice(0, 2).map((x, i) => row(ctx, x, i)).join('')}</ul></aside></div>`;
    }
    case 'editor':
      return `<input class="w-full bg-transparent font-display text-display font-bold text-ink outline-none placeholder:text-muted" placeholder="${esc(ctx.words.titlePlaceholder)}" value="${esc(items[0].title)}">
<div class="flex gap-2 text-muted">${(['pen', 'image', 'tag', 'smile', 'calendar'] as IconName[]).map((n) => `<button class="flex h-9 w-9 items-center justify-center rounded-ds-sm border border-line bg-card hover:text-primary">${icon(n, 18)}</button>`).join('')}</div>
<textarea class="min-h-[260px] w-full flex-1 rounded-ds-lg border border-line bg-card p-4 text-body leading-relaxed text-ink outline-none focus:border-primary">${esc(ctx.words.editorText)}</textarea>
<div class="flex items-center justify-between"><span class="text-caption text-muted">${esc(ctx.words.savedNow)}</span>${button(ctx.words.forms.generic.submit)}</div>`;
    case 'settings':
      // Each setting keeps its icon and control when an alternative puts them in another order.
      return rotate(ctx.words.settings.map(([k, v], i) => [k, v, SETTING_ICONS[i], i < 2] as const), ctx.shift ?? 0)
        .map(([k, v, ic, toggle]) => {
          return `<div class="flex items-center gap-3 rounded-ds border border-line bg-card p-4"><span class="flex h-10 w-10 items-center justify-center rounded-ds-sm bg-primary-soft text-primary">${icon(ic as IconName, 20)}</span><div class="flex-1"><p class="text-body font-semibold text-ink">${esc(k)}</p><p class="text-caption text-muted">${esc(v)}</p></div>${toggle ? `<span class="flex h-6 w-11 items-center rounded-full bg-primary p-0.5"><span class="ml-auto h-5 w-5 rounded-full bg-card"></span></span>` : `<span class="text-muted">${icon('arrow', 18)}</span>`}</div>`;
        })
        .join('\n');
    case 'profile':
      return `<div class="flex flex-col items-center rounded-ds-lg border border-line bg-card p-5 text-center"><div class="flex h-20 w-20 items-center justify-center rounded-full bg-primary font-display text-display font-bold text-on-primary">${esc(ctx.words.person.initials)}</div><h2 class="mt-3 font-display text-title font-bold text-ink">${esc(ctx.words.person.name)}</h2><p class="text-caption text-muted">${esc(ctx.words.person.since)}</p>
<div class="mt-4 grid w-full grid-cols-3 gap-2">${ctx.words.profileStats.map((k, i) => { const v = ['12', '3', '28'][i]; return `<div><p class="font-display text-title font-bold text-primary">${v}</p><p class="text-caption text-muted">${esc(k)}</p></div>`; }).join('')}</div></div>
<ul class="space-y-3">${items.slice(0, 3).map((x, i) => row(ctx, x, i)).join('')}</ul>
${ghostButton(ctx.words.editProfile, 'w-full', ctx.links?.settings)}`;
    case 'dashboard': {
      const [week, active, completed, rating] = ctx.words.dashboardStats;
      return `<div class="grid ${web(ctx) ? 'grid-cols-4' : 'grid-cols-2'} gap-3">${stat(week, '1,284', '+12%')}${stat(active, '86', '+4')}${web(ctx) ? stat(completed, '342', '+18%') + stat(rating, '4.8', '+0.2') : ''}</div>
${chart(web(ctx) ? 'h-48' : 'h-40')}
<h2 class="font-display text-title font-semibold text-ink">${esc(ctx.words.recentActivity)}</h2>
<ul class="space-y-3">${items.slice(0, web(ctx) ? 3 : 3).map((x, i) => row(ctx, x, i)).join('')}</ul>`;
    }
    case 'pricing': {
      const w = ctx.words;
      const [popular, yearly] = PRICING_CHOICES[ctx.shift ?? 0] ?? PRICING_CHOICES[0];
      const period = (label: string, on: boolean) => `<span class="${on ? 'rounded-full bg-primary px-4 py-1.5 text-on-primary' : 'px-4 py-1.5 text-muted'}">${esc(label)}</span>`;
      return `<div class="mx-auto flex w-fit rounded-full border border-line bg-card p-1 text-caption font-semibold">${period(w.monthly, !yearly)}${period(w.yearly, yearly)}</div>
<div class="${web(ctx) ? 'grid grid-cols-3' : 'flex flex-col'} gap-3">${w.plans
        .map(([n, price, who], i) => {
          const hot = i === popular;
          return `<div class="rounded-ds-lg border ${hot ? 'border-primary ring-2 ring-primary' : 'border-line'} bg-card p-4"><div class="flex items-center justify-between"><h3 class="font-display text-title font-bold text-ink">${esc(n)}</h3>${hot ? `<span class="rounded-full bg-primary px-2 py-0.5 text-caption font-semibold text-on-primary">${esc(w.popularBadge)}</span>` : ''}</div><p class="text-caption text-muted">${esc(who)}</p><p class="mt-2 font-display text-display font-bold text-ink">${esc(price)}<span class="text-caption font-normal text-muted">${/\d/.test(price) ? esc(w.perMonth) : ''}</span></p>${web(ctx) ? `<ul class="my-3 space-y-1 text-caption text-ink">${w.planFeatures.map((f) => `<li class="flex items-center gap-2"><span class="text-primary">${icon('check', 14)}</span>${esc(f)}</li>`).join('')}</ul>` : ''}${hot ? button(w.choosePlan, 'mt-2 w-full') : ghostButton(w.choosePlan, 'mt-2 w-full')}</div>`;
        })
        .join('')}</div>`;
    }
    case 'calendar': {
      const days = Array.from({ length: 35 }, (_, i) => i - 2);
      return `<div class="rounded-ds-lg border border-line bg-card p-4"><div class="mb-3 flex items-center justify-between"><h2 class="font-display text-title font-bold text-ink">${esc(ctx.words.month)}</h2><span class="text-muted">${icon('calendar', 18)}</span></div>
<div class="grid grid-cols-7 gap-1 text-center text-caption">${ctx.words.weekdays.map((d) => `<span class="font-semibold text-muted">${esc(d)}</span>`).join('')}${days
        .map((d) => {
          if (d < 1 || d > 30) return '<span></span>';
          const on = d % 4 === 1 || d === 23;
          return `<span class="flex ${web(ctx) ? 'h-10' : 'h-9'} flex-col items-center justify-center rounded-ds-sm ${d === 23 ? 'bg-primary text-on-primary' : 'text-ink'}">${d}${on && d !== 23 ? '<i class="h-1 w-1 rounded-full bg-accent"></i>' : ''}</span>`;
        })
        .join('')}</div></div>
<ul class="space-y-3">${items.slice(0, 2).map((x, i) => row(ctx, x, i)).join('')}</ul>`;
    }
    case 'player':
      return `<div class="mx-auto flex ${web(ctx) ? 'h-64 w-64' : 'h-60 w-60'} items-center justify-center rounded-full shadow-lg" style="background: repeating-radial-gradient(circle, var(--ds-ink) 0 2px, var(--ds-card) 2px 5px)"><div class="flex h-24 w-24 items-center justify-center rounded-full text-on-primary" style="background: linear-gradient(135deg, var(--ds-primary), var(--ds-accent))">${icon(ctx.icon, 32)}</div></div>
<div class="text-center"><h2 class="font-display text-display font-bold text-ink">${esc(items[0].title)}</h2><p class="text-body text-muted">${esc(items[0].meta)}</p></div>
<div><div class="h-1.5 rounded-full bg-line"><div class="h-1.5 w-2/5 rounded-full bg-primary"></div></div><div class="mt-1 flex justify-between text-caption text-muted"><span>1:28</span><span>3:42</span></div></div>
<div class="flex items-center justify-center gap-6 text-ink"><span>${icon('refresh', 22)}</span><span class="rotate-180">${icon('arrow', 26)}</span><button class="flex h-16 w-16 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg"><svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><polygon points="7 4 20 12 7 20 7 4"/></svg></button><span>${icon('arrow', 26)}</span><span class="text-primary">${icon('heart', 22)}</span></div>`;
    case 'landing':
      return `<section class="relative overflow-hidden rounded-ds-lg p-6 text-on-primary ${web(ctx) ? 'py-14' : ''}" style="background: linear-gradient(150deg, var(--ds-primary), var(--ds-accent))">
<p class="text-caption font-semibold uppercase tracking-widest opacity-80">${esc(ctx.projectTitle)}</p>
<h2 class="mt-2 max-w-xl font-display font-bold leading-tight" style="font-size: calc(var(--ds-text-display) * ${web(ctx) ? 1.8 : 1.3})">${esc(ctx.tagline)}</h2>
<p class="mt-3 max-w-lg text-body opacity-90">${esc(ctx.words.discover(items[0].title, items[1].title))}</p>
<div class="mt-5 flex gap-3">${lightButton(ctx.words.getStarted, '', ctx.links?.next)}<button class="rounded-ds border border-white/60 px-5 py-3 text-body font-semibold">${esc(ctx.words.learnMore)}</button></div>
</section>
<div class="grid ${web(ctx) ? 'grid-cols-3' : 'grid-cols-2'} gap-3">${items.slice(0, web(ctx) ? 3 : 2).map((x, i) => card(ctx, x, i + 1)).join('')}</div>`;
  }
}
