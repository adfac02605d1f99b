/** Keeps navigation in step with sections: add a link for a new section, drop links to a removed one. */
import { replaceRange, scanTags } from '@cui/shared';
import { type El, attrValue, insertAfter, parseHtml, removeElement } from './html-utils';

interface Placed {
  el: El;
  parent: El | null;
}

function collect(tree: El[], match: (el: El) => boolean): Placed[] {
  const out: Placed[] = [];
  const visit = (els: El[], parent: El | null) => {
    for (const el of els) {
      if (match(el)) out.push({ el, parent });
      visit(el.children, el);
    }
  };
  visit(tree, null);
  return out;
}

function parentIn(tree: El[], target: El): El | null {
  return collect(tree, (e) => e.children.includes(target))[0]?.el ?? null;
}

/** The element to clone/remove for a nav link: the link itself, or its `<li>` when it sits alone in one. */
function lift(tree: El[], link: Placed): Placed {
  if (link.parent && link.parent.tag === 'li' && link.parent.children.length === 1) return { el: link.parent, parent: parentIn(tree, link.parent) };
  return link;
}

/**
 * A copy of a nav link pointing at `#id`: its first quoted in-page href retargeted, and the first
 * text that runs up to an end tag (the label, also when it follows an icon) replaced.
 */
function relink(src: string, id: string, label: string): string {
  const tags = scanTags(src, { jsx: true });
  const edits: Array<[number, number, string]> = [];
  const href = tags.flatMap((t) => (t.type === 'open' ? t.attrs : [])).find((a) => a.name === 'href' && a.raw?.startsWith('#') && /["']$/.test(src.slice(a.start, a.end)));
  if (href) edits.push([href.start, href.end, `href="#${id}"`]);
  const at = tags.findIndex((t, i) => i > 0 && t.type === 'close' && /^[^<>{}]+$/.test(src.slice(tags[i - 1].end, t.start)));
  if (at > 0 && src.slice(tags[at - 1].end, tags[at].start).trim()) edits.push([tags[at - 1].end, tags[at].start, label]);
  return edits.sort((x, y) => y[0] - x[0]).reduce((out, [start, end, text]) => replaceRange(out, start, end, text), src);
}

const isNavLink = (el: El) => el.attrs.some((a) => a.name === 'data-nav');

/** Adds a nav link (after the last link of every group of nav links). */
export function addNavLink(html: string, id: string, label: string): string {
  const tree = parseHtml(html);
  const links = collect(tree, isNavLink).map((l) => lift(tree, l));
  if (links.length === 0) return html;
  const lastPerGroup = new Map<El | null, Placed>();
  for (const l of links) lastPerGroup.set(l.parent, l);
  let out = html;
  for (const last of [...lastPerGroup.values()].sort((a, b) => b.el.start - a.el.start)) {
    out = insertAfter(out, last.el, relink(out.slice(last.el.start, last.el.end), id, label));
  }
  return out;
}

/** Removes links to a removed section from the navigation and the footer. */
export function removeNavLinks(html: string, id: string): string {
  const tree = parseHtml(html);
  let links = collect(tree, (el) => isNavLink(el) && attrValue(el, 'href') === `#${id}`);
  if (links.length === 0) {
    const navs = collect(tree, (el) => el.tag === 'nav' || el.tag === 'header' || attrValue(el, 'id') === 'navbar');
    links = navs.flatMap((n) => collect([n.el], (el) => el.tag === 'a' && attrValue(el, 'href') === `#${id}` && !/btn|button/.test(attrValue(el, 'class') ?? '')));
  }
  const footer = collect(tree, (el) => el.tag === 'footer' || attrValue(el, 'id') === 'footer')[0];
  if (footer) links = links.concat(collect([footer.el], (el) => el.tag === 'a' && attrValue(el, 'href') === `#${id}`).map((l) => ({ el: l.el, parent: parentIn(tree, l.el) })));
  let out = html;
  const targets = [...new Set(links.map((l) => lift(tree, l).el))].sort((a, b) => b.start - a.start);
  for (const el of targets) out = removeElement(out, el);
  return out;
}
