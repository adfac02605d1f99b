/** Keeps navigation in step with sections: add a link for a new section, drop links to a removed one. */
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
    const src = out.slice(last.el.start, last.el.end);
    const clone = src.replace(/href=(["'])#[^"']*\1/, `href="#${id}"`).replace(/>([^<>{}]+)<\//, (m, text: string) => (text.trim() ? `>${label}</` : m));
    out = insertAfter(out, last.el, clone);
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
