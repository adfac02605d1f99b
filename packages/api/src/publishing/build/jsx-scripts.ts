import { transform, type Message, type TransformFailure } from 'esbuild';
import { PageBuildError } from './page-build-error';
import { attr, type PageElement } from './page-markup';

/** The script types Babel standalone compiles in the browser. */
const JSX_TYPES = new Set(['text/babel', 'text/jsx']);

/** Attributes that only meant something to Babel standalone, or that the compiled tag sets itself. */
const BABEL_ATTRIBUTES = new Set(['type', 'src', 'data-presets', 'data-plugins', 'data-type', 'defer', 'async']);

export function isJsxScript(el: PageElement): boolean {
  return el.tag === 'script' && JSX_TYPES.has(scriptType(el));
}

function scriptType(el: PageElement): string {
  return (attr(el, 'type') ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * The page's inline JSX as plain JavaScript for the pinned React UMD globals: the classic runtime
 * (`React.createElement`), as Babel 7's React preset does, so a page's `/** @jsx h *\/` pragma still
 * works. No module format is given, so top-level names stay globals as they were when Babel
 * standalone ran the script.
 */
export async function compileJsx(html: string, el: PageElement): Promise<string> {
  const src = attr(el, 'src');
  if (src !== null) throw new PageBuildError(`The page loads its JSX from "${src.slice(0, 200)}"; publishing compiles only JSX written in the page.`);
  const presets = (attr(el, 'data-presets') ?? '').toLowerCase();
  const code = html.slice(el.contentStart, el.contentEnd);
  try {
    const out = await transform(code, {
      loader: /typescript|tsx/.test(presets) ? 'tsx' : 'jsx',
      jsx: 'transform',
      jsxFactory: 'React.createElement',
      jsxFragment: 'React.Fragment',
      // BigInt literals and optional chaining pass through as written; older syntax is what every
      // browser the pinned React 18 supports understands.
      target: 'es2020',
      minify: true,
      charset: 'utf8',
      logLevel: 'silent',
    });
    return out.code;
  } catch (err) {
    const first: Message | undefined = (err as TransformFailure).errors?.[0];
    if (!first) throw err;
    const line = first.location ? ` (line ${lineOf(html, el.contentStart) + first.location.line - 1})` : '';
    throw new PageBuildError(`The page's script does not compile: ${first.text}${line}`);
  }
}

/**
 * The tag that loads the compiled script in the JSX script's place. Babel standalone ran its scripts
 * after the document was parsed, in order; `defer` keeps both (a `data-type="module"` script was a
 * module, which is deferred anyway).
 */
export function compiledScriptTag(html: string, el: PageElement, assetPath: string): string {
  const kept = el.attrs.filter((a) => !BABEL_ATTRIBUTES.has(a.name.toLowerCase())).map((a) => ` ${html.slice(a.start, a.end)}`);
  const kind = (attr(el, 'data-type') ?? '').trim().toLowerCase() === 'module' ? ' type="module"' : ' defer';
  return `<script${kind} src="${assetPath}"${kept.join('')}></script>`;
}

/** The 1-based line of `offset` in `text`. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
