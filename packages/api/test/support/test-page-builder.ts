import { createHash } from 'node:crypto';
import { BuiltPage, PageBuildError } from '../../src/publishing/build/page-build';
import type { PageBuilder } from '../../src/publishing/page-builder';

/** A source holding this cannot be built. */
export const FAIL_BUILD = '<!-- fail-build -->';
export const BUILD_FAILURE = 'The page could not be built: line 3 has an unclosed <div>.';
/** A source holding this is built only once `releaseHeldBuilds()` is called. */
export const HOLD_BUILD = '<!-- hold-build -->';

let release: () => void = () => undefined;
let held = new Promise<void>((resolve) => (release = resolve));

export function releaseHeldBuilds(): void {
  release();
  held = new Promise<void>((resolve) => (release = resolve));
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Stands in for the real build: a stylesheet of its own per source, named by its hash and linked
 * relatively like the real one's, so asset storage and serving are exercised.
 */
export const testPageBuilder: PageBuilder = async (source: string): Promise<BuiltPage> => {
  if (source.includes(FAIL_BUILD)) throw new PageBuildError(BUILD_FAILURE);
  if (source.includes(HOLD_BUILD)) await held;
  const css = Buffer.from(`/* ${sha(source)} */\nbody { color: rebeccapurple; }\n${'.card { margin: 0 auto; padding: 1rem; }\n'.repeat(40)}`);
  const path = `_assets/${sha(css).slice(0, 16)}.css`;
  return {
    html: source.replace('</head>', `<link rel="stylesheet" href="${path}"></head>`),
    assets: [{ path, contentType: 'text/css; charset=utf-8', body: css }],
    framework: 'htmlTailwind',
  };
};

/** The asset path a built page links to. */
export function assetPathIn(html: string): string {
  const match = /href="(_assets\/[^"]+)"/.exec(html);
  if (!match) throw new Error('no asset linked');
  return match[1];
}
