/**
 * A page as one HTML file that works on its own, opened from disk with no network (decision 050):
 * built exactly as publishing builds it, then everything the built page would fetch from a server
 * (its compiled CSS and JS, the app's `/vendor/…` runtimes) written into the file, or, for the
 * runtimes, pointed at a pinned public CDN with Subresource Integrity.
 */
import { VENDOR, type Framework, type RuntimeDelivery } from '@cui/shared';
import { buildPage } from './page-build';
import { applyEdits, attr, pageElements, type Edit, type PageElement } from './page-markup';
import { cssImportUrls } from './runtime-urls';

export interface CdnCopy {
  url: string;
  integrity: string;
}

/** The runtimes the app serves under `/vendor/`, as an export needs them. */
export interface RuntimeFiles {
  /** The text of the file served at `path` (`/vendor/…`), or null when the app serves none there. */
  text(path: string): string | null;
  /** The same file on a public CDN, pinned, with its SRI hash; null when it has no such place. */
  cdn(path: string): CdnCopy | null;
  /**
   * Every Ionic component in one classic script: Ionic's ESM entry fetches its components as
   * chunks from beside itself, which a file opened from disk cannot do.
   */
  ionicBundle(): string;
}

export interface ExportedPage {
  html: string;
  framework: Framework;
  /** The CDN URLs the file loads its runtimes from; none when they are inline. */
  cdnUrls: string[];
}

/** Attributes an inlined element no longer needs: where it came from and how it was fetched. */
const FETCH_ATTRIBUTES = new Set(['src', 'href', 'rel', 'integrity', 'crossorigin', 'referrerpolicy', 'defer', 'async', 'type', 'as', 'fetchpriority']);

export async function exportPage(source: string, files: RuntimeFiles, delivery: RuntimeDelivery): Promise<ExportedPage> {
  const built = await buildPage(source);
  const assets = new Map(built.assets.map((a) => [a.path, a.body.toString('utf8')]));
  const html = built.html;
  const edits: Edit[] = [];
  /** Scripts that ran after the document was parsed (`defer`, modules): inlined at the end of the body, in order. */
  const deferred: string[] = [];
  const cdnUrls: string[] = [];
  const cdn = (path: string) => {
    const found = files.cdn(path);
    if (found) cdnUrls.push(found.url);
    return found;
  };

  /** `el` replaced by `markup`, or by `code` in an inline script; one that ran after parsing moves to the end of the body. */
  const place = (el: PageElement, content: { markup: string } | { code: string } | null, runsAfterParse = false) => {
    if (content === null) return;
    const text = 'code' in content ? inlineScript(html, el, content.code) : content.markup;
    if (!runsAfterParse) return void edits.push({ start: el.start, end: el.end, text });
    deferred.push(text);
    edits.push({ start: el.start, end: el.end, text: '' });
  };
  const markup = (text: string | null) => (text === null ? null : { markup: text });
  const code = (text: string | null) => (text === null ? null : { code: text });

  for (const el of pageElements(html)) {
    if (el.tag === 'link') {
      if (!/\bstylesheet\b/i.test(attr(el, 'rel') ?? '')) continue;
      const href = attr(el, 'href');
      const asset = href === null ? undefined : assets.get(href);
      if (asset !== undefined) place(el, markup(`<style>${styleText(asset)}</style>`));
      else {
        const path = vendorPath(href);
        if (path) place(el, markup(delivery === 'cdn' ? cdnLink(cdn(path)) : inlineStyle(files, path)));
      }
    } else if (el.tag === 'style') {
      const css = html.slice(el.contentStart, el.contentEnd);
      if (cssImportUrls(css).some((url) => vendorPath(url))) {
        edits.push({ start: el.contentStart, end: el.contentEnd, text: styleText(resolveImports(css, files, delivery, cdn)) });
      }
    } else {
      const src = attr(el, 'src');
      if (src === null) continue;
      const module = (attr(el, 'type') ?? '').trim().toLowerCase() === 'module';
      const runsAfterParse = module || el.attrs.some((a) => a.name.toLowerCase() === 'defer');
      const asset = assets.get(src);
      // An inline module is deferred as its file was, and keeps a module's own scope.
      if (asset !== undefined && module) edits.push({ start: el.start, end: el.end, text: inlineScript(html, el, asset, true) });
      if (asset !== undefined) {
        if (!module) place(el, code(asset), runsAfterParse);
        continue;
      }
      const path = vendorPath(src);
      if (!path) continue;
      if (delivery === 'cdn') place(el, markup(cdnScript(html, el, cdn(path))));
      // A classic script now: it keeps a module's timing by running after the document is parsed.
      else if (path === VENDOR.ionicJs) place(el, code(files.ionicBundle()), true);
      else place(el, code(files.text(path)), runsAfterParse);
    }
  }

  let out = applyEdits(html, edits);
  if (deferred.length > 0) {
    const end = out.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
    const block = `${deferred.join('\n')}\n`;
    out = end === -1 ? `${out}\n${block}` : out.slice(0, end) + block + out.slice(end);
  }
  return { html: out, framework: built.framework as Framework, cdnUrls };
}

/** The `/vendor/…` path a URL names, root-relative or on any host (a page copied from the app's own address); else null. */
export function vendorPath(url: string | null): string | null {
  if (!url) return null;
  try {
    const path = new URL(url.trim(), 'http://page.invalid/').pathname;
    return path.startsWith('/vendor/') ? path : null;
  } catch {
    return null;
  }
}

function inlineStyle(files: RuntimeFiles, path: string): string | null {
  const css = files.text(path);
  return css === null ? null : `<style>${styleText(css)}</style>`;
}

function cdnLink(cdn: CdnCopy | null): string | null {
  return cdn && `<link rel="stylesheet" href="${cdn.url}" integrity="${cdn.integrity}" crossorigin="anonymous">`;
}

/**
 * A stylesheet's `@import`s of app runtimes, resolved: the imported CSS written in its place (in
 * its cascade layer, as `@import … layer(x)` put it), or the CDN's URL. An `@import` has no
 * integrity attribute, so there the CDN is trusted by its pinned version alone.
 */
function resolveImports(css: string, files: RuntimeFiles, delivery: RuntimeDelivery, cdnOf: (path: string) => CdnCopy | null): string {
  return css.replace(/@import\s+(?:url\(\s*)?["']?([^"'()\s;]+)["']?\s*\)?\s*(layer(?:\(\s*([\w-]+)\s*\))?)?[^;]*;/gi, (whole, url: string, layer: string | undefined, name: string | undefined) => {
    const path = vendorPath(url);
    if (!path) return whole;
    if (delivery === 'cdn') {
      const cdn = cdnOf(path);
      return cdn ? whole.replace(url, cdn.url) : whole;
    }
    const text = files.text(path);
    if (text === null) return whole;
    if (!layer) return text;
    return name ? `@layer ${name} {\n${text}\n}` : `@layer {\n${text}\n}`;
  });
}

function cdnScript(html: string, el: PageElement, cdn: CdnCopy | null): string | null {
  if (!cdn) return null;
  const kept = el.attrs.filter((a) => !['src', 'integrity', 'crossorigin'].includes(a.name.toLowerCase())).map((a) => ` ${html.slice(a.start, a.end)}`);
  return `<script src="${cdn.url}" integrity="${cdn.integrity}" crossorigin="anonymous"${kept.join('')}></script>`;
}

/** The script's own attributes (an `id`, `data-*`) on an inline script holding `code`. */
function inlineScript(html: string, el: PageElement, code: string, module = false): string {
  const kept = el.attrs.filter((a) => !FETCH_ATTRIBUTES.has(a.name.toLowerCase())).map((a) => ` ${html.slice(a.start, a.end)}`);
  return `<script${module ? ' type="module"' : ''}${kept.join('')}>${scriptText(code)}</script>`;
}

/**
 * Code that cannot end its `<script>` early nor open an HTML comment that swallows the rest: the
 * `<` of `</script` and `<!--` written as `\x3C`, which means `<` in every place JavaScript
 * could hold those words (strings, templates, regular expressions).
 */
export function scriptText(code: string): string {
  return code.replace(/<(\/script|!--)/gi, '\\x3C$1');
}

/** CSS that cannot end its `<style>` early: `<` of `</style` written as the CSS escape `\3c `. */
export function styleText(css: string): string {
  return css.replace(/<(\/style)/gi, '\\3c $1');
}
