import { z } from 'zod';

/**
 * Why a request failed, as a stable word: every error answer of the API (JSON bodies, raw replies
 * written outside Nest, and the `error` events of its streams) carries one as `code` beside its
 * English `message`. Clients choose their words by code (the SPA from its language files) and fall
 * back to `message`; so a code is never renamed, only added. The first group are the codes given
 * by status to errors thrown without one.
 */
export const ERROR_CODES = [
  // By status.
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'request_timeout',
  'conflict',
  'payload_too_large',
  'unprocessable',
  'rate_limited',
  'internal',
  'upstream_failed',
  'unavailable',
  'timeout',
  // Request checks.
  'invalid_body',
  'prompt_required',
  'section_prompt_required',
  'model_unavailable',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'request_in_progress',
  'two_hosts',
  // Sign-in.
  /** A personal access token used for what only a signed-in browser session may do (tokens, sign-out, billing, account deletion). */
  'session_required',
  /** Creating a personal access token past the number one account may hold. */
  'too_many_tokens',
  'token_not_found',
  'login_code_incorrect',
  'login_code_expired',
  'login_code_locked',
  'session_expired',
  'account_gone',
  'anonymous_limit',
  'google_unavailable',
  'google_failed',
  'admin_auth_required',
  'invalid_signature',
  // Credits and plans.
  'insufficient_credits',
  'plan_unavailable',
  'no_subscription',
  'subscription_ending',
  'same_plan',
  'billing_unavailable',
  // Generations and projects.
  'generation_not_found',
  'generation_failed',
  'generation_stopped',
  /** An edit the built-in model could apply nothing of: nothing changed, nothing charged. */
  'edit_not_applied',
  'project_not_found',
  'project_busy',
  /** A screen the request names that the project does not have (any more). */
  'screen_not_found',
  /** Using an alternative of a screen that has not finished (still streaming, stopped or failed). */
  'variant_not_ready',
  /** A prototype link that was turned off, replaced, or never given out. */
  'prototype_not_found',
  // Publishing.
  'site_not_found',
  'not_owner',
  'build_failed',
  'publish_failed',
  'publish_timeout',
  /** A site name another site has, or a renamed site's old name while it redirects. */
  'site_name_taken',
  'page_name_taken',
  'site_nav_stale',
  /** A page that cannot be built into a file of its own for Download or Copy (the build's reason in `message`). */
  'export_failed',
  /** Publishing a designer project that has no finished screen: nothing to make a page of. */
  'project_empty',
  // Profile and account.
  /** An avatar upload whose bytes are not a JPEG, PNG, WebP or GIF picture (judged by the bytes, not the name). */
  'avatar_invalid',
  'avatar_too_large',
  /** Deleting an account without typing its e-mail address to confirm. */
  'delete_confirmation_mismatch',
  // Raised by clients themselves, never answered by the API.
  'network_error',
  'invalid_response',
  'empty_output',
  /** A file the browser could not read (moved, deleted or unreadable since it was chosen). */
  'file_unreadable',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodeSchema.safeParse(value).success;
}

/** The code of an error thrown without one, by its HTTP status. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 402:
      return 'insufficient_credits';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 422:
      return 'unprocessable';
    case 429:
      return 'rate_limited';
    case 502:
      return 'upstream_failed';
    case 503:
      return 'unavailable';
    case 504:
      return 'timeout';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}

/** The `error` event that ends a stream: why (`code`) and the English words for it. */
export const streamErrorSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  required_credits: z.number().int().optional(),
  current_balance: z.number().int().optional(),
});
export type StreamError = z.infer<typeof streamErrorSchema>;

/** Every error the API answers with has this body; extra fields depend on the error. */
export const apiErrorSchema = z
  .object({
    code: errorCodeSchema,
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .passthrough();
export type ApiError = z.infer<typeof apiErrorSchema>;

/** 402 body when a generation cannot be paid for. */
export const creditsErrorSchema = z.object({
  code: z.literal('insufficient_credits'),
  message: z.literal('Insufficient credits'),
  required_credits: z.number().int(),
  current_balance: z.number().int(),
});
export type CreditsError = z.infer<typeof creditsErrorSchema>;

/**
 * The figures a client reads from any refusal for want of credits: a 402 body or a stream's
 * `error` event, whose figures may be missing. A figure that is absent or malformed reads as
 * undefined without losing the other.
 */
export const creditFiguresSchema = z.object({
  required_credits: creditsErrorSchema.shape.required_credits.optional().catch(undefined),
  current_balance: creditsErrorSchema.shape.current_balance.optional().catch(undefined),
});
export type CreditFigures = z.infer<typeof creditFiguresSchema>;

/** The answer of a request that only does something (stop, revoke, sign out): it was done. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
