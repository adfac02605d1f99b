import { toast as libraryToast } from 'react-toastify/unstyled';

// One entry point for toasts: the styled and unstyled builds keep separate stores, so mixing them
// would send toasts to a container that never shows them. The unstyled build plus our bundled CSS
// avoids injecting a <style> tag at runtime (friendlier to a strict CSP).
export { Bounce, ToastContainer } from 'react-toastify/unstyled';

/** How long a toast stays unless it says otherwise; errors need time to be read. */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** A success only confirms what the user just saw happen, so it makes way sooner. */
export const SUCCESS_TOAST_AUTO_CLOSE_MS = 3000;

const success: typeof libraryToast.success = (content, options) =>
  libraryToast.success(content, { autoClose: SUCCESS_TOAST_AUTO_CLOSE_MS, ...options });

export const toast: typeof libraryToast = Object.assign(
  ((content, options) => libraryToast(content, options)) as typeof libraryToast,
  libraryToast,
  { success },
);
