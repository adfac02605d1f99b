import { prototypeLinkResponseSchema, sharedPrototypeResponseSchema, type PrototypeLink, type SharedPrototype } from '@cui/shared';
import { apiFetch, clientError } from '../../../lib/api';

const linkPath = (uuid: string) => `/api/projects/${encodeURIComponent(uuid)}/prototype-link`;

async function linkOf(answer: Promise<unknown>): Promise<PrototypeLink | null> {
  const parsed = prototypeLinkResponseSchema.safeParse(await answer);
  if (!parsed.success) throw clientError(200, 'invalid_response', 'prototype link');
  return parsed.data.link;
}

/** A project's read-only prototype link (the owner's, bearer) and the prototype behind one (anyone). */
export const prototypeApi = {
  getLink: (uuid: string, token: string, signal?: AbortSignal) => linkOf(apiFetch<unknown>(linkPath(uuid), { token, signal })),
  createLink: (uuid: string, token: string, rotate = false) => linkOf(apiFetch<unknown>(linkPath(uuid), { body: rotate ? { rotate } : {}, token })),
  revokeLink: (uuid: string, token: string) => linkOf(apiFetch<unknown>(linkPath(uuid), { method: 'DELETE', token })),

  async play(shareToken: string, signal?: AbortSignal): Promise<SharedPrototype> {
    const parsed = sharedPrototypeResponseSchema.safeParse(await apiFetch<unknown>(`/api/prototypes/${encodeURIComponent(shareToken)}`, { signal }));
    if (!parsed.success) throw clientError(200, 'invalid_response', 'prototype');
    return parsed.data.prototype;
  },
};
