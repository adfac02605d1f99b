import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, clientError, isApiError } from '../../lib/api';
import { signOutAtom, tokenAtom } from './atoms';
import { normalizeProfile, type ClientProfile } from './profile';
import { readStoredIdentity } from './session';

export const PROFILE_QUERY_ROOT = 'profile';

export function profileQueryKey(token: string | null) {
  return [PROFILE_QUERY_ROOT, token] as const;
}

/** The me call, keyed by token so any token change (login, logout, another tab) refetches it. */
export function useProfileQuery() {
  const token = useAtomValue(tokenAtom);
  return useQuery({
    queryKey: profileQueryKey(token),
    enabled: token !== null,
    queryFn: async ({ signal }): Promise<ClientProfile> => {
      const profile = normalizeProfile(await api.me(token as string, signal));
      if (!profile) throw clientError(200, 'invalid_response', 'profile');
      return profile;
    },
    // A 4xx will not improve on retry, and a 401 must sign out at once.
    retry: (failures, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
    staleTime: 30_000,
  });
}

export interface AuthView {
  token: string | null;
  isSignedIn: boolean;
  /** Null when signed out, still loading, or after a failed profile call (a 401 also signs out). */
  profile: ClientProfile | null;
  profileLoading: boolean;
  /** Name and e-mail to show while the profile loads: stored values, else the profile's. */
  displayName: string;
  displayEmail: string;
}

export function useAuth(): AuthView {
  const token = useAtomValue(tokenAtom);
  const query = useProfileQuery();
  const profile = token && query.status === 'success' ? query.data : null;
  const stored = token && !profile ? readStoredIdentity() : { name: '', email: '' };
  return {
    token,
    isSignedIn: token !== null,
    profile,
    profileLoading: token !== null && query.isPending,
    displayName: profile?.name ?? (stored.name || 'User'),
    displayEmail: profile?.email ?? stored.email,
  };
}

/** Revokes the token on the server, then forgets the session locally whatever the server said. */
export function useSignOut() {
  const token = useAtomValue(tokenAtom);
  const signOut = useSetAtom(signOutAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      if (token) await api.logout(token).catch(() => undefined);
    } finally {
      signOut();
      queryClient.removeQueries({ queryKey: [PROFILE_QUERY_ROOT] });
      setPending(false);
      navigate('/', { replace: true });
    }
  }, [navigate, queryClient, signOut, token]);

  return { signOut: run, pending };
}
