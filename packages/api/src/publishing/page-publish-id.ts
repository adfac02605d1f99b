import { createHash } from 'node:crypto';

/**
 * The publish_id of page `page`'s version in the site publish `publishId`: a UUID made from both, so
 * a job run twice stores each page's version once, as a page's own publish does with its job id.
 */
export function pagePublishId(publishId: string, page: string): string {
  const hex = createHash('sha256').update(`${publishId}\n${page}`).digest('hex');
  // Shaped as a version-8 (custom) UUID: PostgreSQL's uuid type takes any 128 bits, the shape keeps tools happy.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
