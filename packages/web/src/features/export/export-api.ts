import { pageExportResponseSchema, type PageExportResponse, type RuntimeDelivery } from '@cui/shared';
import { apiFetch, clientError } from '../../lib/api';

/** The page built as publishing builds it, as one file that works on its own (signed in or not; free). */
export async function exportPage(html: string, runtimes: RuntimeDelivery, token: string | null): Promise<PageExportResponse> {
  const parsed = pageExportResponseSchema.safeParse(await apiFetch<unknown>('/api/pages/export', { body: { html, runtimes }, token }));
  if (!parsed.success) throw clientError(200, 'invalid_response', 'page export');
  return parsed.data;
}
