import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkFor } from './build/chunks';

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
    alias: [
      { find: /^@cui\/shared$/, replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      // The start-up evaluates the shared package in steps (boot.tsx), one group of its files at a time.
      { find: /^@cui\/shared\/(.+)$/, replacement: fileURLToPath(new URL('../shared/src/$1', import.meta.url)) },
    ],
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
        manualChunks: chunkFor,
      },
    },
  },
});
