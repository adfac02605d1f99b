/**
 * Links between the screens of one designer project. A link is an anchor
 * `<a href="#/{slug}" data-cui-screen="{slug}">`: the attribute names the target screen whatever the
 * href becomes (a prototype follows it on the canvas, a published site turns it into a path), and
 * the href alone keeps a screen opened on its own harmless. Everything here reads the markup with the
 * shared tokenizer: screens are written by models and users.
 */
import { type HtmlElement, parseElements, scanTags, walkElements } from './html';

export const SCREEN_LINK_ATTR = 'data-cui-screen';
export const SCREEN_SLUG_MAX = 40;

/**
 * A screen's slug from its name: lowercase, runs of anything but a–z and 0–9 become one `-`, trimmed
 * of `-`, at most 40 characters. A name with no such characters (Chinese, Hindi) is `screen-{position}`
 * (1-based), so every screen has a slug a URL can hold as it is.
 */
export function screenSlug(name: string, position: number): string {
  const trim = (s: string) => s.replace(/^-+|-+$/g, '');
  const slug = trim(trim(name.toLowerCase().replace(/[^a-z0-9]+/g, '-')).slice(0, SCREEN_SLUG_MAX));
  return slug || `screen-${position}`;
}

/** The slugs of a project's screens in order: a slug already taken gets `-2`, `-3`, … (still at most 40 characters). */
export function screenSlugs(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    const base = screenSlug(name, i + 1);
    let slug = base;
    for (let n = 2; used.has(slug); n++) {
      const suffix = `-${n}`;
      slug = `${base.slice(0, SCREEN_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    }
    used.add(slug);
    return slug;
  });
}

export function screenHref(slug: string): string {
  return `#/${slug}`;
}

const attr = (el: HtmlElement, name: string) => el.attrs.find((a) => a.name.toLowerCase() === name);

/**
 * The screen an element links to: its `data-cui-screen`, else (an anchor a model wrote with the href
 * alone) the slug of an `href="#/{slug}"`. Null for any other element.
 */
function linkTarget(el: HtmlElement): string | null {
  const own = attr(el, SCREEN_LINK_ATTR)?.value?.trim();
  if (own) return own;
  if (el.tag !== 'a') return null;
  const href = attr(el, 'href')?.value?.trim() ?? '';
  const slug = href.startsWith('#/') ? href.slice(2).trim() : '';
  return slug || null;
}

/** The link elements of a document, outermost first (a link inside a link is its outer one's content). */
function screenLinks(html: string): { el: HtmlElement; target: string; parents: HtmlElement[] }[] {
  const links: { el: HtmlElement; target: string; parents: HtmlElement[] }[] = [];
  const path: HtmlElement[] = [];
  const visit = (elements: readonly HtmlElement[]) => {
    for (const el of elements) {
      const target = linkTarget(el);
      if (target) {
        links.push({ el, target, parents: [...path] });
        continue;
      }
      path.push(el);
      visit(el.children);
      path.pop();
    }
  };
  visit(parseElements(html));
  return links;
}

/** The screens a document links to, each once, in document order. */
export function screenLinkTargets(html: string): string[] {
  const targets: string[] = [];
  walkElements(parseElements(html), (el) => {
    const target = linkTarget(el);
    if (target && !targets.includes(target)) targets.push(target);
  });
  return targets;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(html: string, edits: Edit[]): string {
  let out = html;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The edits that set an element's attribute (in place, else after the tag name). */
function setAttr(el: HtmlElement, name: string, value: string): Edit {
  const text = `${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  const existing = attr(el, name);
  if (existing) return { start: existing.start, end: existing.end, text };
  const at = el.start + 1 + el.tag.length;
  return { start: at, end: at, text: ` ${text}` };
}

/** The edit that removes an attribute with the white space before it. */
function removeAttr(html: string, el: HtmlElement, name: string): Edit | null {
  const existing = attr(el, name);
  if (!existing) return null;
  let start = existing.start;
  while (start > el.start && /\s/.test(html[start - 1])) start--;
  return { start, end: existing.end, text: '' };
}

/** The edits that make a link text: its `href` and its screen attribute go. */
function unlinked(html: string, el: HtmlElement): Edit[] {
  return ['href', SCREEN_LINK_ATTR].flatMap((name) => removeAttr(html, el, name) ?? []);
}

/** True when `el` holds nothing but `child` (white space aside). */
function holdsOnly(html: string, el: HtmlElement, child: HtmlElement): boolean {
  if (el.children.length !== 1 || el.children[0] !== child) return false;
  return !html.slice(el.openEnd, child.start).trim() && !html.slice(child.end, el.closeStart).trim();
}

/** Containers that are one entry of a navigation: they go with the only link they hold. */
const ENTRY_ROLES = new Set(['tab', 'menuitem', 'listitem', 'option', 'presentation', 'none']);
const isEntry = (el: HtmlElement) => el.tag === 'li' || ENTRY_ROLES.has((attr(el, 'role')?.value ?? '').trim().toLowerCase());

export interface ScreenLinkChanges {
  /** Old slug → new slug. */
  renamed?: Record<string, string>;
  /** Slugs of screens that are gone: links to them are dropped. Read before `renamed`. */
  removed?: readonly string[];
}

/**
 * The document with its screen links following the project's changes: links to a renamed screen
 * point to its new slug; links to a removed screen are dropped with their content, and so is the list
 * item or tab that held only that link (a deleted screen leaves no empty tab behind). Everything else
 * is kept byte for byte.
 */
export function retargetScreenLinks(html: string, changes: ScreenLinkChanges): string {
  const renamed = new Map(Object.entries(changes.renamed ?? {}).filter(([from, to]) => from !== to && !!to));
  const removed = new Set(changes.removed ?? []);
  if (!renamed.size && !removed.size) return html;
  const edits: Edit[] = [];
  for (const { el, target, parents } of screenLinks(html)) {
    if (removed.has(target)) {
      let gone = el;
      for (let i = parents.length - 1; i >= 0 && isEntry(parents[i]) && holdsOnly(html, parents[i], gone); i--) gone = parents[i];
      edits.push({ start: gone.start, end: gone.end, text: '' });
      continue;
    }
    const to = renamed.get(target);
    if (!to) continue;
    if (attr(el, SCREEN_LINK_ATTR)) edits.push(setAttr(el, SCREEN_LINK_ATTR, to));
    if (el.tag === 'a' || attr(el, 'href')) edits.push(setAttr(el, 'href', screenHref(to)));
  }
  return applyEdits(html, edits);
}

/**
 * The document with its screen links turned into links between published pages: an anchor's `href`
 * becomes the target's path; a link to a screen with no page loses its `href` and its attribute (it stays as text).
 */
export function screenLinksToPaths(html: string, pathOf: (slug: string) => string | null): string {
  const edits: Edit[] = [];
  for (const { el, target } of screenLinks(html)) {
    const path = pathOf(target);
    if (path !== null) {
      // Only an anchor navigates on a site with no scripts: another element keeps its markup.
      if (el.tag === 'a') edits.push(setAttr(el, 'href', path));
      continue;
    }
    edits.push(...unlinked(html, el));
  }
  return applyEdits(html, edits);
}

/** What a link of a published page says: its `href` (null when it has none) and its screen attribute's value. */
export interface PublishedScreenLink {
  href: string | null;
  target: string;
}

/** The screen links of a published page, outermost first, in document order. */
export function publishedScreenLinks(html: string): PublishedScreenLink[] {
  return screenLinks(html).map(({ el, target }) => publishedLink(el, target));
}

const publishedLink = (el: HtmlElement, target: string): PublishedScreenLink => ({ href: attr(el, 'href')?.value?.trim() ?? null, target });

/**
 * The inverse of `screenLinksToPaths`: a published page's screen links made screen links again.
 * `slugOf` names the screen a link leads to now (from its path, or from the slug it was published
 * with); its anchor's `href` becomes `#/{slug}` and its attribute the slug. A link `slugOf` cannot
 * place loses both (it stays as text), as a link to a missing screen does when publishing.
 */
export function screenLinksFromPaths(html: string, slugOf: (link: PublishedScreenLink) => string | null): string {
  const edits: Edit[] = [];
  for (const { el, target } of screenLinks(html)) {
    const slug = slugOf(publishedLink(el, target));
    if (slug) {
      edits.push(setAttr(el, SCREEN_LINK_ATTR, slug));
      if (el.tag === 'a' || attr(el, 'href')) edits.push(setAttr(el, 'href', screenHref(slug)));
      continue;
    }
    edits.push(...unlinked(html, el));
  }
  return applyEdits(html, edits);
}

/** A screen a navigation may gain: its slug and its name (the entry's label). */
export interface NewScreenLink {
  slug: string;
  name: string;
}

/** Roles of an element that holds a navigation. */
const NAV_ROLES = new Set(['navigation', 'tablist', 'menubar', 'menu']);
/** A list of links to other screens is a navigation wherever it stands. */
const LISTS = new Set(['ul', 'ol', 'menu']);
const isNavigation = (el: HtmlElement) => el.tag === 'nav' || el.tag === 'header' || el.tag === 'footer' || NAV_ROLES.has((attr(el, 'role')?.value ?? '').trim().toLowerCase());

interface NavEntry {
  /** The link, or the list item or tab that holds only it. */
  entry: HtmlElement;
  link: HtmlElement;
  target: string;
}

/**
 * The document's navigation: the list, or the container inside a `nav`, `header`, `footer` or
 * navigation role, whose entries (each a screen link, or an item holding only one) are the most, at
 * least two, each leading to another screen. Null when there is none (links in cards or buttons are
 * no navigation).
 */
function navigationOf(html: string): { container: HtmlElement; entries: NavEntry[] } | null {
  const groups = new Map<HtmlElement, NavEntry[]>();
  const inNav = new Set<HtmlElement>();
  for (const { el, target, parents } of screenLinks(html)) {
    let entry = el;
    let i = parents.length - 1;
    for (; i >= 0 && isEntry(parents[i]) && holdsOnly(html, parents[i], entry); i--) entry = parents[i];
    const container = parents[i];
    if (!container) continue;
    if (LISTS.has(container.tag) || parents.slice(0, i + 1).some(isNavigation)) inNav.add(container);
    groups.set(container, [...(groups.get(container) ?? []), { entry, link: el, target }]);
  }
  let best: { container: HtmlElement; entries: NavEntry[] } | null = null;
  for (const [container, entries] of groups) {
    const distinct = new Set(entries.map((e) => e.target)).size === entries.length;
    if (!inNav.has(container) || entries.length < 2 || !distinct) continue;
    if (!best || entries.length > best.entries.length) best = { container, entries };
  }
  return best;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const sameLabel = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A copy of a navigation entry labelled `to` instead of `from`: its text that reads `from` (else its
 * only text, when it has one) says `to`, and so does an `aria-label` or `title` that read `from`.
 * Null when no text can be told to be the label: such an entry is not copied.
 */
function relabel(entry: string, from: string, to: string): string | null {
  const runs: { start: number; end: number }[] = [];
  const labels: Edit[] = [];
  let at = 0;
  const text = (start: number, end: number) => {
    const raw = entry.slice(start, end);
    if (raw.trim()) runs.push({ start: start + raw.length - raw.trimStart().length, end: start + raw.trimEnd().length });
  };
  for (const token of scanTags(entry)) {
    text(at, token.start);
    at = token.end;
    if (token.type !== 'open') continue;
    for (const a of token.attrs) {
      const name = a.name.toLowerCase();
      if ((name === 'aria-label' || name === 'title') && a.value && sameLabel(a.value, from)) labels.push({ start: a.start, end: a.end, text: `${a.name}="${escapeText(to).replace(/"/g, '&quot;')}"` });
    }
  }
  text(at, entry.length);
  const named = runs.filter((r) => sameLabel(entry.slice(r.start, r.end), from) || sameLabel(entry.slice(r.start, r.end), escapeText(from)));
  const label = named.length ? named : runs.length === 1 ? runs : [];
  if (!label.length) return null;
  return applyEdits(entry, [...labels, ...label.map((r) => ({ ...r, text: escapeText(to) }))]);
}

/**
 * The document with its navigation (see `navigationOf`) leading to the screens in `added` too:
 * each new entry is a copy of an entry leading to another screen than `own` (the screen shown,
 * whose entry is marked current) and not marked current or selected, relabelled with the new
 * screen's name, after the last entry, with what stood between the last two entries before it. A
 * navigation already holding `maxEntries` entries (a phone's tab bar: 5) takes no more; a document
 * with no navigation, or whose entries' labels cannot be found (`nameOf` gives each target's screen
 * name), is returned as it was.
 */
export function addScreenLinks(
  html: string,
  added: readonly NewScreenLink[],
  nameOf: (slug: string) => string | null,
  options: { own?: string; maxEntries?: number } = {},
): string {
  const nav = added.length ? navigationOf(html) : null;
  if (!nav) return html;
  const present = new Set(nav.entries.map((e) => e.target));
  const room = Math.max(0, (options.maxEntries ?? Infinity) - nav.entries.length);
  const missing = added.filter((a) => !present.has(a.slug)).slice(0, room);
  const current = (el: HtmlElement) => !!attr(el, 'aria-current') || attr(el, 'aria-selected')?.value === 'true';
  const template = [...nav.entries].reverse().find((e) => e.target !== options.own && !current(e.entry) && !current(e.link));
  const label = template && nameOf(template.target);
  if (!missing.length || !template || !label) return html;
  const source = html.slice(template.entry.start, template.entry.end);
  const copies: string[] = [];
  for (const screen of missing) {
    const relabelled = relabel(source, label, screen.name);
    if (relabelled === null) return html;
    copies.push(retargetScreenLinks(relabelled, { renamed: { [template.target]: screen.slug } }));
  }
  const last = nav.entries[nav.entries.length - 1];
  const before = nav.entries[nav.entries.length - 2];
  const gap = html.slice(before.entry.end, last.entry.start);
  // What stands between two entries (white space, a " · ") stands before each new one; markup does not.
  const separator = gap.includes('<') ? '' : gap;
  return applyEdits(html, [{ start: last.entry.end, end: last.entry.end, text: copies.map((c) => `${separator}${c}`).join('') }]);
}
