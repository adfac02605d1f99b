import { z } from 'zod';
import { deviceTypeSchema } from './designer';

/**
 * A prototype link's token: 32 random bytes in base64url (43 characters). It is the only key to a
 * shared prototype, so it must be unguessable; anything else in its place names no prototype.
 */
export const PROTOTYPE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SPA path that plays a shared prototype. */
export function prototypePath(token: string): string {
  return `/prototype/${token}`;
}

/**
 * POST /api/projects/{id}/prototype-link (owner). Without `rotate` an existing link is answered as
 * it is; `rotate: true` replaces it, and the old link stops working.
 */
export const createPrototypeLinkRequestSchema = z.object({ rotate: z.boolean().optional() }).strict();
export type CreatePrototypeLinkRequest = z.infer<typeof createPrototypeLinkRequestSchema>;

export const prototypeLinkSchema = z.object({
  token: z.string().regex(PROTOTYPE_TOKEN_PATTERN),
  created_at: z.string(),
});
export type PrototypeLink = z.infer<typeof prototypeLinkSchema>;

/** GET, POST and DELETE /api/projects/{id}/prototype-link: the project's link, null when it has none. */
export const prototypeLinkResponseSchema = z.object({ link: prototypeLinkSchema.nullable() });
export type PrototypeLinkResponse = z.infer<typeof prototypeLinkResponseSchema>;

/** GET /api/prototypes/{token} (public): what a visitor plays, and nothing else of the project. */
export const sharedPrototypeSchema = z.object({
  title: z.string(),
  device_type: deviceTypeSchema,
  /** The completed screens in the project's order. */
  screens: z.array(z.object({ name: z.string(), html: z.string() })),
});
export type SharedPrototype = z.infer<typeof sharedPrototypeSchema>;
export const sharedPrototypeResponseSchema = z.object({ prototype: sharedPrototypeSchema });
export type SharedPrototypeResponse = z.infer<typeof sharedPrototypeResponseSchema>;
