/**
 * Follow-ups: apply a prompt as an edit to an existing page. Sections are found by id in the HTML
 * string; everything not touched by an edit stays byte-identical. An edit that cannot be
 * understood changes nothing, and says so.
 */
import type { Framework } from '@cui/shared';
import { buildContent } from './content';
import { renderPage } from './render-page';
import { readFollowUp, isNewPageRequest, type Edit } from './follow-up-parse';
import { replaceRange } from '@cui/shared';
import { elementsWithId, findById, insertAfter, insertBefore, parseHtml, removeElement, textOf, walk, type El } from './html-utils';
import { toJsx } from './jsx';
import { kitFor } from './kits';
import { esc } from './kits/h';
import { addNavLink, removeNavLinks } from './nav-edit';
import { detectFramework, readBrief } from './page-state';
import { analyzePrompt, detectSections, unsupportedNotes } from './prompt-analysis';
import { withoutParts } from './prompt-brief';
import { rewriteSectionWithNotes } from './section-rewrite';
import { buildSection } from './sections';
import { navLabel } from './sections/chrome';
import { applyThemeChange } from './theme-edit';
import { editLanguage, type EditLanguage } from './edit-language';
import { phrases } from './phrases';
import { SECTION_IDS, type Brief, type SectionId } from './types';

function presentSections(html: string): string[] {
  const known = new Set<string>([...SECTION_IDS, 'navbar', 'footer']);
  return elementsWithId(parseHtml(html))
    .map((x) => x.id)
    .filter((id) => known.has(id));
}

/** A follow-up's outcome: the page, what was done (short phrases, for the version's label) and what was not. */
export interface FollowUpResult {
  html: string;
  notes: string[];
  done: string[];
}

/**
 * The page after a follow-up, and what could not be honoured. `language` is the request's; a page
 * keeps the language it was written in, and only a whole new page follows the request's. A
 * follow-up nothing could be read from changes nothing (`done` is empty): the caller reports it
 * rather than a made-up change (decision 044).
 */
export function applyFollowUp(previousHtml: string, prompt: string, requested: Framework, language?: string): FollowUpResult {
  const framework = detectFramework(previousHtml, requested);
  // Notes and labels are in the language the follow-up is written in.
  const said = editLanguage(prompt);
  const say = phrases(said);
  const brief = readBrief(previousHtml);
  const present = presentSections(previousHtml);

  // A follow-up in another framework than the page's is a rebuild (the generator asks for one only
  // after the user confirmed it): the same brief and sections, written anew for the new framework.
  // Only a page this model made carries its exact brief; another page is edited in its own framework.
  if (framework !== requested && brief.fromMeta) {
    const html = renderPage({ ...brief, sections: present.filter((s) => s !== 'navbar' && s !== 'footer') as SectionId[] }, requested);
    return {
      html,
      notes: [say.rebuilt(requested)],
      done: [say.rebuiltLabel(requested)],
    };
  }
  const { edits, unread } = readFollowUp(prompt, present, brief.kind);

  // A new page is asked for when the request says so and nothing in it besides its list of parts
  // ("… with prices, team and opening hours": the new page's sections) is an edit of this one.
  if (isNewPageRequest(prompt) && (edits.length === 0 || readFollowUp(withoutParts(prompt, said), present, brief.kind).edits.length === 0)) {
    // A new page reads the parts it asks for ("… with prices, team and opening hours"), like a first prompt.
    const fresh = analyzePrompt(prompt, { language, parts: true });
    return { html: renderPage(fresh, requested), notes: fresh.notes, done: [say.newPage] };
  }

  const notes: string[] = unsupportedNotes(prompt.toLowerCase(), brief.kind, said);
  if (framework !== requested) notes.push(say.ownFramework(requested));
  let html = previousHtml;
  const done: string[] = [];
  for (const edit of edits) {
    const sectionDone: string[] = [];
    const next = applyEdit(html, edit, { brief, framework, language: said }, notes, sectionDone);
    if (next !== html) done.push(say.editDone(edit, sectionDone));
    else if (edit.kind !== 'rewrite') notes.push(say.couldNot(say.editWhat(edit)));
    html = next;
  }
  // A section named without a verb ("an FAQ") is added.
  if (html === previousHtml && edits.length === 0) {
    const missing = detectSections(prompt.toLowerCase(), brief.kind).filter((s) => s !== 'hero' && !present.includes(s));
    if (missing.length > 0) {
      html = applyEdit(html, { kind: 'add', section: missing[0] }, { brief, framework, language: said }, notes, []);
      done.push(say.sectionAdded(missing[0]));
      unread.length = 0;
    }
  }
  // A clause asking for what the model never makes is named by that note, not as not understood too.
  for (const clause of unread) if (unsupportedNotes(clause.toLowerCase(), brief.kind).length === 0) notes.push(say.notUnderstood(clause));
  return { html, notes: notes.filter((n, i) => notes.indexOf(n) === i), done };
}

/** What every edit of one follow-up shares: the page's brief and framework, and the follow-up's language. */
interface EditContext {
  brief: Brief;
  framework: Framework;
  language: EditLanguage;
}

function applyEdit(html: string, edit: Edit, ctx: EditContext, notes: string[], done: string[]): string {
  const { brief, framework } = ctx;
  switch (edit.kind) {
    case 'add':
      return addSection(html, edit.section, ctx);
    case 'remove':
      return removeSection(html, edit.section);
    case 'theme':
      return applyThemeChange(html, edit, framework);
    case 'rename':
      return rename(html, brief.name, edit.name);
    case 'headline':
      return replaceHeroText(html, ['h1'], edit.text);
    case 'subtitle':
      return replaceHeroText(html, ['p'], edit.text, true);
    case 'rewrite':
      return rewrite(html, edit.section, edit.instructions, ctx, notes, done);
    case 'move':
      return moveSection(html, edit.section, edit.anchor, edit.place);
  }
}

/** Moves a section before or after another one (or to the top or bottom of the content), unchanged. */
function moveSection(html: string, id: string, anchorId: string | null, place: 'before' | 'after'): string {
  const el = findById(html, id);
  if (!el) return html;
  const block = html.slice(el.start, el.end);
  const ind = html.slice(html.lastIndexOf('\n', el.start - 1) + 1, el.start);
  const without = removeElement(html, el);
  const content = presentSections(without).filter((s) => s !== 'navbar' && s !== 'footer');
  const target = anchorId ?? (place === 'before' ? content[0] : content[content.length - 1]);
  const anchor = target ? findById(without, target) : null;
  if (!anchor) return html;
  const column0 = /^[ \t]*$/.test(ind) ? block.split('\n').map((l, i) => (i > 0 && l.startsWith(ind) ? l.slice(ind.length) : l)).join('\n') : block;
  return place === 'before' ? insertBefore(without, anchor, column0) : insertAfter(without, anchor, column0);
}

function addSection(html: string, id: SectionId, ctx: EditContext): string {
  const { brief, framework } = ctx;
  if (findById(html, id)) return rewrite(html, id, 'add 2 more items', ctx, []);
  const present = presentSections(html).filter((s): s is SectionId => (SECTION_IDS as readonly string[]).includes(s));
  const content = buildContent(brief);
  const markup = buildSection(id, { kit: kitFor(framework), c: content, sections: [...present, id] });
  const block = framework === 'reactTailwind' ? toJsx(markup) : markup;
  const tree = parseHtml(html);
  const anchor = findById(html, 'footer', tree) ?? firstTag(tree, 'footer');
  let out: string;
  if (anchor) out = insertBefore(html, anchor, block);
  else {
    const end = lastContainerEnd(html, tree);
    out = html.slice(0, end) + `${block}\n` + html.slice(end);
  }
  return ['hero', 'logos', 'cta', 'newsletter'].includes(id) ? out : addNavLink(out, id, navLabel(content, id));
}

function firstTag(tree: El[], tag: string): El | null {
  let found: El | null = null;
  walk(tree, (el) => {
    if (found) return false;
    if (el.tag === tag) found = el;
    return !found;
  });
  return found;
}

/** Where to append when a page has no footer: end of the app container, ion-content or body. */
function lastContainerEnd(html: string, tree: El[]): number {
  const container = findById(html, 'app', tree) ?? firstTag(tree, 'ion-content') ?? firstTag(tree, 'main') ?? firstTag(tree, 'body');
  if (container) return container.closeStart;
  const frag = html.lastIndexOf('</>');
  return frag >= 0 ? frag : html.length;
}

function removeSection(html: string, id: string): string {
  const el = findById(html, id);
  if (!el) return html;
  const ind = html.slice(html.lastIndexOf('\n', el.start - 1) + 1, el.start);
  let start = el.start;
  let end = el.end;
  if (/^[ \t]*$/.test(ind)) {
    start = el.start - ind.length;
    const nl = html.indexOf('\n', end);
    if (nl >= 0 && /^[ \t]*$/.test(html.slice(end, nl))) end = nl + 1;
  }
  return removeNavLinks(html.slice(0, start) + html.slice(end), id);
}

function rename(html: string, oldName: string, newName: string): string {
  const clean = newName.replace(/[{}<>]/g, '').trim();
  if (!clean || clean === oldName) return html;
  let out = html;
  if (oldName) {
    const form = esc(oldName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${form}(?![\\p{L}\\p{N}])`, 'gu'), () => esc(clean));
  }
  if (out === html) {
    const title = firstTag(parseHtml(out), 'title');
    if (title?.closed) out = replaceRange(out, title.openEnd, title.closeStart, esc(clean));
  }
  const oldLetter = (oldName.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toUpperCase();
  const newLetter = (clean.match(/[\p{L}\p{N}]/u)?.[0] ?? '').toUpperCase();
  if (oldLetter && newLetter && oldLetter !== newLetter) {
    const marks: El[] = [];
    walk(parseHtml(out), (el) => {
      if (el.tag === 'span' && el.attrs.some((a) => a.name === 'data-brand-mark') && out.slice(el.openEnd, el.closeStart).trim() === oldLetter) marks.push(el);
    });
    for (const el of marks.reverse()) {
      const inner = out.slice(el.openEnd, el.closeStart);
      out = replaceRange(out, el.openEnd, el.closeStart, inner.replace(oldLetter, newLetter));
    }
  }
  return out;
}

function replaceHeroText(html: string, tags: string[], text: string, afterHeading = false): string {
  const tree = parseHtml(html);
  const scope = findById(html, 'hero', tree);
  const roots = scope ? [scope] : tree;
  let heading: El | null = null;
  let target: El | null = null;
  walk(roots, (el) => {
    if (target) return false;
    if (!heading && el.tag === 'h1') heading = el;
    if (tags.includes(el.tag) && (!afterHeading || (heading && el.start >= (heading as El).end)) && textOf(html.slice(el.openEnd, el.closeStart)).length > 0) {
      if (!(afterHeading && el.children.some((c) => c.tag !== 'span' && c.tag !== 'br'))) target = el;
    }
    return !target;
  });
  if (!target) return html;
  const t = target as El;
  return html.slice(0, t.openEnd) + esc(text.replace(/[{}]/g, '')) + html.slice(t.closeStart);
}

function rewrite(html: string, id: string, instructions: string, ctx: EditContext, notes: string[], done: string[] = []): string {
  const el = findById(html, id);
  if (!el) return html;
  const next = rewriteSectionWithNotes({ sectionHtml: html.slice(el.start, el.end), instructions, framework: ctx.framework }, { brief: ctx.brief, language: ctx.language });
  // The whole prompt's unsupported asks are reported once, by the follow-up itself.
  const unsupported = unsupportedNotes(instructions.toLowerCase(), undefined, ctx.language);
  for (const n of next.notes) if (!notes.includes(n) && !unsupported.includes(n)) notes.push(n);
  done.push(...next.done);
  if (next.done.length === 0) return html;
  return html.slice(0, el.start) + next.html + html.slice(el.end);
}
