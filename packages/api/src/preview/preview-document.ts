import { PREVIEW_MESSAGE, PREVIEW_PATH, PREVIEW_SANDBOX } from '@cui/shared';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The preview's own policy. `sandbox` without allow-same-origin gives the document an opaque origin
 * wherever it is shown (a preview iframe, a tab of its own): the page cannot read the app's storage
 * or call the API as the user. The rest is what generated pages need: inline and eval'd scripts
 * (Tailwind's runtime, Babel, Vue's template compiler), the runtimes under /vendor, images and
 * media from anywhere. Only the app may frame it.
 */
export const PREVIEW_CSP_DIRECTIVES = {
  sandbox: PREVIEW_SANDBOX.split(' '),
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ['*', 'data:', 'blob:'],
  mediaSrc: ['*', 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:', 'data:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** What a preview tab says when no editor answers it (opened on its own, or its editor tab is gone). */
const ORPHAN_NOTES = {
  en: 'This tab shows pages opened from the CUI editor. Open the page again from there.',
  zh: '此标签页用于显示从 CUI 编辑器打开的页面。请从编辑器中重新打开该页面。',
  hi: 'यह टैब CUI एडिटर से खोले गए पेज दिखाता है। पेज को वहीं से दोबारा खोलें।',
};

/**
 * Waits for a page from the app (its parent frame or the tab that opened it, at the origin this
 * document was served from: `location.origin` is the URL's, the document's own origin is opaque)
 * and writes it over itself. Each page gets a fresh document: the app loads a new preview per render.
 */
function previewScript(): string {
  const message = JSON.stringify(PREVIEW_MESSAGE);
  return `(function () {
  var MESSAGE = ${message};
  var NOTES = ${JSON.stringify(ORPHAN_NOTES)};
  var app = location.origin;
  var host = window.parent !== window ? window.parent : window.opener;
  var note = document.getElementById('note');
  // The app's language setting lives in its storage, out of reach of an opaque origin: the browser's is the next best.
  var language = String(navigator.language || 'en').slice(0, 2).toLowerCase();
  function showNote() { note.textContent = NOTES[language] || NOTES.en; note.hidden = false; }
  if (!host) { showNote(); return; }
  var timer = window.parent === window ? setTimeout(showNote, 5000) : 0;
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== host || event.origin !== app || !data || data.type !== MESSAGE.render || typeof data.html !== 'string') return;
    clearTimeout(timer);
    document.open();
    // Between open(), which drops every listener, and close(), which fires load at once when the
    // page waits for nothing.
    window.addEventListener('load', function () { host.postMessage({ type: MESSAGE.loaded }, app); });
    document.write(data.html);
    document.close();
  });
  host.postMessage({ type: MESSAGE.ready }, app);
})();`;
}

const FAVICON_PATH = '/favicon.ico';

export const PREVIEW_DOCUMENT =
  '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>CUI preview</title></head>' +
  '<body><p id="note" hidden style="margin:3rem auto;max-width:28rem;padding:0 1rem;font:15px/1.5 system-ui,sans-serif;color:#52525b">' +
  `${ORPHAN_NOTES.en}</p>` +
  `<script>${previewScript()}</script></body></html>`;

/** Serves the preview document with its own headers in place of the app's (helmet's per-route options). */
export function registerPreviewDocument(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get(
    PREVIEW_PATH,
    {
      helmet: {
        contentSecurityPolicy: { useDefaults: false, directives: PREVIEW_CSP_DIRECTIVES },
        // Without an opener policy of its own a preview tab keeps its opener, the app tab, which the
        // handshake needs (the app's same-origin-allow-popups lets it).
        crossOriginOpenerPolicy: false,
        referrerPolicy: { policy: 'no-referrer' },
        // An opaque origin has an agent cluster of its own anyway; asking for one only earns a console warning.
        originAgentCluster: false,
      },
    },
    (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PREVIEW_DOCUMENT),
  );
  // A page in a preview tab seldom names an icon, so the browser asks for /favicon.ico from the
  // tab's opaque origin: answer with nothing, readable from there (the app's icon is favicon.svg).
  fastify.get(FAVICON_PATH, { helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } } }, (_request, reply) =>
    reply.code(204).header('cache-control', 'public, max-age=86400').send(),
  );
}
