import {
  pageVersionsSchema,
  publishResponseSchema,
  remixResponseSchema,
  remixProjectResponseSchema,
  remixSiteResponseSchema,
  type RemixProjectResponse,
  type RemixResponse,
  type RemixSiteResponse,
  sitePagesResponseSchema,
  type SitePagesResponse,
  renameSiteResponseSchema,
  type RenameSiteResponse,
  siteNameCheckSchema,
  sitesMapSchema,
  type SiteNameCheck,
  type PageVersion,
  type PublishRequest,
  type PublishResponse,
  type SitesMap,
} from '@cui/shared';
import { apiFetch, clientError, isApiError, NETWORK_ERROR_STATUS } from '../../lib/api';
import { idempotencyHeader } from '../../lib/idempotency-key';

/** How many times a publish whose answer the network lost is sent again (with its key). */
const PUBLISH_RESENDS = 2;

/** Every cached site list starts with this key, so one invalidation refreshes them all. */
export const SITES_QUERY_ROOT = 'sites';

export const publishingApi = {
  /** A failure gives an empty object: an unreachable site list must not break the control bar. */
  async sites(token: string | null, signal?: AbortSignal): Promise<SitesMap> {
    try {
      const parsed = sitesMapSchema.safeParse(await apiFetch<unknown>('/api/sites/all', { token, signal }));
      return parsed.success ? parsed.data : {};
    } catch (error) {
      if (signal?.aborted) throw error;
      return {};
    }
  },

  /** Whether `name` passes the site-name rules and no site has it. */
  async checkName(name: string, token: string | null, signal?: AbortSignal): Promise<SiteNameCheck> {
    const parsed = siteNameCheckSchema.safeParse(await apiFetch<unknown>(`/api/sites/name-check?${new URLSearchParams({ name }).toString()}`, { token, signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'name check');
    return parsed.data;
  },

  /** The page's history, oldest first. Prompts are private, so the owner's token is needed. */
  async pageVersions(folderName: string, pageName: string, token: string | null, signal?: AbortSignal): Promise<PageVersion[]> {
    const query = new URLSearchParams({ folder_name: folderName, file_name: pageName });
    const parsed = pageVersionsSchema.safeParse(await apiFetch<unknown>(`/api/sites/file/versions?${query.toString()}`, { token, signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'page versions');
    return parsed.data;
  },

  /**
   * Resolves once the page is live at the returned URL (the server builds it before answering). A
   * send the network failed is sent again with the same Idempotency-Key, which gets the same publish.
   */
  async publish(body: PublishRequest, token: string | null): Promise<PublishResponse> {
    const headers = idempotencyHeader();
    for (let resends = 0; ; resends++) {
      try {
        const parsed = publishResponseSchema.safeParse(await apiFetch<unknown>('/api/publish', { body, token, headers }));
        if (!parsed.success) throw clientError(200, 'invalid_response', 'publish');
        return parsed.data;
      } catch (error) {
        if (!isApiError(error) || error.status !== NETWORK_ERROR_STATUS || resends >= PUBLISH_RESENDS) throw error;
      }
    }
  },

  /** Brings an unpublished site back as it was; resolves once it is live (the answer names its index). */
  async republish(folderName: string, token: string | null): Promise<PublishResponse> {
    const parsed = publishResponseSchema.safeParse(await apiFetch<unknown>(`/api/sites/${encodeURIComponent(folderName)}/publish`, { method: 'POST', token }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'republish');
    return parsed.data;
  },

  /** Gives the site a new name; its old address redirects until `redirectsUntil`. */
  async rename(folderName: string, newName: string, token: string | null): Promise<RenameSiteResponse> {
    const parsed = renameSiteResponseSchema.safeParse(
      await apiFetch<unknown>(`/api/sites/${encodeURIComponent(folderName)}/rename`, { body: { folderName: newName }, token }),
    );
    if (!parsed.success) throw clientError(200, 'invalid_response', 'rename');
    return parsed.data;
  },

  /** Renames a page of the caller's site; answers the site's pages. */
  async renamePage(folderName: string, pageName: string, newName: string, token: string | null): Promise<SitePagesResponse> {
    const path = `/api/sites/${encodeURIComponent(folderName)}/pages/${encodeURIComponent(pageName)}/rename`;
    const parsed = sitePagesResponseSchema.safeParse(await apiFetch<unknown>(path, { body: { pageName: newName }, token }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'rename page');
    return parsed.data;
  },

  /** Removes a page of the caller's site with its history; answers the site's pages. */
  async removePage(folderName: string, pageName: string, token: string | null): Promise<SitePagesResponse> {
    const path = `/api/sites/${encodeURIComponent(folderName)}/pages/${encodeURIComponent(pageName)}`;
    const parsed = sitePagesResponseSchema.safeParse(await apiFetch<unknown>(path, { method: 'DELETE', token }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'remove page');
    return parsed.data;
  },

  async unpublish(folderName: string, token: string | null): Promise<void> {
    await apiFetch(`/api/sites/${encodeURIComponent(folderName)}`, { method: 'DELETE', token });
  },

  /** `id` is a folder (its index page) or `folder/page`; one path segment either way. With the site's pages. */
  async remix(id: string, signal?: AbortSignal): Promise<RemixResponse> {
    const parsed = remixResponseSchema.safeParse(await apiFetch<unknown>(`/api/remix/${encodeURIComponent(id)}`, { signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'remix');
    if (!parsed.data.html.trim()) throw clientError(200, 'empty_output', 'remix');
    return parsed.data;
  },

  /** Copies every page of a live site into a new unpublished site of the caller's. */
  async remixSite(folderName: string, token: string | null, signal?: AbortSignal): Promise<RemixSiteResponse> {
    const parsed = remixSiteResponseSchema.safeParse(await apiFetch<unknown>(`/api/remix/${encodeURIComponent(folderName)}/site`, { method: 'POST', token, signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'remix site');
    return parsed.data;
  },

  /** Copies every page of a live site into a new designer project of the caller's, each page a screen. */
  async remixProject(folderName: string, token: string | null, signal?: AbortSignal): Promise<RemixProjectResponse> {
    const parsed = remixProjectResponseSchema.safeParse(await apiFetch<unknown>(`/api/remix/${encodeURIComponent(folderName)}/project`, { method: 'POST', token, signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'remix project');
    return parsed.data;
  },
};
