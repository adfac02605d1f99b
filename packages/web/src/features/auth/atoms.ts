import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { clearIdentity, clearSession, readStoredToken, storeIdentity, storeToken } from './session';

/**
 * This tab's token, read from storage when first used: storage answers at once, so the first render
 * already knows whether the visitor is signed in (nothing re-renders once it is read, and guarded
 * screens never wait). Signing in or out sets it; AuthSync follows other tabs.
 */
export const tokenAtom = atomWithLazy<string | null>(readStoredToken);

/** Signs in this tab: stores token, name and e-mail, and switches the token, which refetches the profile. */
export const signInAtom = atom(null, (_get, set, session: { token: string; name?: string; email?: string }) => {
  storeToken(session.token);
  // Without a name and e-mail (Google callback) drop the previous user's until the profile loads.
  if (session.name !== undefined || session.email !== undefined) storeIdentity(session.name ?? '', session.email ?? '');
  else clearIdentity();
  set(tokenAtom, session.token);
});

/** Clears token, name and e-mail. The profile query is keyed by token, so it empties itself. */
export const signOutAtom = atom(null, (_get, set) => {
  clearSession();
  set(tokenAtom, null);
});

export type LoginMode = 'login' | 'register';

/** Which login modal is open, if any; global so any screen can ask the user to sign in. */
export const loginModalAtom = atom<LoginMode | null>(null);
