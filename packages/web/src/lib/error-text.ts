import { isErrorCode, type ErrorCode } from '@cui/shared';
import i18n from './i18n';

/** Where the words for each error code live in the language files. */
export const errorTextKey = (code: ErrorCode) => `apiErrors.${code}` as const;

/**
 * The words for an error the API answered with `code`, in the UI's language. The API's own
 * `message` is English detail: texts that need it name `{{message}}`, and it is the text when the
 * code is missing or unknown (an older server, a proxy's page).
 */
export function errorText(code: unknown, message: string, details: Record<string, unknown> | null = null): string {
  if (!isErrorCode(code)) return message;
  // The answer's other plain fields (`attempts_left`, `required_credits`…) may be named by a text too.
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  // Dynamic keys are outside the typed key set; every code has a text in every language (locales test).
  return String(i18n.t(errorTextKey(code) as never, { ...values, message }));
}
