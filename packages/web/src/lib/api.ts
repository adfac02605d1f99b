import {
  errorCodeForStatus,
  isErrorCode,
  NO_OUTSIDE_LINKS,
  publicConfigSchema,
  type ErrorCode,
  type FeedbackResponse,
  type LoginCodeSent,
  type LoginResponse,
  type PublicConfig,
} from '@cui/shared';
import { errorText } from './error-text';

/**
 * An HTTP failure from our API, carrying the status, the reason `code` of its `{code, message, ...}`
 * body (null when it had none) and that body. Its message is the text for the code in the UI's
 * language: callers decide by `code`, and show `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: Record<string, unknown> | null;
  readonly code: ErrorCode | null;

  /** `fallback`: the code to word it by when the body has none. */
  constructor(status: number, message: string, data: Record<string, unknown> | null = null, fallback: ErrorCode | null = null) {
    const code = isErrorCode(data?.code) ? data.code : fallback;
    super(errorText(code, message, data));
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.code = code;
  }
}

/**
 * An error the SPA raises itself, worded by `code` like the API's. `detail` is English for the
 * console and for texts that name `{{message}}`; it is never the words shown on its own.
 */
export function clientError(status: number, code: ErrorCode, detail: string = code): ApiError {
  return new ApiError(status, detail, { code, message: detail });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Status 0 marks a request that never got an HTTP answer (offline, DNS, aborted proxy). */
export const NETWORK_ERROR_STATUS = 0;

/**
 * Builds an ApiError from a failed response's status and raw body. The body is usually our JSON
 * `{code, message}`, but proxies and crashed upstreams answer with HTML or nothing, so never trust it.
 */
export function parseApiError(status: number, statusText: string, body: string): ApiError {
  let data: Record<string, unknown> | null = null;
  const trimmed = body.trim();
  if (trimmed) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        data = parsed as Record<string, unknown>;
      }
    } catch {
      data = null;
    }
  }
  const raw = data?.message;
  // Nest's default errors may carry `message` as a list of validation strings.
  const said =
    typeof raw === 'string' && raw.trim()
      ? raw
      : Array.isArray(raw) && raw.length > 0 && raw.every((item) => typeof item === 'string')
        ? raw.join(' ')
        : null;
  if (said !== null) return new ApiError(status, said, data);
  // Nothing said (a proxy's error page, an empty body): worded by the status in the UI's language,
  // with the status text as the English detail.
  const detail = statusText.trim() || `HTTP ${status}`;
  return new ApiError(status, detail, data, errorCodeForStatus(status));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw clientError(NETWORK_ERROR_STATUS, 'network_error', error instanceof Error ? error.message : undefined);
  }

  const text = await response.text();
  if (!response.ok) throw parseApiError(response.status, response.statusText, text);
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw clientError(response.status, 'invalid_response');
  }
}

// Sites default to subdomains of the app's own host, as the server's default does.
const FALLBACK_CONFIG: PublicConfig = {
  google: { enabled: false, clientId: null },
  mail: { delivery: 'smtp' },
  sites: { urlTemplate: `${globalThis.location?.protocol ?? 'http:'}//{folder}.${globalThis.location?.host ?? 'localhost'}/` },
  billing: { paddle: { enabled: false, environment: 'sandbox', clientToken: null } },
  links: NO_OUTSIDE_LINKS,
};

export const api = {
  async getConfig(signal?: AbortSignal): Promise<PublicConfig> {
    const raw = await apiFetch<unknown>('/api/config', { signal });
    const parsed = publicConfigSchema.safeParse(raw);
    return parsed.success ? parsed.data : FALLBACK_CONFIG;
  },

  sendLoginCode(email: string, name: string): Promise<LoginCodeSent> {
    return apiFetch('/api/user/login', { body: { email, name } });
  },

  verifyLoginCode(email: string, name: string, code: string): Promise<LoginResponse> {
    return apiFetch('/api/user/login', { body: { email, name, code } });
  },

  /** Raw on purpose: the shape varies (wrapped under `user` or not); normalizeProfile reads it. */
  me(token: string, signal?: AbortSignal): Promise<unknown> {
    return apiFetch('/api/user/me', { token, signal });
  },

  logout(token: string): Promise<{ ok: true }> {
    return apiFetch('/api/user/logout', { method: 'POST', token });
  },

  sendFeedback(feedback: string): Promise<FeedbackResponse> {
    return apiFetch('/api/feedback', { body: { feedback } });
  },
};
