import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The SPA's own policy: its scripts, styles, fonts and workers come from its build, it talks to its
 * own API and frames only the preview document (which carries a policy of its own). No inline or
 * eval'd script: generated pages never run on the app's origin. Inline styles stay: Monaco and
 * react-toastify inject <style> elements.
 */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
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
