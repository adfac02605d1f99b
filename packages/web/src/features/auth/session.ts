/** Local-storage keys of the session; other tabs and the Google callback read these exact names. */
export const STORAGE_KEYS = { token: 'token', name: 'name', email: 'email' } as const;

// Storage can throw (Safari private mode, disabled cookies); the app must still run signed out.
function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: state still lives in memory for this tab.
  }
}

export function readStoredToken(): string | null {
  const token = safeGet(STORAGE_KEYS.token);
  return token && token.trim() ? token : null;
}

export function readStoredIdentity(): { name: string; email: string } {
  return { name: safeGet(STORAGE_KEYS.name) ?? '', email: safeGet(STORAGE_KEYS.email) ?? '' };
}

export function storeToken(token: string): void {
  safeSet(STORAGE_KEYS.token, token);
}

export function storeIdentity(name: string, email: string): void {
  safeSet(STORAGE_KEYS.name, name);
  safeSet(STORAGE_KEYS.email, email);
}

export function clearIdentity(): void {
  safeSet(STORAGE_KEYS.name, null);
  safeSet(STORAGE_KEYS.email, null);
}

export function clearSession(): void {
  safeSet(STORAGE_KEYS.token, null);
  clearIdentity();
}
