import { z } from 'zod';
import { HTML_MAX_BYTES, PROMPT_MAX_CHARS, utf8Bytes } from './generation';

/**
 * Folder names are one DNS label under the sites host: lower-case letters, digits and '-', 3–40
 * characters, not starting or ending with '-', not an IDNA form (hyphens as the 3rd and 4th
 * characters: `xn--…` punycode, which browsers show as look-alike Unicode), and not a name the
 * platform or a well-known protocol keeps for itself.
 */
export const FOLDER_NAME_MIN = 3;
export const FOLDER_NAME_MAX = 40;
export const FOLDER_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/**
 * A security list, not a courtesy: a site at one of these labels could answer for the platform, or
 * for a protocol whose clients look the label up (mail clients' autodiscover/autoconfig, MTA-STS,
 * proxy auto-discovery, OpenPGP key directories…). Underscore labels (`_dmarc`, `_domainkey`,
 * `_acme-challenge`) never pass the pattern. Names below 3 characters are listed where they are
 * well known, so the list stays right if the minimum changes.
 */
export const RESERVED_FOLDER_NAMES: readonly string[] = [
  // The platform's own.
  'www', 'api', 'app', 'admin', 'static', 'assets', 'cdn', 'docs', 'help', 'support', 'status', 'blog',
  'dashboard', 'auth', 'login', 'signin', 'signup', 'logout', 'account', 'accounts', 'sso', 'oauth', 'id',
  'billing', 'pay', 'payments', 'checkout', 'stitch', 'vendor', 'preview', 'cui', 'sites', 's', 'root',
  'system', 'localhost', 'local', 'internal', 'intranet',
  // Mail, and what mail clients and servers look up.
  'mail', 'email', 'webmail', 'smtp', 'imap', 'pop', 'pop3', 'mx', 'mta-sts', 'autodiscover', 'autoconfig',
  'openpgpkey', 'postmaster', 'hostmaster', 'webmaster', 'abuse', 'security', 'noc', 'owa', 'exchange',
  'lyncdiscover', 'sip', 'enterpriseenrollment', 'enterpriseregistration', 'msoid', 'cpanel', 'whm',
  'webdisk', 'cpcalendars', 'cpcontacts', 'caldav', 'carddav', 'xmpp', 'jabber',
  // Network services and discovery.
  'ns', 'dns', 'ftp', 'sftp', 'ssh', 'wpad', 'isatap', 'ntp', 'ldap', 'proxy', 'vpn', 'secure', 'ssl',
  'tls', 'ws', 'wss', 'm', 'mobile', 'wap',
];
/** Numbered variants of well-known hosts: ns1, ns12, mx2, www3, smtp1… */
const RESERVED_NUMBERED = /^(?:ns|dns|mx|www|mail|smtp|imap|pop|api|app|cdn)\d+$/;
/** IDNA keeps hyphens in the 3rd and 4th place for its own forms (`xn--` punycode among them). */
const IDNA_FORM = /^..--/;

export const FOLDER_NAME_RULE =
  'The site name must be 3–40 characters of lower-case letters, digits and hyphens, must not start or end with a hyphen, must not have hyphens as its 3rd and 4th characters (punycode names such as xn--… are refused), and must not be a reserved name (www, mail, mta-sts, autodiscover, ns1 and the like).';

export function isValidFolderName(name: string): boolean {
  return (
    name.length >= FOLDER_NAME_MIN &&
    name.length <= FOLDER_NAME_MAX &&
    FOLDER_NAME_PATTERN.test(name) &&
    !IDNA_FORM.test(name) &&
    !RESERVED_NUMBERED.test(name) &&
    !RESERVED_FOLDER_NAMES.includes(name)
  );
}

export const folderNameSchema = z.string().refine(isValidFolderName, { message: FOLDER_NAME_RULE });

/**
 * A site name suggested from a page's title: its words as a DNS label (accents dropped, anything
 * else a hyphen), cut at a word to fit; a title that gives no valid name gives `''`.
 */
export function suggestFolderName(title: string): string {
  // "Oma's Glas — Jam from Graz, done properly": a site is named after its brand, before the tagline.
  const brand = title.split(/\s+[—–|·:]\s+|\s+-\s+/)[0];
  if (brand !== title) {
    const short = suggestFolderName(brand);
    if (short.length >= 3) return short;
  }
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\p{L})['’](\p{L})/gu, '$1$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let name = '';
  for (const word of words) {
    const next = name ? `${name}-${word}` : word;
    if (next.length > FOLDER_NAME_MAX) break;
    name = next;
  }
  if (!name && words[0]) name = words[0].slice(0, FOLDER_NAME_MAX);
  if (isValidFolderName(name)) return name;
  const padded = `${name}-site`;
  return name && isValidFolderName(padded) ? padded : '';
}

/** Page names: `index` or a slug of at most 60 characters; a `.html` suffix is dropped first. */
export const PAGE_NAME_MAX = 60;
export const PAGE_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const PAGE_NAME_RULE = 'The page name must be at most 60 characters of lower-case letters, digits and hyphens (a .html suffix is allowed).';
export const DEFAULT_PAGE_NAME = 'index';

export function pageNameFromFileName(fileName: string): string {
  return fileName.replace(/\.html$/i, '');
}

export function isValidPageName(name: string): boolean {
  return name.length >= 1 && name.length <= PAGE_NAME_MAX && PAGE_NAME_PATTERN.test(name);
}

/**
 * The page a link of a site leads to, from its `href` as a site's own links are written (`./`,
 * `./{page}`, `./{page}.html`, `/`, `/{page}`); null for any other address (another site, a
 * fragment, a query, a deeper path, a name no page can have).
 */
export function pageOfSitePath(href: string): string | null {
  const match = /^\.?\/([^/?#]*)$/.exec(href.trim());
  if (!match) return null;
  const page = pageNameFromFileName(match[1]);
  return !page ? DEFAULT_PAGE_NAME : isValidPageName(page) ? page : null;
}

export const pageFileNameSchema = z
  .string()
  .transform(pageNameFromFileName)
  .refine(isValidPageName, { message: PAGE_NAME_RULE });

export const PUBLISH_TITLE_MAX = 200;

/** POST /api/publish (bearer). Without `folderName` a new site is created. */
export const publishRequestSchema = z.object({
  html: z
    .string()
    .min(1, { message: 'There is no page to publish.' })
    .refine((v) => utf8Bytes(v) <= HTML_MAX_BYTES, { message: 'The page HTML must be at most 2 MB.' }),
  title: z.string().max(PUBLISH_TITLE_MAX).default(''),
  prompt: z.string().max(PROMPT_MAX_CHARS).default(''),
  model: z.string().max(100).default(''),
  fileName: pageFileNameSchema.default(DEFAULT_PAGE_NAME),
  folderName: folderNameSchema.optional(),
});
export type PublishRequest = z.input<typeof publishRequestSchema>;
export type PublishRequestParsed = z.output<typeof publishRequestSchema>;

/**
 * 200 answer of POST /api/publish (the URL serves the page when this arrives), and of POST
 * /api/sites/{folder}/publish, which brings an unpublished site back as it was (its index's URL).
 */
export const publishResponseSchema = z.object({
  folderName: z.string(),
  fileName: z.string(),
  url: z.string(),
  message: z.string(),
  /** Other pages of the site whose navigation could not be brought in line with this publish (publish them again). */
  staleNavigation: z.array(z.string()).optional(),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;

/**
 * GET /api/sites/all: the caller's sites, folder name → its pages. `{}` when anonymous. An
 * unpublished site is listed too (its history is kept and it can be published again), its pages
 * not `live`: their URLs answer 404.
 */
export const sitePageSchema = z.object({ name: z.string(), live: z.boolean().default(true) });
export const sitesMapSchema = z.record(z.string(), z.array(sitePageSchema));
export type SitePage = z.infer<typeof sitePageSchema>;
export type SitesMap = z.infer<typeof sitesMapSchema>;

/**
 * GET /api/sites/name-check?name= (bearer): whether `name` could name a new site, or be a site's
 * new name, now. `invalid` breaks the rules (FOLDER_NAME_RULE), `taken` is another site's or a
 * renamed site's old name that still redirects.
 */
export const siteNameCheckQuerySchema = z.object({ name: z.string({ message: 'name is required.' }).max(100) });
export const siteNameCheckSchema = z.object({
  name: z.string(),
  available: z.boolean(),
  reason: z.enum(['invalid', 'taken']).nullable(),
});
export type SiteNameCheck = z.infer<typeof siteNameCheckSchema>;

/** POST /api/sites/{folder}/rename (the owner only): the old name redirects to the new one for a while. */
export const renameSiteRequestSchema = z.object({ folderName: folderNameSchema });
export type RenameSiteRequest = z.input<typeof renameSiteRequestSchema>;
export const renameSiteResponseSchema = z.object({ folderName: z.string(), url: z.string(), redirectsUntil: z.string() });
export type RenameSiteResponse = z.infer<typeof renameSiteResponseSchema>;

/** True when a site's pages say it is unpublished (every page of a site is live or none is). */
export function isUnpublishedSite(pages: readonly SitePage[]): boolean {
  return pages.length > 0 && pages.every((page) => !page.live);
}

/** GET /api/sites/file/versions?folder_name=&file_name= (the owner only): oldest first. */
export const pageVersionSchema = z.object({ html: z.string(), prompt: z.string(), created_at: z.string() });
export const pageVersionsSchema = z.array(pageVersionSchema);
export type PageVersion = z.infer<typeof pageVersionSchema>;

/**
 * GET /api/remix/{folder} or /api/remix/{folder}/{page}: the latest version's source, and the site's
 * pages (`index` first). `screens`: every page of the site was published from a designer project's
 * screens, so a whole-site remix makes a designer project of it (POST /api/remix/{folder}/project).
 */
export const remixResponseSchema = z.object({ html: z.string(), pages: z.array(z.string()).default([]), screens: z.boolean().default(false) });
export type RemixResponse = z.output<typeof remixResponseSchema>;

/**
 * Where published sites live, from GET /api/config: `urlTemplate` holds `{folder}`, e.g.
 * `http://{folder}.localhost:3000/` (a wildcard host) or `https://app.example.com/s/{folder}/` (the
 * path fallback). Always ends with '/'.
 */
export const sitesConfigSchema = z.object({ urlTemplate: z.string() });
export type SitesConfig = z.infer<typeof sitesConfigSchema>;

/** A page's public URL: the site's root for `index`, else `{root}{page}`. */
export function siteUrl(urlTemplate: string, folderName: string, page: string = DEFAULT_PAGE_NAME): string {
  return pageUrl(urlTemplate.replace('{folder}', folderName), page);
}

/** A page's URL under its site's root URL (which ends with '/'). */
export function pageUrl(root: string, page: string): string {
  return page === DEFAULT_PAGE_NAME ? root : `${root}${page}`;
}

/**
 * How a downloaded page gets the runtimes its framework needs (Vue, React, Bootstrap's script, …):
 * `inline` puts them in the file, which then works from disk with no network; `cdn` loads them from
 * jsDelivr, pinned to the version the app serves, with Subresource Integrity (a smaller file).
 */
export const RUNTIME_DELIVERIES = ['inline', 'cdn'] as const;
export type RuntimeDelivery = (typeof RUNTIME_DELIVERIES)[number];

/** POST /api/pages/export (signed in or not, free): the page as one self-contained HTML file. */
export const pageExportRequestSchema = z.object({
  html: z
    .string()
    .min(1, { message: 'There is no page to export.' })
    .refine((v) => utf8Bytes(v) <= HTML_MAX_BYTES, { message: 'The page HTML must be at most 2 MB.' }),
  runtimes: z.enum(RUNTIME_DELIVERIES).default('inline'),
});
export type PageExportRequest = z.input<typeof pageExportRequestSchema>;
export type PageExportRequestParsed = z.output<typeof pageExportRequestSchema>;

/** 200 answer of POST /api/pages/export: the page built as publishing builds it, with nothing left on the app's server. */
export const pageExportResponseSchema = z.object({
  html: z.string(),
  /** What the page was found to be: one of `FRAMEWORKS`. */
  framework: z.string(),
  /** The public CDN URLs the file loads runtimes from (`runtimes: 'cdn'`); empty when it needs no network. */
  cdnUrls: z.array(z.string()),
});
export type PageExportResponse = z.infer<typeof pageExportResponseSchema>;

/**
 * POST /api/projects/{id}/publish (the project's owner): every finished screen of the project a page
 * of one site. Without `folderName` the project's own site (the one it was published to before), else
 * a new site named from its title.
 */
export const projectPublishRequestSchema = z
  .strictObject({ folderName: z.string({ message: 'folderName must be text.' }).max(100, { message: FOLDER_NAME_RULE }).pipe(folderNameSchema).optional() }, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'The body may only name folderName.' : 'The body must be a JSON object.'),
  })
  .default({});
export type ProjectPublishRequest = z.input<typeof projectPublishRequestSchema>;
export type ProjectPublishRequestParsed = z.output<typeof projectPublishRequestSchema>;

/** A screen as a page of its project's site: `updated` when this publish added a version of it. */
export const projectPageSchema = z.object({ screen: z.string(), page: z.string(), url: z.string(), updated: z.boolean() });
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** 200 answer of POST /api/projects/{id}/publish: as POST /api/publish's (its index page), with every page. */
/**
 * `removed`: pages the project had published before from screens it no longer has (deleted or
 * renamed), taken off the site by this publish; pages added to the site in the generator stay.
 */
export const projectPublishResponseSchema = publishResponseSchema.extend({ pages: z.array(projectPageSchema), removed: z.array(z.string()).default([]) });
export type ProjectPublishResponse = z.infer<typeof projectPublishResponseSchema>;

/** The site a designer project was last published to: its current name (renames follow it) and its index's URL. */
export const projectSiteSchema = z.object({ folderName: z.string(), url: z.string(), live: z.boolean() });
export type ProjectSite = z.infer<typeof projectSiteSchema>;

/** GET /api/sites/file/versions?folder_name=&file_name= (bearer): a page's published versions. */
export const versionsQuerySchema = z.object({
  folder_name: z.string({ message: 'folder_name is required.' }).max(100),
  file_name: z.string({ message: 'file_name is required.' }).max(100),
});
export type VersionsQuery = z.output<typeof versionsQuerySchema>;

/** 200 answer of DELETE /api/sites/{folder}: the site is off the web (it stays in the owner's projects). */
export const unpublishResponseSchema = z.object({ folderName: z.string(), message: z.string() });
export type UnpublishResponse = z.infer<typeof unpublishResponseSchema>;
