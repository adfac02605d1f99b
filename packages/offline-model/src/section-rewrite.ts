/**
 * Section rewrite: applies free-text instructions to one section's outer HTML and returns the new
 * outer HTML with the same id. Understood: new title/subtitle, shorter, N more items, add a
 * button, add an image, remove buttons, background or button colours, dark/light; anything else
 * gets a deterministic, visible change (a fresh headline in the requested tone).
 */
import type { Framework } from '@cui/shared';
import { darken, mix, readableOn } from './colors';
import { buildContent } from './content';
import type { PageContent } from './content/types';
import { resolveFramework } from './framework';
import { hashString, pick } from './hash';
import { setAttribute } from '@cui/shared';
import { type El, attrValue, lineIndent, parseHtml, reindent, textOf, walk } from './html-utils';
import type { IconName } from './icons';
import { toJsx } from './jsx';
import { esc, h } from './kits/h';
import { kitFor } from './kits';
import type { Kit } from './kits/kit';
import { media } from './kits/parts';
import { analyzePrompt, detectSections, unsupportedNotes } from './prompt-analysis';
import { currencyBySymbol } from './prompt-brief';
import { ITEM_LISTS } from './sections';
import { makeTheme, scopedStyle, themeColors, type ThemeColors, type VarGroup } from './themes';
import { SECTION_IDS, type Brief, type RewriteInput, type SectionId } from './types';
import { readInstructions, type RewriteOp } from './rewrite-instructions';
import { editLanguage, PRICE, textLanguage, type EditLanguage, type PricedItem } from './edit-language';
import { phrases } from './phrases';

/** A name that never occurs in copy; pool items mentioning it are skipped when the real name is unknown. */
const NAME_SENTINEL = 'ZZNAMEZZ';

interface RewriteState {
  kit: Kit;
  framework: Framework;
  id: string;
  type: SectionId | null;
  content: PageContent;
  seed: number;
}

export function rewriteSection(input: RewriteInput, context: { brief?: Brief } = {}): string {
  return rewriteSectionWithNotes(input, context).html;
}

/** A section rewrite: the new outer HTML, what was done (short phrases) and what could not be done (sentences). */
export interface SectionRewrite {
  html: string;
  notes: string[];
  done: string[];
}

/**
 * `rewriteSection`, plus what it did and the parts of the instructions it could not carry out. An
 * instruction it cannot read changes nothing (no invented headline): `done` is then empty and the
 * notes say why, so the caller can report that nothing was applied (decision 044).
 */
export function rewriteSectionWithNotes(input: RewriteInput, context: { brief?: Brief; language?: EditLanguage } = {}): SectionRewrite {
  const source = (input.sectionHtml ?? '').trim();
  if (!source) return { html: input.sectionHtml ?? '', notes: [], done: [] };
  let framework = resolveFramework(input.framework);
  if (/\bclassName=/.test(source)) framework = 'reactTailwind';
  const root = parseHtml(source)[0];
  if (!root) return { html: source, notes: [], done: [] };
  const id = attrValue(root, 'id') ?? '';
  const text = textOf(source);
  const type = (SECTION_IDS as readonly string[]).includes(id) ? (id as SectionId) : (detectSections(`${id} ${text}`.toLowerCase())[0] ?? null);
  const read = analyzePrompt(text.slice(0, 1500));
  // Items added to a section alone are priced like it: the currency the instruction writes, else the section's.
  const symbol = /[€£¥₹$]/.exec(input.instructions ?? '')?.[0] ?? /[€£¥₹$]/.exec(text)?.[0];
  const brief = context.brief ?? { ...read, name: NAME_SENTINEL, ...(symbol ? { currency: currencyBySymbol(symbol, read.language === 'zh' || read.language === 'hi' ? read.language : 'en') } : {}) };
  const state: RewriteState = { kit: kitFor(framework), framework, id, type, content: buildContent(brief), seed: hashString(`${id}|${input.instructions}`) };

  let out = source;
  const notes: string[] = [];
  const done: string[] = [];
  const { ops, unread } = readInstructions(input.instructions ?? '');
  // Notes and labels are in the language the instruction is written in (a follow-up's, for a clause of one).
  const language = context.language ?? editLanguage(input.instructions ?? '');
  const say = phrases(language);
  // Copy the model writes (tone headlines, stats, new items) is English: it is not put into a section written in another language.
  const foreign = textLanguage(text) !== 'en';
  for (const op of ops) {
    if (foreign && (op.kind === 'retitle' || op.kind === 'statsRow' || op.kind === 'more')) {
      notes.push(say.englishOnlyInSection(say.opWhat[op.kind]));
      continue;
    }
    const next = applyOp(out, op, state);
    if (next === out) notes.push(say.couldNotInSection(say.opWhat[op.kind]));
    else done.push(say.opDone(op));
    out = next;
  }
  // A clause asking for what the model never makes is named by that note, not as not understood too.
  for (const clause of unread) if (unsupportedNotes(clause.toLowerCase()).length === 0) notes.push(say.notUnderstood(clause));
  notes.push(...unsupportedNotes((input.instructions ?? '').toLowerCase(), undefined, language));
  if (framework === 'reactTailwind' && out !== source) out = toJsx(out);
  return { html: keepId(out, id), notes: notes.filter((n, i) => notes.indexOf(n) === i), done };
}

function keepId(html: string, id: string): string {
  if (!id) return html;
  const root = parseHtml(html)[0];
  if (!root || attrValue(root, 'id') === id) return html;
  return setAttribute(html, root, 'id', id);
}

function applyOp(html: string, op: RewriteOp, s: RewriteState): string {
  const root = parseHtml(html)[0];
  if (!root) return html;
  switch (op.kind) {
    case 'title':
      return setText(html, firstOf(root, ['h1', 'h2', 'h3']), op.text);
    case 'subtitle': {
      const title = firstOf(root, ['h1', 'h2', 'h3']);
      return setText(html, firstOf(root, ['p'], title?.end ?? 0), op.text);
    }
    case 'shorter': {
      // A hero's repeated boxes are its illustration (a collage, a mosaic), never items to drop.
      const out = shorter(html, root, s.type !== 'hero');
      // A hero's headline is the first thing "shorter" means; elsewhere, when nothing else was long enough.
      return out === html || s.type === 'hero' ? shortenTitle(out, parseHtml(out)[0] ?? root) : out;
    }
    case 'shorterTitle':
      return shortenTitle(html, root);
    case 'titleSize':
      return resizeTitle(html, root, op.step);
    case 'statsRow':
      return s.type === 'stats' ? more(html, root, 2, s) : appendToContainer(html, root, statsRow(s));
    case 'more':
      return s.type === 'hero' ? html : more(html, root, op.count, s, op.by);
    case 'button':
      return appendToContainer(html, root, h('div', { style: 'margin-top: 2.5rem; display: flex; justify-content: center' }, s.kit.button({ label: op.label ?? defaultButtonLabel(s.type), href: s.type === 'contact' ? '#hero' : '#contact', size: 'lg', icon: 'arrow' })));
    case 'image':
      return addImage(html, root, s);
    case 'removeButtons':
      return removeButtons(html, root);
    case 'background':
      return setRootStyle(html, root, backgroundStyle(op.value, s.framework));
    case 'brand': {
      const c = themeColors(makeTheme(op.color));
      return setRootStyle(html, root, scopedStyle(c, false, s.framework, ['brand']), true);
    }
    case 'retitle':
      return retitle(html, root, op.tone, s);
    case 'prices':
      return op.add ? addPricedItems(html, root, op.items, s) : setPricedItems(html, root, op.items, s);
    case 'counter':
      return appendToContainer(html, root, counter(op.label));
    case 'removeItem':
      return removeItem(html, root, op.name);
    case 'moveItem':
      return moveItem(html, root, op.name, op.to);
  }
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first element inside `root` whose own text is a price. */
function priceElement(html: string, root: El): El | null {
  let found: El | null = null;
  walk([root], (el) => {
    if (found) return false;
    if (el.children.length === 0 && el.closed && new RegExp(`^\\s*${PRICE.source}\\s*$|^\\s*\\d[\\d.,]*\\s*$`, 'i').test(textOf(html.slice(el.openEnd, el.closeStart)))) found = el;
    return !found;
  });
  return found;
}

/**
 * Sets the section's items to the ones given, in order: each card's title and price (the old
 * title is replaced wherever the card repeats it, e.g. "Book Essential"), cards cloned when more
 * are given, and cards beyond the list removed.
 */
/**
 * Items added with their prices ("add a plan 'Family' for 39 €") are copies of one of the section's
 * own cards — its wording, currency and features are the page's — with the name and price given,
 * after the cards already there. A highlighted card ("Most popular") is not the one copied.
 */
function addPricedItems(html: string, root: El, items: PricedItem[], s: RewriteState): string {
  const box = itemContainer(root);
  if (!box || box.children.length === 0) return html;
  const cards = box.children;
  const plain = cards.filter((c) => !/\b(?:most popular|popular|best value|recommended)\b|推荐|最受欢迎|लोकप्रिय/i.test(textOf(html.slice(c.start, c.end))));
  const template = (plain.length > 0 ? plain : cards)[0];
  // Written the way the section writes its prices: "35 £" on a page of "£39" is shown as "£35".
  const shown = textOf(html.slice(template.start, template.end));
  const before = /([€£¥₹$])\s?\d/.exec(shown)?.[1];
  const after = /\d\s?([€£¥₹])(?![\d])/.exec(shown)?.[1];
  items = items.map((it) => {
    const amount = /\d[\d.,]*/.exec(it.price)?.[0];
    const symbol = /[€£¥₹$]/.exec(it.price)?.[0];
    if (!amount || !symbol) return it;
    if (symbol === before) return { ...it, price: `${symbol}${amount}` };
    if (symbol === after) return { ...it, price: `${amount} ${symbol}` };
    return it;
  });
  const added = setPricedItems(html.slice(0, template.end), parseHtml(html.slice(0, template.end))[0] ?? root, items, s, template);
  if (added === null) return html;
  const last = cards[cards.length - 1];
  const ind = lineIndent(html, last.start);
  return html.slice(0, last.end) + `\n${ind}` + added.map((c) => reindent(c, ind)).join(`\n${ind}`) + html.slice(last.end);
}

function setPricedItems(html: string, root: El, items: PricedItem[], s: RewriteState): string;
function setPricedItems(html: string, root: El, items: PricedItem[], s: RewriteState, only: El): string[] | null;
function setPricedItems(html: string, root: El, items: PricedItem[], s: RewriteState, only?: El): string | string[] | null {
  const box = only ? null : itemContainer(root);
  if (!only && (!box || box.children.length === 0)) return html;
  const cards = only ? [only] : (box?.children ?? []);
  const rendered: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const template = cards[Math.min(i, cards.length - 1)];
    let card = dedentChild(html, template);
    const cardRoot = parseHtml(card)[0];
    if (!cardRoot) return only ? null : html;
    const heading = firstOf(cardRoot, ['h1', 'h2', 'h3', 'h4', 'h5', 'strong', 'summary', 'dt']);
    const price = priceElement(card, cardRoot);
    if (!heading && !price) return only ? null : html;
    const edits: Array<[El, string]> = [];
    if (price) edits.push([price, esc(items[i].price)]);
    let oldTitle = '';
    if (heading) {
      const inner = heading.children.length > 0 ? (firstOf(heading, ['span']) ?? heading) : heading;
      oldTitle = textOf(card.slice(inner.openEnd, inner.closeStart));
      if (inner.children.length === 0) edits.push([inner, esc(items[i].name)]);
    }
    for (const [el, text] of edits.sort((a, b) => b[0].start - a[0].start)) card = card.slice(0, el.openEnd) + text + card.slice(el.closeStart);
    if (oldTitle && oldTitle.length > 2) card = card.replace(new RegExp(`(>[^<]*?)(?<![\\p{L}])${escapeRe(esc(oldTitle))}(?![\\p{L}])`, 'gu'), (_m, pre: string) => `${pre}${esc(items[i].name)}`);
    rendered.push(s.framework === 'reactTailwind' ? toJsx(card) : card);
  }
  if (only) return rendered;
  const first = cards[0];
  const last = cards[cards.length - 1];
  const ind = lineIndent(html, first.start);
  return html.slice(0, first.start) + rendered.map((c) => reindent(c, ind)).join(`\n${ind}`) + html.slice(last.end);
}

/** Reorders the section's items: one named item first or last, or all of them reversed; each item's markup is kept as it is. */
function moveItem(html: string, root: El, name: string | null, to: 'first' | 'last' | 'reverse'): string {
  const box = itemContainer(root);
  if (!box || box.children.length < 2) return html;
  const items = box.children.map((c) => html.slice(c.start, c.end));
  let order = items.map((_, i) => i);
  if (to === 'reverse') order.reverse();
  else {
    const want = (name ?? '').toLowerCase();
    const hit = box.children.findIndex((c) => want && textOf(html.slice(c.start, c.end)).toLowerCase().includes(want));
    if (hit < 0) return html;
    order = order.filter((i) => i !== hit);
    if (to === 'first') order.unshift(hit);
    else order.push(hit);
  }
  if (order.every((v, i) => v === i)) return html;
  // The items keep their slots (the text between them stays), only their contents change places.
  let out = html;
  for (let k = box.children.length - 1; k >= 0; k--) {
    const slot = box.children[k];
    out = out.slice(0, slot.start) + items[order[k]] + out.slice(slot.end);
  }
  return out;
}

/** Removes the item (card, question, row) whose text contains the name. */
function removeItem(html: string, root: El, name: string): string {
  const box = itemContainer(root);
  if (!box) return html;
  const want = name.toLowerCase();
  const hit = box.children.find((c) => textOf(html.slice(c.start, c.end)).toLowerCase().includes(want));
  if (!hit || box.children.length < 2) return html;
  const from = hit.start - lineIndent(html, hit.start).length;
  const prevNl = html.lastIndexOf('\n', from - 1);
  return html.slice(0, prevNl >= box.openEnd ? prevNl : hit.start) + html.slice(hit.end);
}

/** A streak counter: a big number and its label, in the page's own colours. */
function counter(label: string): string {
  const days = /^(\d+)/.exec(label)?.[1] ?? '7';
  return h(
    'div',
    { 'data-cui-counter': 'streak', style: 'margin-top: 2rem; display: inline-flex; align-items: center; gap: 0.75rem; padding: 0.75rem 1.25rem; border-radius: 1rem; background: var(--cui-primary-soft, #eef2ff)' },
    h('span', { style: 'font-size: 2rem; font-weight: 800; color: var(--cui-primary)' }, esc(days)),
    h('span', { style: 'font-weight: 600; color: var(--cui-ink)' }, esc(label)),
  );
}


function firstOf(root: El, tags: string[], after = 0): El | null {
  let found: El | null = null;
  walk([root], (el) => {
    if (found) return false;
    if (el.start >= after && tags.includes(el.tag)) {
      found = el;
      return false;
    }
    return true;
  });
  return found;
}

function clean(text: string): string {
  return esc(text.replace(/[{}]/g, '').trim());
}

/**
 * Sets an element's text. A headline with one highlighted span ("Thoughtful goods for <span>everyday
 * life</span>") keeps it, around the new text's last words, so its styling survives the edit.
 */
function setText(html: string, el: El | null, text: string): string {
  if (!el || !text.trim()) return html;
  const span = el.children.length === 1 && el.children[0].tag === 'span' && el.children[0].children.length === 0 ? el.children[0] : null;
  if (span && /^h[1-3]$/.test(el.tag)) {
    const words = clean(text).split(' ');
    const cut = words.length > 2 ? words.length - 2 : words.length > 1 ? 1 : 0;
    const head = words.slice(0, cut).join(' ');
    const tail = words.slice(cut).join(' ');
    const indent = /^\s*\n/.test(html.slice(el.openEnd, span.start)) ? html.slice(el.openEnd, span.start).replace(/[^\s][\s\S]*$/, '') : '';
    const close = indent ? html.slice(span.end, el.closeStart) : '';
    return html.slice(0, el.openEnd) + `${indent}${head}${head ? ' ' : ''}` + html.slice(span.start, span.openEnd) + tail + html.slice(span.closeStart, span.end) + close.replace(/\S[\s\S]*$/, '') + html.slice(el.closeStart);
  }
  return html.slice(0, el.openEnd) + clean(text) + html.slice(el.closeStart);
}

/** The element holding the section's repeated items: ≥2 alike children with the most content. */
export function itemContainer(root: El): El | null {
  let best: El | null = null;
  let bestScore = 0;
  const size = (el: El): number => 1 + el.children.reduce((n, c) => n + size(c), 0);
  walk([root], (el) => {
    const kids = el.children.filter((c) => c.tag !== 'script' && c.tag !== 'style');
    if (kids.length < 2) return true;
    const sig = (c: El) => `${c.tag}|${(attrValue(c, 'class') ?? attrValue(c, 'className') ?? '').replace(/\b(collapsed|show|active)\b/g, '').trim()}`;
    const first = sig(kids[0]);
    const alike = kids.filter((c) => sig(c) === first);
    if (alike.length < 2 || alike.length < kids.length - 1) return true;
    const score = alike.reduce((n, c) => n + size(c), 0);
    if (score > bestScore) {
      best = el;
      bestScore = score;
    }
    return true;
  });
  return best;
}

function shorter(html: string, root: El, dropItems = true): string {
  const box = dropItems ? itemContainer(root) : null;
  if (box && box.children.length >= 3) {
    const keep = Math.max(2, Math.ceil(box.children.length / 2));
    const drop = box.children.slice(keep);
    let out = html;
    for (const el of [...drop].reverse()) {
      const from = el.start - lineIndent(out, el.start).length;
      const prevNl = out.lastIndexOf('\n', from - 1);
      out = out.slice(0, prevNl >= 0 && prevNl >= box.openEnd ? prevNl : el.start) + out.slice(el.end);
    }
    return out;
  }
  let out = html;
  const paras: El[] = [];
  walk([root], (el) => {
    if (el.tag === 'p' && el.children.length === 0) paras.push(el);
  });
  for (const p of paras.reverse()) {
    const t = textOf(out.slice(p.openEnd, p.closeStart));
    const first = /^.*?[.!?](?=\s|$)/.exec(t)?.[0];
    if (t.length > 90 && first && first.length < t.length) out = out.slice(0, p.openEnd) + esc(first) + out.slice(p.closeStart);
  }
  return out;
}

/** `by`: who the added quotes are from, when the instruction says (a testimonials section only). */
function more(html: string, root: El, n: number, s: RewriteState, by?: string): string {
  const box = itemContainer(root);
  const list = s.type ? ITEM_LISTS[s.type] : undefined;
  if (!box) return appendToContainer(html, root, s.kit.grid(s.content.features.items.slice(0, Math.max(1, n)).map((f) => s.kit.card(s.kit.stack([s.kit.iconBox(f.icon), s.kit.title(f.title, 3), s.kit.text(f.body)], 'sm'))), 3));
  const present = textOf(html);
  const existing = box.children.length;
  let fresh: string[] = [];
  if (list) {
    const keys = list.keys(s.content);
    const candidates = keys.map((k, i) => ({ k, i })).filter(({ k }) => !present.includes(textOf(esc(k)).slice(0, 40)) && !k.includes(NAME_SENTINEL));
    const chosen = candidates.slice(0, n).map((c) => c.i);
    if (chosen.length > 0) {
      // The box may hold more items than the content has (an edit set its items first): render only
      // items the content has, the chosen ones last, and take those.
      const indexes = [...Array.from({ length: Math.min(existing, keys.length) }, (_, i) => i).filter((i) => !chosen.includes(i)), ...chosen];
      const content = by && s.type === 'testimonials' ? { ...s.content, testimonials: { ...s.content.testimonials, items: s.content.testimonials.items.map((q, i) => (chosen.includes(i) ? { ...q, role: by } : q)) } } : s.content;
      const rendered = list.render(s.kit, content, indexes);
      const container = parseHtml(rendered)[0];
      const kids = container?.children ?? [];
      // A sample item that speaks of the business by name cannot be used when its name is unknown.
      fresh = kids.slice(kids.length - chosen.length).map((k) => dedentChild(rendered, k)).filter((k) => !k.includes(NAME_SENTINEL));
    }
  }
  if (fresh.length === 0) {
    const last = box.children[box.children.length - 1];
    const template = dedentChild(html, last);
    fresh = Array.from({ length: n }, (_, i) => retitleClone(template, s.seed + i));
  }
  if (s.framework === 'reactTailwind') fresh = fresh.map(toJsx);
  const last = box.children[box.children.length - 1];
  const ind = lineIndent(html, last.start);
  const block = fresh.map((f) => reindent(f, ind)).join(`\n${ind}`);
  return html.slice(0, last.end) + `\n${ind}` + block + html.slice(last.end);
}

function dedentChild(src: string, el: El): string {
  const ind = lineIndent(src, el.start);
  return src
    .slice(el.start, el.end)
    .split('\n')
    .map((l, i) => (i > 0 && l.startsWith(ind) ? l.slice(ind.length) : l))
    .join('\n');
}

const CLONE_TITLES = ['Thoughtful details', 'Built to last', 'Fast and reliable', 'Made for teams', 'Always improving', 'Simple by design', 'Backed by experts', 'Ready when you are'];

function retitleClone(template: string, seed: number): string {
  const root = parseHtml(template)[0];
  const heading = root ? firstOf(root, ['h1', 'h2', 'h3', 'h4', 'strong', 'summary']) : null;
  const title = pick(CLONE_TITLES, seed, 'clone');
  if (!heading) return template;
  if (heading.children.length > 0) {
    const span = firstOf(heading, ['span']);
    return span ? template.slice(0, span.openEnd) + esc(title) + template.slice(span.closeStart) : template;
  }
  return template.slice(0, heading.openEnd) + esc(title) + template.slice(heading.closeStart);
}

/** Appends a block as the last child of the section's container (or of the section itself). */
function appendToContainer(html: string, root: El, block: string): string {
  const parent = root.children.length === 1 && root.children[0].children.length > 0 ? root.children[0] : root;
  const last = parent.children[parent.children.length - 1];
  if (last) {
    const ind = lineIndent(html, last.start);
    return html.slice(0, last.end) + `\n${ind}${reindent(block, ind)}` + html.slice(last.end);
  }
  const ind = lineIndent(html, parent.start) + '  ';
  return html.slice(0, parent.closeStart) + `${ind}${reindent(block, ind)}\n` + html.slice(parent.closeStart);
}

function defaultButtonLabel(type: SectionId | null): string {
  switch (type) {
    case 'hero':
      return 'Get started';
    case 'pricing':
      return 'Compare all plans';
    case 'features':
      return 'Explore all features';
    case 'menu':
      return 'Book a table';
    case 'products':
      return 'Shop all products';
    case 'contact':
      return 'Back to top';
    case 'testimonials':
      return 'Read more reviews';
    case 'gallery':
      return 'See more work';
    default:
      return 'Learn more';
  }
}

const TYPE_ICONS: Partial<Record<SectionId, IconName>> = { menu: 'utensils', products: 'bag', gallery: 'camera', team: 'users', about: 'heart', features: 'sparkles', blog: 'book', schedule: 'calendar' };

function addImage(html: string, root: El, s: RewriteState): string {
  const visual = h('div', { style: 'margin-bottom: 2.5rem' }, media({ icon: (s.type && TYPE_ICONS[s.type]) ?? 'image', index: s.seed % 6, ratio: '21 / 9', radius: '1.5rem', label: s.type ? `${s.type.charAt(0).toUpperCase()}${s.type.slice(1)}` : undefined }));
  const parent = root.children.length === 1 && root.children[0].children.length > 0 ? root.children[0] : root;
  const heading = parent.children.find((c) => firstOf(c, ['h1', 'h2']) !== null);
  if (heading) {
    const ind = lineIndent(html, heading.start);
    return html.slice(0, heading.end) + `\n${ind}${reindent(visual, ind)}` + html.slice(heading.end);
  }
  return appendToContainer(html, root, visual);
}

function removeButtons(html: string, root: El): string {
  const hits: El[] = [];
  walk([root], (el) => {
    const cls = attrValue(el, 'class') ?? attrValue(el, 'className') ?? '';
    if (/^(el-button|n-button|ion-button)$/.test(el.tag) || ((el.tag === 'a' || el.tag === 'button') && /\b(btn|rounded-full|rounded-pill)\b/.test(cls))) {
      hits.push(el);
      return false;
    }
    return true;
  });
  let out = html;
  for (const el of hits.reverse()) out = out.slice(0, el.start) + out.slice(el.end);
  return out;
}

/** Scoped variables for a background: a colour (hex), 'dark' or 'light'. */
function backgroundStyle(value: string, framework: Framework): string {
  let c: ThemeColors;
  let groups: VarGroup[] = ['surface'];
  if (value === 'dark') {
    c = { ...themeColors(makeTheme('#6366f1')), bg: '#0f172a', surface: '#131c31', card: '#1e293b', ink: '#f1f5f9', muted: '#94a3b8', line: '#334155' };
  } else if (value === 'light') {
    c = { ...themeColors(makeTheme('#6366f1')), bg: '#ffffff', surface: '#f8fafc', card: '#ffffff', ink: '#0f172a', muted: '#475569', line: '#e2e8f0' };
  } else if (readableOn(value) === '#ffffff') {
    groups = ['surface', 'brand'];
    c = {
      bg: value, surface: mix(value, '#ffffff', 0.06), card: mix(value, '#ffffff', 0.1), ink: '#ffffff', muted: mix('#ffffff', value, 0.25), line: mix(value, '#ffffff', 0.22),
      primary: '#ffffff', primaryStrong: mix('#ffffff', value, 0.12), primarySoft: mix(value, '#ffffff', 0.18), onPrimary: value, accent: mix(value, '#ffffff', 0.45),
    };
  } else {
    c = { ...themeColors(makeTheme('#6366f1')), bg: value, surface: mix(value, '#ffffff', 0.3), card: mix(value, '#ffffff', 0.6), ink: '#0f172a', muted: '#334155', line: mix(value, '#0f172a', 0.15) };
  }
  const art = groups.includes('brand') ? `; --cui-art-a: ${mix(value, '#ffffff', 0.35)}; --cui-art-b: ${darken(value, 0.35)}` : '';
  return scopedStyle(c, value === 'dark', framework, groups) + art;
}

const OWN_PREFIXES = /^(--cui-|--bs-|--el-|--ion-|background$|color$)/; // includes --cui-art-*

/** Sets scoped theme declarations on the section's own start tag (replacing earlier ones). */
function setRootStyle(html: string, root: El, decls: string, keepSurface = false): string {
  const styleAttr = root.attrs.find((a) => a.name.toLowerCase() === 'style');
  let kept: string[] = [];
  if (styleAttr && styleAttr.raw && !styleAttr.raw.startsWith('{')) {
    kept = styleAttr.raw
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .filter((d) => {
        const prop = d.split(':')[0].trim();
        if (!OWN_PREFIXES.test(prop)) return true;
        if (keepSurface) return !decls.includes(`${prop}:`);
        return false;
      });
  }
  const value = [...kept, decls].filter(Boolean).join('; ');
  const attr = `style="${value.replace(/"/g, '&quot;')}"`;
  if (styleAttr) return html.slice(0, styleAttr.start) + attr + html.slice(styleAttr.end);
  const tagEnd = html[root.openEnd - 2] === '/' ? root.openEnd - 2 : root.openEnd - 1;
  return `${html.slice(0, tagEnd)} ${attr}${html.slice(tagEnd)}`;
}

const TITLE_VARIANTS: Partial<Record<SectionId | 'default', readonly string[]>> = {
  hero: ['Do your best work, without the busywork', 'Everything you need, right where you need it', 'Made for people who care about the details', 'Start in minutes, love it for years'],
  features: ['Everything you need, nothing you don’t', 'Built for the way you work', 'Small details, big difference', 'Why people choose us'],
  pricing: ['Simple, transparent pricing', 'Pick the plan that fits', 'Fair prices, no surprises', 'Start free, grow when ready'],
  testimonials: ['Loved by our customers', 'Don’t just take our word for it', 'What people are saying', 'Real stories, real results'],
  faq: ['Questions? Answers.', 'Everything you wanted to know', 'Good to know', 'Still curious?'],
  team: ['Meet the people behind it', 'A small team with big ambitions', 'The faces you’ll work with'],
  contact: ['Let’s talk', 'We’d love to hear from you', 'Say hello'],
  menu: ['Made fresh, every day', 'What’s cooking', 'Seasonal favourites'],
  products: ['Shop the favourites', 'New and noteworthy', 'Picked for you'],
  gallery: ['A closer look', 'Moments we love', 'Selected work'],
  about: ['Our story, in short', 'Why we do what we do', 'A little about us'],
  cta: ['Ready when you are', 'Let’s get you started', 'Your next step starts here'],
  default: ['A closer look', 'Made with care', 'Worth a closer look', 'The details that matter'],
};

const TONE_TITLES: Record<string, string> = {
  playful: 'Serious results, with a little fun along the way',
  premium: 'Crafted for those who expect more',
  minimal: 'Less noise. More of what matters.',
  bold: 'Built to stand out',
  friendly: 'Made for people, by people',
  professional: 'Reliable results for serious teams',
  urgent: 'Start today — it only takes a minute',
  calm: 'Take a breath. We’ve got this.',
};

function retitle(html: string, root: El, tone: string | null, s: RewriteState): string {
  const heading = firstOf(root, ['h1', 'h2', 'h3']);
  if (!heading) return html;
  const current = textOf(html.slice(heading.openEnd, heading.closeStart));
  let next = tone ? TONE_TITLES[tone] : undefined;
  if (!next || next === current) {
    const options = (TITLE_VARIANTS[s.type ?? 'default'] ?? TITLE_VARIANTS.default!).filter((t) => t !== current);
    next = pick(options, s.seed, 'retitle');
  }
  return setText(html, heading, next);
}


/** A row of the page's own stats, added to a section that asked for one ("add a stats row"). */
function statsRow(s: RewriteState): string {
  const items = s.content.stats.items.slice(0, 4).map((st) =>
    h('div', {}, h('div', { style: 'font-size: 2rem; font-weight: 800; line-height: 1.1; color: var(--cui-primary)' }, esc(st.value)), h('div', { style: 'margin-top: 0.25rem; color: var(--cui-muted); font-size: 0.9rem' }, esc(st.label))),
  );
  return h('div', { 'data-cui-stats': 'row', style: 'margin-top: 2.5rem; display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 1.5rem; text-align: center' }, ...items);
}

const TITLE_STOP = /^(and|or|the|a|an|of|for|with|to|in|on|at|by|your|our|my|every|from|that|is|are)$/i;

/** A shorter form of a headline that keeps its own words: its first clause, or its first words. */
export function shorterHeadline(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!/\s/.test(t) && /[\u4e00-\u9fff]/.test(t)) {
    const clause = t.split(/[，,：:；;。！？!?—]/)[0];
    if (clause.length >= 2 && clause.length < t.length) return clause;
    return t.length > 4 ? t.slice(0, Math.ceil(t.length * 0.6)) : t;
  }
  const clause = t.split(/\s*(?:[,:;.!?]|\s[—–-]\s)\s*/)[0].trim();
  if (clause.split(' ').length >= 2 && clause.length < t.length) return clause;
  const words = t.split(' ');
  if (words.length <= 2) return t;
  const kept = words.slice(0, Math.max(2, Math.ceil(words.length * 0.6)));
  if (kept.length === words.length) kept.pop();
  while (kept.length > 1 && TITLE_STOP.test(kept[kept.length - 1])) kept.pop();
  return kept.join(' ');
}

function shortenTitle(html: string, root: El): string {
  const heading = firstOf(root, ['h1', 'h2', 'h3']);
  if (!heading) return html;
  const current = textOf(html.slice(heading.openEnd, heading.closeStart));
  const next = shorterHeadline(current);
  return next === current ? html : setText(html, heading, next);
}

const TW_SIZES = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'];
const FIXED_SIZES: Record<string, [string, string]> = {
  h1: ['clamp(3rem, 7vw, 5rem)', 'clamp(1.9rem, 4vw, 2.6rem)'],
  h2: ['clamp(2.4rem, 5vw, 3.6rem)', 'clamp(1.5rem, 3vw, 1.9rem)'],
  h3: ['1.6rem', '1.05rem'],
};

/** One step bigger or smaller: Tailwind's text-* classes move a step; other kits get an inline size. */
function resizeTitle(html: string, root: El, step: 1 | -1): string {
  const heading = firstOf(root, ['h1', 'h2', 'h3']);
  if (!heading) return html;
  const clsAttr = heading.attrs.find((a) => a.name === 'class' || a.name === 'className');
  const cls = clsAttr ? (attrValue(heading, clsAttr.name) ?? '') : '';
  if (/(^|\s)([a-z]+:)?text-(xs|sm|base|lg|[2-9]?xl)(\s|$)/.test(cls) && clsAttr) {
    const bumped = cls.replace(/(^|\s)((?:[a-z]+:)?)text-(xs|sm|base|lg|[2-9]?xl)(?=\s|$)/g, (_m, pre: string, variant: string, size: string) => {
      const at = Math.min(TW_SIZES.length - 1, Math.max(0, TW_SIZES.indexOf(size) + step));
      return `${pre}${variant}text-${TW_SIZES[at]}`;
    });
    return setAttribute(html, heading, clsAttr.name, bumped);
  }
  const [up, down] = FIXED_SIZES[heading.tag] ?? FIXED_SIZES.h2;
  const style = (attrValue(heading, 'style') ?? '').replace(/font-size:[^;]*;?\s*/g, '').trim();
  return setAttribute(html, heading, 'style', [style.replace(/;$/, ''), `font-size: ${step > 0 ? up : down}`].filter(Boolean).join('; '));
}
