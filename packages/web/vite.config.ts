import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Overridable so the SPA can run against an API on another port (tests, a second checkout).
const API_TARGET = process.env.CUI_API_TARGET ?? 'http://127.0.0.1:3000';

const proxy = {
  '/api': { target: API_TARGET },
  '/admin': { target: API_TARGET },
  '/vendor': { target: API_TARGET },
  '/preview': { target: API_TARGET },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; the warning is noise we cannot fix from here.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // Libraries change far less often than app code; separate chunks keep them cached across deploys.
        manualChunks(id) {
          // Vite's preload helper must stay in an eagerly loaded chunk, or it drags its host along.
          if (id.includes('vite/preload-helper')) return 'vendor';
          if (!id.includes('node_modules')) return undefined;
          // The editor is loaded lazily with the code pane; keep it (and its own dependencies) out
          // of the vendor chunk every page loads.
          if (/[\\/](monaco-editor|@monaco-editor|marked|dompurify|state-local)[\\/]/.test(id)) return 'monaco';
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
