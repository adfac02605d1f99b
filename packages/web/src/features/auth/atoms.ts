import { atom } from 'jotai';
import { clearIdentity, clearSession, storeIdentity, storeToken } from './session';

/** 'loading' until the token has been read from storage, so guarded routes do not redirect early. */
export type TokenState = { status: 'loading' } | { status: 'ready'; token: string | null };

export const tokenStateAtom = atom<TokenState>({ status: 'loading' });

export const tokenAtom = atom((get) => {
  const state = get(tokenStateAtom);
  return state.status === 'ready' ? state.token : null;
});

export const tokenLoadingAtom = atom((get) => get(tokenStateAtom).status === 'loading');

/** Signs in this tab: stores token, name and e-mail, and switches the token, which refetches the profile. */
export const signInAtom = atom(null, (_get, set, session: { token: string; name?: string; email?: string }) => {
  storeToken(session.token);
  // Without a name and e-mail (Google callback) drop the previous user's until the profile loads.
  if (session.name !== undefined || session.email !== undefined) storeIdentity(session.name ?? '', session.email ?? '');
  else clearIdentity();
  set(tokenStateAtom, { status: 'ready', token: session.token });
});

/** Clears token, name and e-mail. The profile query is keyed by token, so it empties itself. */
export const signOutAtom = atom(null, (_get, set) => {
  clearSession();
  set(tokenStateAtom, { status: 'ready', token: null });
});

export type LoginMode = 'login' | 'register';

/** Which login modal is open, if any; global so any screen can ask the user to sign in. */
export const loginModalAtom = atom<LoginMode | null>(null);
