/**
 * A new page of an existing site (decision 059): composed from its own prompt, in the site's look.
 * The site's `index` gives the brief's name, language, kind and theme (colours, fonts), and its
 * header and footer are copied into the new page as they are, so every page shares them.
 */
import { type Framework, findElement, replaceRange, setAttribute, siteNavLabel, siteNavPages, withSiteNav } from '@cui/shared';
import { attrValue, parseHtml, walk, type El } from './html-utils';
import { hashString } from './hash';
import { esc } from './kits/h';
import { detectFramework, readBrief } from './page-state';
import { analyzePrompt } from './prompt-analysis';
import { renderPage } from './render-page';
import type { Brief, SectionId } from './types';

export interface SitePageInput {
  /** The site's index page. */
  index: string;
  /** The new page's name (`about`, `opening-hours`). */
  page: string;
  /** What the page is about; the page's name in words when empty. */
  prompt: string;
  framework: Framework;
  now?: Date;
}

/** Sections a page of a site shows when its prompt asks for none the model knows. */
const DEFAULT_PAGE_SECTIONS: readonly SectionId[] = ['about', 'features', 'cta'];

/** The site's header and footer: the offline kits' `#navbar`/`#footer`, else the first `<header>`/`<footer>`. */
function chrome(tree: El[], part: 'navbar' | 'footer'): El | null {
  return (
    findElement(tree, (el) => attrValue(el, 'id') === part && el.closed) ??
    findElement(tree, (el) => el.tag === (part === 'navbar' ? 'header' : 'footer') && el.closed)
  );
}

/**
 * `html` with its header and footer replaced by the index's (the later one first, so offsets hold).
 * A link of theirs to a section of the page (`#menu`) that the new page does not have leads to the
 * index's section (`./#menu`): on another page it would lead nowhere.
 */
function withSiteChrome(html: string, index: string): string {
  const from = parseHtml(index);
  const to = parseHtml(html);
  const pairs = (['footer', 'navbar'] as const)
    .map((part) => ({ source: chrome(from, part), target: chrome(to, part) }))
    .filter((p): p is { source: El; target: El } => !!p.source && !!p.target)
    .sort((a, b) => b.target.start - a.target.start);
  // The ids the page will have: its own, outside the parts replaced, and the copied parts'.
  const ids = new Set<string>();
  const collect = (el: El) => {
    if (pairs.some(({ target }) => target === el)) return false;
    const id = attrValue(el, 'id');
    if (id) ids.add(id);
  };
  walk(to, collect);
  for (const { source } of pairs) walk([source], collect);
  let out = html;
  for (const { source, target } of pairs) out = replaceRange(out, target.start, target.end, sectionLinksToIndex(index.slice(source.start, source.end), ids));
  return out;
}

/** `chrome` with its links to sections not in `ids` (`#x`) leading to the index's (`./#x`). */
function sectionLinksToIndex(chrome: string, ids: ReadonlySet<string>): string {
  const links: El[] = [];
  walk(parseHtml(chrome), (el) => {
    // Any element's: a UI kit's buttons (`<ion-button href>`) are links too.
    const href = attrValue(el, 'href')?.trim();
    if (href && href.length > 1 && href.startsWith('#') && !ids.has(safeDecode(href.slice(1)))) links.push(el);
  });
  let out = chrome;
  for (const el of links.reverse()) out = setAttribute(out, el, 'href', `./${attrValue(el, 'href')!.trim()}`);
  return out;
}

function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** `html` with the first heading of its hero (or of the page) saying the page's title. */
function withHeadline(html: string, title: string): string {
  const tree = parseHtml(html);
  const hero = findElement(tree, (el) => attrValue(el, 'id') === 'hero');
  const h1 = findElement(hero ? [hero] : tree, (el) => el.tag === 'h1' && el.closed);
  return h1 ? replaceRange(html, h1.openEnd, h1.closeStart, esc(title)) : html;
}

/** `html`'s `<title>` set to `title`. */
function withTitle(html: string, title: string): string {
  const el = findElement(parseHtml(html), (e) => e.tag === 'title' && e.closed);
  return el ? replaceRange(html, el.openEnd, el.closeStart, esc(title)) : html;
}

/** A new page of the site whose index is `input.index`, in its framework and look. */
export function composeSitePage(input: SitePageInput): { html: string; notes: string[]; language: string } {
  const site = readBrief(input.index);
  const framework = detectFramework(input.index, input.framework);
  const label = siteNavLabel(input.page, site.language);
  const words = input.prompt.trim() || label;
  const asked = analyzePrompt(words, { language: site.language, now: input.now, parts: true });
  const named = [...asked.requestedSections, ...(asked.parts ?? []).map((p) => p.id)].filter((id) => id !== 'hero');
  const sections: SectionId[] = ['hero', ...new Set(named.length ? named : DEFAULT_PAGE_SECTIONS)];
  const brief: Brief = {
    ...asked,
    kind: site.kind,
    topic: site.topic,
    noun: site.noun,
    name: site.name,
    nameFromPrompt: true,
    theme: site.theme,
    language: site.language,
    place: site.place ?? asked.place,
    currency: site.currency ?? asked.currency,
    // Its own copy, not the index's: the page's name varies the choices.
    seed: hashString(`${site.seed}:${input.page}`),
    sections,
  };
  let html = renderPage(brief, framework);
  html = withSiteChrome(html, input.index);
  // The index's header may carry the site's navigation: the new page is listed in it, and current.
  const listed = siteNavPages(input.index);
  if (listed.length) html = withSiteNav(html, [...listed, input.page], input.page);
  html = withHeadline(html, label);
  html = withTitle(html, `${label} — ${site.name}`);
  return { html, notes: asked.notes, language: site.language };
}
