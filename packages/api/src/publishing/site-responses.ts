import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { ENTRY_OVERHEAD_BYTES, SiteResponse } from './site-cache';
import type { AssetRow, BuiltPageRow, StoredBody } from './sites.repository';

/**
 * What every site response says, in place of the app's headers: a site is someone's page, not the
 * app, so none of the app's policy applies to it.
 */
const SITE_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

/** Added to every response of the path fallback, which shares the app's origin: the page runs with an opaque one. */
export const PATH_FALLBACK_CSP = 'sandbox allow-scripts allow-forms allow-popups';

/** Short, so a republished page shows within a minute even where a cache kept the old one; revalidation is a 304. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const HTML = 'text/html; charset=utf-8';

const ENCODING_SUFFIX = { identity: '', gzip: '-gz', br: '-br' } as const;

function respond(
  status: number,
  contentType: string,
  cacheControl: string,
  stored: StoredBody,
  etag: string | null,
  extra: OutgoingHttpHeaders = {},
): SiteResponse {
  const compressed = Boolean(stored.gzip || stored.br);
  const base: OutgoingHttpHeaders = {
    'content-type': contentType,
    'cache-control': cacheControl,
    ...(compressed ? { vary: 'Accept-Encoding' } : {}),
    ...SITE_HEADERS,
    ...extra,
  };
  const variant = (encoding: keyof typeof ENCODING_SUFFIX, body: Buffer | null): OutgoingHttpHeaders | null =>
    body && {
      ...base,
      'content-length': body.length,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      // A strong validator names one representation: each encoding's differs.
      ...(etag ? { etag: `"${etag}${ENCODING_SUFFIX[encoding]}"` } : {}),
    };
  return {
    status,
    etag,
    body: stored.body,
    gzip: stored.gzip,
    br: stored.br,
    headers: { identity: variant('identity', stored.body)!, gzip: variant('gzip', stored.gzip), br: variant('br', stored.br) },
    bytes: stored.body.length + (stored.gzip?.length ?? 0) + (stored.br?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
  };
}

export function pageResponse(row: BuiltPageRow): SiteResponse {
  return respond(200, HTML, PAGE_CACHE_CONTROL, row, row.etag);
}

/**
 * Assets are public and the same for everyone: readable cross-origin (no credentials), because a page
 * under the /s/ fallback has an opaque origin, and module scripts and fonts are fetched with CORS.
 */
export function assetResponse(row: AssetRow): SiteResponse {
  return respond(200, row.contentType, ASSET_CACHE_CONTROL, row, null, { 'access-control-allow-origin': '*' });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
const plain = (text: string): StoredBody => ({ body: Buffer.from(text), gzip: null, br: null });

/** A site's robots.txt: everything of the site may be crawled, and its sitemap is at `{root}sitemap.xml`. */
export function robotsResponse(root: string): SiteResponse {
  const text = `User-agent: *\nAllow: ${new URL(root).pathname}\n\nSitemap: ${root}sitemap.xml\n`;
  return respond(200, 'text/plain; charset=utf-8', PAGE_CACHE_CONTROL, plain(text), null);
}

/** A site's sitemap.xml: each live page's absolute URL and when its latest version was published. */
export function sitemapResponse(pages: { url: string; updatedAt: Date }[]): SiteResponse {
  const urls = pages.map((p) => `<url><loc>${xml(p.url)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>\n`).join('');
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
  return respond(200, 'application/xml; charset=utf-8', PAGE_CACHE_CONTROL, plain(text), null);
}

const NOT_FOUND_HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#3f3f46;background:#fafafa">
<main style="text-align:center;padding:2rem"><h1 style="font-size:1.5rem;margin:0 0 .5rem">Page not found</h1>
<p style="margin:0">This page does not exist, or its site is no longer published.</p></main>
</body></html>
`;

/** Unknown site, page or file: a small page of our own, never cached by the browser (the site may be published any moment). */
export const NOT_FOUND = respond(404, HTML, 'no-cache', plain(NOT_FOUND_HTML), null);

/** A renamed site's old name: which site it leads to, kept as a 404 would be; the redirect is written per request. */
export function movedResponse(to: string): SiteResponse {
  return { ...NOT_FOUND, status: 308, movedTo: to, bytes: NOT_FOUND.bytes + to.length };
}

/** `/favicon.ico` of a site: no content, cached for a day (a page that wants an icon links its own). */
export const NO_ICON = respond(204, 'image/x-icon', 'public, max-age=86400', plain(''), null);

const UNAVAILABLE_HTML = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Try again</title></head><body><p>This site cannot be shown right now. Please try again in a moment.</p></body></html>';

/** PostgreSQL unreachable on a cache miss. */
export const UNAVAILABLE = respond(503, HTML, 'no-store', plain(UNAVAILABLE_HTML), null);

/**
 * A conditional GET the response satisfies: `If-None-Match` names it in one of its encodings (a
 * client that switched encodings still holds the same page), weakly or not, or is `*`. A response
 * without a tag is never "not modified"; a request with `Cache-Control: no-cache` always gets the body.
 */
export function notModified(request: IncomingHttpHeaders, response: SiteResponse): boolean {
  if (!response.etag) return false;
  const { identity, gzip, br } = response.headers;
  return [identity, gzip, br].some((variant) => variant?.etag !== undefined && fresh(request, { etag: variant.etag }));
}

export type Encoding = 'br' | 'gzip' | null;

/** Brotli wins a tie; `x-gzip` is gzip's old name. */
const ENCODINGS = ['br', 'gzip', 'x-gzip'];
// @types/negotiator predates negotiator 1's `preferred` option (the order that breaks a tie).
type EncodingChoice = (available: string[], options: { preferred: string[] }) => string | undefined;
/** Browsers send a handful of distinct headers, so the answers are remembered. */
const negotiated = new LRUCache<string, { choice: Encoding }>({ max: 256 });

/** The encoding `Accept-Encoding` prefers among brotli and gzip (q-values and explicit refusals honoured), or null. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known) return known.choice;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const name = (negotiator.encoding as EncodingChoice).call(negotiator, ENCODINGS, { preferred: ENCODINGS });
  const choice: Encoding = name === 'br' ? 'br' : name ? 'gzip' : null;
  negotiated.set(header, { choice });
  return choice;
}
