/**
 * Turns a page's source HTML into what a published site serves: no Tailwind browser runtime, no
 * Babel. PLACEHOLDER: returns the source unchanged until the build lands.
 */

/** A file the built page references, by a content-hashed path relative to the page (`_assets/{hash}.{ext}`). */
export interface BuiltAsset {
  path: string;
  contentType: string;
  body: Buffer;
}

export interface BuiltPage {
  html: string;
  assets: BuiltAsset[];
  /** What the page was found to be, recorded with its version (e.g. `htmlTailwind`, `reactTailwind`, `html`). */
  framework: string;
}

/** The page cannot be built; `message` says why in words a user can act on (answered as 422). */
export class PageBuildError extends Error {}

export async function buildPage(source: string): Promise<BuiltPage> {
  return { html: source, assets: [], framework: 'html' };
}
