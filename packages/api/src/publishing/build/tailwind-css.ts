import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import { Features, transform } from 'lightningcss';
import { compile } from 'tailwindcss';
import { PageBuildError } from './page-build-error';

/** Distinct class-like words a page may hold; real pages have a few thousand (decision 022). */
export const MAX_CANDIDATES = 50_000;
/** Compiled CSS past this is refused: a generated page needs about 20 KB, and artifacts are stored per version. */
export const MAX_CSS_BYTES = 1024 * 1024;
/** Brackets, parentheses and braces deeper than this in the compiled CSS are refused before minifying. */
export const MAX_CSS_NESTING = 100;
/**
 * The scanner looks for a `]` far ahead of every unmatched `[`, which makes a page of them cost
 * the square of its length (80 KB: 5 s). Fed in pieces of this size, cut at whitespace (no class
 * name contains any), a 2 MB page of them costs about 1.5 s.
 */
const SCAN_PIECE = 1024;

/** Tailwind's own stylesheets, by the names `@import` may give them (as the browser runtime accepts). */
const STYLESHEETS: Record<string, string> = {
  tailwindcss: 'index.css',
  'tailwindcss/index': 'index.css',
  'tailwindcss/preflight': 'preflight.css',
  'tailwindcss/theme': 'theme.css',
  'tailwindcss/utilities': 'utilities.css',
  './preflight': 'preflight.css',
  './theme': 'theme.css',
  './utilities': 'utilities.css',
};
const stylesheetCache = new Map<string, string>();

function stylesheet(id: string): { path: string; content: string } {
  const file = STYLESHEETS[id.replace(/\.css$/, '')];
  if (!file) throw new PageBuildError(`@import "${id.slice(0, 100)}" is not available on published pages; only Tailwind's own stylesheets can be imported.`);
  let content = stylesheetCache.get(file);
  if (content === undefined) {
    content = readFileSync(join(dirname(require.resolve('tailwindcss/package.json')), file), 'utf8');
    stylesheetCache.set(file, content);
  }
  return { path: `virtual:tailwindcss/${file}`, content };
}

/**
 * The stylesheet the browser runtime would compile: the page's `text/tailwindcss` blocks, after
 * `@import "tailwindcss"` unless they import it themselves. Tailwind v3's `@tailwind base;` and
 * friends (pages written for the v3 CDN) mean that import, and are dropped with it; `@source`
 * names files to scan, which a page has none of, and its `inline()` brace ranges expand to
 * millions of classes, so it is dropped too.
 */
export function tailwindInput(blocks: readonly string[]): string {
  const css = blocks.join('\n').replace(/@source\b(?:[^;"'{}]|"[^"]*"|'[^']*')*;?/g, '');
  if (/@import\s+(?:url\(\s*)?["']tailwindcss/.test(css)) return css;
  return `@import "tailwindcss";\n${css.replace(/@tailwind\s+(?:base|components|utilities|variants|screens)\s*;/g, '')}`;
}

/** Class-name candidates in `content`, as Tailwind's own scanner finds them (sorted, for stable output). */
export function scanCandidates(content: string): string[] {
  const pieces: { content: string; extension: string }[] = [];
  for (let at = 0; at < content.length; ) {
    let end = Math.min(content.length, at + SCAN_PIECE);
    if (end < content.length) {
      let cut = end;
      while (cut > at && !/\s/.test(content[cut])) cut--;
      if (cut > at) end = cut;
    }
    pieces.push({ content: content.slice(at, end), extension: 'html' });
    at = end;
  }
  const candidates = new Scanner({}).scanFiles(pieces);
  if (candidates.length > MAX_CANDIDATES) {
    throw new PageBuildError(`The page has more than ${MAX_CANDIDATES} distinct class-like words for Tailwind to consider; it is too large to publish.`);
  }
  return candidates.sort();
}

/**
 * Tailwind v4's compiler over `css`, building only `candidates`. Stylesheets come from Tailwind's
 * package and nowhere else, and plugins or config files are refused, like the browser runtime
 * does: the CSS is the page author's, and must not read the server's files or load its modules.
 */
export async function compileTailwind(css: string, candidates: readonly string[]): Promise<string> {
  let built: string;
  try {
    const compiler = await compile(css, {
      base: '/',
      loadStylesheet: async (id, base) => ({ ...stylesheet(id), base }),
      loadModule: async () => {
        throw new PageBuildError('Tailwind plugins and config files (@plugin, @config) are not available on published pages.');
      },
    });
    built = compiler.build([...candidates]);
  } catch (err) {
    if (err instanceof PageBuildError) throw err;
    throw new PageBuildError(`The page's Tailwind styles do not compile: ${err instanceof Error ? err.message : String(err)}`);
  }
  const minified = minifyCss(built);
  if (Buffer.byteLength(minified) > MAX_CSS_BYTES) throw new PageBuildError(`The page's compiled CSS is larger than ${MAX_CSS_BYTES / 1024 / 1024} MB.`);
  return minified;
}

/**
 * Minified with Lightning CSS as Tailwind's CLI does (`optimize` in @tailwindcss/node: nesting and
 * media ranges lowered for Safari 16.4, Firefox 128, Chrome 111; run twice so the first pass's
 * output folds), without its console warnings. Invalid rules are dropped, as a browser would.
 */
export function minifyCss(css: string): string {
  if (nestingDepth(css) > MAX_CSS_NESTING) throw new PageBuildError(`The page's Tailwind styles nest more than ${MAX_CSS_NESTING} levels deep.`);
  const pass = (code: Uint8Array) =>
    transform({
      filename: 'page.css',
      code,
      minify: true,
      drafts: { customMedia: true },
      nonStandard: { deepSelectorCombinator: true },
      include: Features.Nesting | Features.MediaQueries,
      exclude: Features.LogicalProperties | Features.DirSelector | Features.LightDark,
      targets: { safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8), firefox: 128 << 16, chrome: 111 << 16 },
      errorRecovery: true,
    }).code;
  return Buffer.from(pass(pass(Buffer.from(css)))).toString('utf8').replaceAll('@media not (', '@media not all and (');
}

/**
 * The deepest nesting of `{`, `(` and `[` outside strings and comments. Lightning CSS parses
 * recursively on the main thread's stack, where running out ends the process, not the build.
 */
export function nestingDepth(css: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 1;
    } else if (c === '{' || c === '(' || c === '[') {
      if (++depth > max) max = depth;
    } else if (c === '}' || c === ')' || c === ']') {
      depth = Math.max(0, depth - 1);
    }
  }
  return max;
}
