import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The app's stylesheets go into index.html as <style> elements instead of <link>s: the home page's
 * static shell then paints on the first round trip, with no request blocking it (about 15 KB
 * compressed). The files stay in assets/ for anything that links them.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'cui-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

// Overridable so the SPA can run against an API on another port (tests, a second checkout).
const API_TARGET = process.env.CUI_API_TARGET ?? 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: API_TARGET },
  '/admin': { target: API_TARGET },
  '/vendor': { target: API_TARGET },
  '/preview': { target: API_TARGET },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineEntryCss()],
  resolve: {
    // Compile the shared DTOs from source so the SPA never depends on a stale packages/shared/dist.
    alias: [{ find: /^@cui\/shared$/, replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) }],
  },
  worker: { format: 'es' },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Monaco is one ~2.7 MB lazy chunk by nature; it never loads with the landing.
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      // Paddle.js's loader only defines functions when imported, but does not say so in its package.json;
      // without this every chunk reaching the billing feature's index would import it for "side effects".
      treeshake: { moduleSideEffects: (id) => !/[\\/]@paddle[\\/]paddle-js[\\/]/.test(id) },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; the warning is noise we cannot fix from here.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // Libraries change far less often than app code; separate chunks keep them cached across deploys.
        manualChunks(id) {
          // Vite's preload helper gets a chunk of its own: the tiny entry needs it (it imports the app
          // after the first paint), and in any larger chunk it would drag that chunk in with the entry.
          if (id.includes('vite/preload-helper')) return 'preload';
          if (!id.includes('node_modules')) return undefined;
          // Stylesheets are inlined into index.html; as modules of a library chunk they would make
          // the entry import that chunk (and React behind it) before the first paint.
          if (/\.css($|\?)/.test(id)) return undefined;
          // The editor is loaded lazily with the code pane; keep it (and its own dependencies) out
          // of the vendor chunk every page loads.
          if (/[\\/](monaco-editor|@monaco-editor|marked|dompurify|state-local)[\\/]/.test(id)) return 'monaco';
          // The payment provider's loader is needed by the dashboard's checkout only.
          if (/[\\/]@paddle[\\/]/.test(id)) return 'paddle';
          // IndexedDB (local templates) is imported on first use, not by the landing.
          if (/[\\/]dexie[\\/]/.test(id)) return 'dexie';
          if (/[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
          if (/[\\/](react-router|@tanstack|jotai)[\\/]/.test(id)) return 'state';
          if (/[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/.test(id)) return 'i18n';
          if (/[\\/]zod[\\/]/.test(id)) return 'zod';
          return 'vendor';
        },
      },
    },
  },
});
