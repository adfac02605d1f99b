import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Paddle Billing's checkout: Paddle.js comes from its CDN (both environments), the overlay is a frame
 * on buy.paddle.com (sandbox-buy for the sandbox), and Paddle.js calls its checkout service directly.
 */
export const PADDLE_SCRIPT_HOSTS = ['https://cdn.paddle.com'];
export const PADDLE_FRAME_HOSTS = ['https://buy.paddle.com', 'https://sandbox-buy.paddle.com'];
export const PADDLE_CONNECT_HOSTS = ['https://checkout-service.paddle.com', 'https://sandbox-checkout-service.paddle.com'];

/**
 * The SPA's own policy: its scripts, styles, fonts and workers come from its build, it talks to its
 * own API and frames only the preview document (which carries a policy of its own) and the payment
 * provider's checkout. No inline or eval'd script: generated pages never run on the app's origin.
 * Inline styles stay: Monaco and react-toastify inject <style> elements.
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...PADDLE_SCRIPT_HOSTS],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", ...PADDLE_CONNECT_HOSTS],
  frameSrc: ["'self'", ...PADDLE_FRAME_HOSTS],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Bull Board's page links Google Fonts' stylesheet (IBM Plex), whose font files come from
 * fonts.gstatic.com; its styles are also inline. Its scripts are its own files.
 */
export const QUEUE_BOARD_STYLE_HOSTS = ['https://fonts.googleapis.com'];
export const QUEUE_BOARD_FONT_HOSTS = ['https://fonts.gstatic.com'];

/** The queue dashboard's policy, under /admin/queues only: the app's, without Paddle, with Bull Board's fonts. */
export const QUEUE_BOARD_CSP_DIRECTIVES = {
  ...APP_CSP_DIRECTIVES,
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'", ...QUEUE_BOARD_STYLE_HOSTS],
  fontSrc: ["'self'", 'data:', ...QUEUE_BOARD_FONT_HOSTS],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
};

export const APP_HELMET_OPTIONS: FastifyHelmetOptions = {
  // Exactly the directives above: helmet's defaults would add upgrade-insecure-requests, which breaks
  // every asset for self-hosters serving plain http on a LAN address.
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
  // Tabs the app opens for "Open in new tab" keep their opener: they ask it for the page.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/** Route options of @fastify/helmet for the queue dashboard's routes: every other header as the app's. */
export const QUEUE_BOARD_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: QUEUE_BOARD_CSP_DIRECTIVES },
};
