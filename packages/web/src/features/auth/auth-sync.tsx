import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isApiError } from '../../lib/api';
import { signOutAtom, tokenAtom } from './atoms';
import { readStoredToken, STORAGE_KEYS, clearIdentity, storeIdentity } from './session';
import { PROFILE_QUERY_ROOT, useProfileQuery } from './use-auth';

/**
 * Keeps the token atom, local storage and the profile consistent, also across tabs. Rendered once, near the
 * root; renders nothing.
 */
export function AuthSync() {
  const [token, setToken] = useAtom(tokenAtom);
  const signOut = useSetAtom(signOutAtom);
  const queryClient = useQueryClient();
  const { data, error, status } = useProfileQuery();

  useEffect(() => {
    // `storage` fires only in other tabs, which is exactly the case to follow here.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token) setToken(readStoredToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setToken]);

  useEffect(() => {
    if (token === null) queryClient.removeQueries({ queryKey: [PROFILE_QUERY_ROOT] });
  }, [token, queryClient]);

  useEffect(() => {
    if (!token) return;
    if (status === 'success' && data) {
      storeIdentity(data.name, data.email);
    } else if (status === 'error') {
      if (isApiError(error) && error.status === 401) {
        signOut();
      } else {
        clearIdentity();
      }
    }
  }, [token, status, data, error, signOut]);

  return null;
}
