import type { BuildOptions, BuiltPage } from './build/page-build';

/** Turns a page's source into what its site serves; throws `PageBuildError` for a page it cannot build. */
export type PageBuilder = (source: string, options?: BuildOptions) => Promise<BuiltPage>;

/** Injection token of the publish worker's builder: `buildPage`, unless the app was created with another (tests). */
export const PAGE_BUILDER = Symbol('PAGE_BUILDER');
