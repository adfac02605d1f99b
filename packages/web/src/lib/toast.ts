// One entry point for toasts: the styled and unstyled builds keep separate stores, so mixing them
// would send toasts to a container that never shows them. The unstyled build plus our bundled CSS
// avoids injecting a <style> tag at runtime (friendlier to a strict CSP).
export { Bounce, ToastContainer, toast } from 'react-toastify/unstyled';
