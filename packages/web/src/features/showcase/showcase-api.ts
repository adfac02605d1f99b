import { showcasePageSchema, siteSettingsSchema, type ShowcasePage, type SiteSettings } from '@cui/shared';
import { apiFetch, clientError } from '../../lib/api';

/** Every cached showcase page starts with this key, so one invalidation refreshes them all. */
export const SHOWCASE_QUERY_ROOT = 'showcase';
/** A site's settings are its owner's: cached under the token that read them. */
export const siteSettingsKey = (folder: string, token: string | null) => ['site-settings', folder, token] as const;

export const showcaseApi = {
  async page(cursor: string | null, limit: number, signal?: AbortSignal): Promise<ShowcasePage> {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    const parsed = showcasePageSchema.safeParse(await apiFetch<unknown>(`/api/showcase?${query.toString()}`, { signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'showcase');
    return parsed.data;
  },

  async settings(folder: string, token: string | null, signal?: AbortSignal): Promise<SiteSettings> {
    const parsed = siteSettingsSchema.safeParse(await apiFetch<unknown>(`/api/sites/${encodeURIComponent(folder)}/settings`, { token, signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'site settings');
    return parsed.data;
  },

  async setShowcase(folder: string, showcase: boolean, token: string | null): Promise<SiteSettings> {
    const parsed = siteSettingsSchema.safeParse(await apiFetch<unknown>(`/api/sites/${encodeURIComponent(folder)}/settings`, { method: 'PATCH', body: { showcase }, token }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'site settings');
    return parsed.data;
  },
};
