export { loginModalAtom, tokenAtom, tokenLoadingAtom } from './atoms';
export { usePublicConfig } from './login-modal';
export { PROFILE_QUERY_ROOT, useAuth, useSignOut } from './use-auth';
