import { createdTokenSchema, tokensResponseSchema, type CreatedToken, type CreateTokenRequest, type PersonalToken } from '@cui/shared';
import { apiFetch, clientError } from '../../lib/api';

/** The caller's personal access tokens (a signed-in session only). Answers are checked against the shared DTOs. */
export const tokensApi = {
  async list(token: string, signal?: AbortSignal): Promise<PersonalToken[]> {
    const parsed = tokensResponseSchema.safeParse(await apiFetch<unknown>('/api/tokens', { token, signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'tokens');
    return parsed.data.tokens;
  },

  async create(body: CreateTokenRequest, token: string): Promise<CreatedToken> {
    const parsed = createdTokenSchema.safeParse(await apiFetch<unknown>('/api/tokens', { body, token }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'token');
    return parsed.data;
  },

  async revoke(id: string, token: string): Promise<void> {
    await apiFetch(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE', token });
  },
};
