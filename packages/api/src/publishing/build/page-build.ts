/**
 * Turns a page's source HTML into what a published site serves: no Tailwind browser runtime, no
 * Babel (decision 022). Tailwind pages get their CSS compiled from the classes they use, JSX
 * scripts are compiled to plain JavaScript for the pinned React UMD globals, and everything else
 * is kept byte for byte.
 */
import { HTML_MAX_BYTES, utf8Bytes } from '@cui/shared';
import { hashedAsset, type BuiltAsset } from './hashed-asset';

export type { BuiltAsset };
import { compileJsx, compiledScriptTag, isJsxScript } from './jsx-scripts';
import { PageBuildError } from './page-build-error';
import { detectFramework } from './page-framework';
import { applyEdits, attr, pageElements, type Edit, type PageElement } from './page-markup';
import { cssImportUrls, runtimeOf, type Runtime } from './runtime-urls';
import { compileTailwind, MAX_CANDIDATES, scanCandidates, tailwindInput } from './tailwind-css';

export { PageBuildError } from './page-build-error';

/** A file the built page references, by a content-hashed path relative to the page (`_assets/{hash}.{ext}`). */

export interface BuiltPage {
  html: string;
  assets: BuiltAsset[];
  /** What the page was found to be, recorded with its version: one of shared's `FRAMEWORKS`. */
  framework: string;
}

/** Each JSX script is one compiler call; generated pages have one. */
export const MAX_JSX_SCRIPTS = 50;

interface PageParts {
  runtimes: Set<Runtime>;
  tailwindRuntimes: PageElement[];
  babelRuntimes: PageElement[];
  tailwindStyles: PageElement[];
  jsxScripts: PageElement[];
  /** Inline scripts of the page's own (neither JSX nor a runtime). */
  plainScripts: PageElement[];
  styles: PageElement[];
}

/** How a page is built beside others of its site. */
export interface BuildOptions {
  /**
   * Tailwind classes to build besides the page's own (`siteCandidates` of its site's pages): pages
   * with the same Tailwind styles then get one stylesheet, byte for byte, which the site stores once
   * and a visitor's browser loads once.
   */
  candidates?: readonly string[];
}

/** The Tailwind class candidates of every page of a site, for `BuildOptions.candidates`. */
export function siteCandidates(sources: readonly string[]): string[] {
  const all = new Set<string>();
  for (const source of sources) {
    const parts = classify(source, pageElements(source));
    if (parts.tailwindRuntimes.length === 0) continue;
    for (const candidate of scanCandidates(withoutStyles(source, parts.styles))) all.add(candidate);
  }
  if (all.size > MAX_CANDIDATES) {
    throw new PageBuildError(`The site's pages have more than ${MAX_CANDIDATES} distinct class-like words for Tailwind to consider; they are too large to publish together.`);
  }
  return [...all].sort();
}

export async function buildPage(source: string, options: BuildOptions = {}): Promise<BuiltPage> {
  if (utf8Bytes(source) > HTML_MAX_BYTES) throw new PageBuildError('The page is larger than 2 MB.');
  const parts = classify(source, pageElements(source));
  if (parts.jsxScripts.length > MAX_JSX_SCRIPTS) throw new PageBuildError(`The page has more than ${MAX_JSX_SCRIPTS} JSX scripts.`);
  const edits: Edit[] = [];
  const assets = new Map<string, ReturnType<typeof hashedAsset>>();
  const content = (el: PageElement) => source.slice(el.contentStart, el.contentEnd);

  if (parts.tailwindRuntimes.length > 0) {
    const own = scanCandidates(withoutStyles(source, parts.styles));
    const candidates = options.candidates ? [...new Set([...own, ...options.candidates])].sort() : own;
    const css = await compileTailwind(tailwindInput(parts.tailwindStyles.map(content)), candidates);
    const asset = hashedAsset('css', css);
    assets.set(asset.path, asset);
    const [first, ...others] = parts.tailwindRuntimes;
    edits.push({ start: first.start, end: first.end, text: `<link rel="stylesheet" href="${asset.path}">` });
    for (const el of [...others, ...parts.tailwindStyles]) edits.push({ start: el.start, end: el.end, text: '' });
  }

  const compiled = await Promise.allSettled(parts.jsxScripts.map((el) => compileJsx(source, el)));
  compiled.forEach((result, i) => {
    if (result.status === 'rejected') throw result.reason;
    const asset = hashedAsset('js', result.value);
    assets.set(asset.path, asset);
    const el = parts.jsxScripts[i];
    edits.push({ start: el.start, end: el.end, text: compiledScriptTag(source, el, asset.path) });
  });

  // A page that calls Babel itself keeps it; its JSX scripts are compiled all the same.
  const usesBabel = parts.plainScripts.some((el) => /\bBabel\s*\./.test(content(el)));
  if (!usesBabel) for (const el of parts.babelRuntimes) edits.push({ start: el.start, end: el.end, text: '' });

  return {
    html: applyEdits(source, edits),
    assets: [...assets.values()],
    framework: detectFramework(parts.runtimes, parts.jsxScripts.length > 0),
  };
}

function classify(source: string, elements: readonly PageElement[]): PageParts {
  const parts: PageParts = { runtimes: new Set(), tailwindRuntimes: [], babelRuntimes: [], tailwindStyles: [], jsxScripts: [], plainScripts: [], styles: [] };
  const note = (runtime: Runtime | null) => runtime && parts.runtimes.add(runtime);
  for (const el of elements) {
    if (el.tag === 'link') {
      if (/\bstylesheet\b/i.test(attr(el, 'rel') ?? '')) note(runtimeOf(attr(el, 'href')));
    } else if (el.tag === 'style') {
      parts.styles.push(el);
      if ((attr(el, 'type') ?? '').trim().toLowerCase() === 'text/tailwindcss') parts.tailwindStyles.push(el);
      else for (const url of cssImportUrls(source.slice(el.contentStart, el.contentEnd))) note(runtimeOf(url));
    } else if (isJsxScript(el)) {
      parts.jsxScripts.push(el);
    } else {
      const runtime = runtimeOf(attr(el, 'src'));
      note(runtime);
      if (runtime === 'tailwind') parts.tailwindRuntimes.push(el);
      else if (runtime === 'babel') parts.babelRuntimes.push(el);
      else if (attr(el, 'src') === null) parts.plainScripts.push(el);
    }
  }
  return parts;
}

/** The page with its stylesheets' text left out: CSS holds no class names, only words that look like them. */
function withoutStyles(source: string, styles: readonly PageElement[]): string {
  let out = '';
  let at = 0;
  for (const el of styles) {
    out += `${source.slice(at, el.contentStart)} `;
    at = el.contentEnd;
  }
  return out + source.slice(at);
}
