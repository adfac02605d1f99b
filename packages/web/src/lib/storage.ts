import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * String storage for jotai's createJSONStorage that never throws: private modes and full quotas
 * (generated pages are large) must not break the screen, the state then lives in memory only.
 */
function safeStringStorage(pick: () => Storage) {
  return () => ({
    getItem: (key: string): string | null => {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key: string, value: string): void => {
      try {
        pick().setItem(key, value);
      } catch (error) {
        console.warn(`Could not persist ${key}`, error);
      }
    },
    removeItem: (key: string): void => {
      try {
        pick().removeItem(key);
      } catch {
        // Nothing to clean up then.
      }
    },
  });
}

/** Per tab: survives reloads and the login round trip, but two tabs keep separate canvases. */
export const tabStringStorage = safeStringStorage(() => window.sessionStorage);
/** Per browser: model parameters and UI choices. */
export const browserStringStorage = safeStringStorage(() => window.localStorage);

export function readSession<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not persist ${key}`, error);
  }
}

/** A jotai atom kept in this tab's sessionStorage under `key`, read at creation. */
export function tabAtom<T>(key: string, initial: T) {
  return atomWithStorage<T>(key, initial, createJSONStorage<T>(tabStringStorage), { getOnInit: true });
}

/** A jotai atom kept in this browser's localStorage under `key`, read at creation. */
export function browserAtom<T>(key: string, initial: T) {
  return atomWithStorage<T>(key, initial, createJSONStorage<T>(browserStringStorage), { getOnInit: true });
}
