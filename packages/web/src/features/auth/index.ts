export { loginModalAtom, tokenAtom } from './atoms';
export { AuthCallbackPage } from './auth-callback-page';
export { AuthErrorPage } from './auth-error-page';
export { AuthSync } from './auth-sync';
export { LoginModal, publicConfigQuery, usePublicConfig } from './login-modal';
export { ProfileMenu } from './profile-menu';
export { PROFILE_QUERY_ROOT, useAuth, useSignOut } from './use-auth';
