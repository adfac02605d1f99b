/** The page cannot be built; `message` says why in words a user can act on (answered as 422). */
export class PageBuildError extends Error {
  override name = 'PageBuildError';
}
