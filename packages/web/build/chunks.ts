/**
 * The shared package's files in groups, each a chunk the start-up evaluates in a task of its own
 * (boot.tsx imports them in this order). Building its zod schemas and the HTML tokenizer's decode
 * tables is the start-up's largest piece of script work; in one chunk it held a phone's main thread
 * for about 100 ms. A group may import only the groups before it, or importing it would evaluate a
 * later group too (test/chunks.test.ts checks this against the files' imports, and the order in boot.tsx).
 */
export const SHARED_CHUNK_GROUPS: ReadonlyArray<{ chunk: string; files: RegExp }> = [
  // The HTML tokenizer with its parser library and entity tables, and the stream parser.
  { chunk: 'shared-text', files: /[\\/](packages[\\/]shared[\\/]src[\\/]html[\\/]|node_modules[\\/](htmlparser2|entities|eventsource-parser)[\\/])/ },
  { chunk: 'shared-errors', files: /[\\/]packages[\\/]shared[\\/]src[\\/]errors\.ts$/ },
  { chunk: 'shared-base', files: /[\\/]packages[\\/]shared[\\/]src[\\/](auth|user|feedback|templates|health|credits|idempotency|frameworks|models|sse|preview|starter-page|screen-links)\.ts$/ },
  { chunk: 'shared', files: /[\\/]packages[\\/]shared[\\/]src[\\/]/ },
];

export function sharedChunk(id: string): string | undefined {
  return SHARED_CHUNK_GROUPS.find((group) => group.files.test(id))?.chunk;
}


/**
 * The chunk a module goes into (Rollup's manualChunks). Libraries change far less often than app
 * code; chunks of their own keep them cached across deploys. A library is named by the folder right
 * under node_modules: a package's own sub-folders (jotai/dist/react, say) must not pull it into
 * another package's chunk, or the two chunks import each other and one is evaluated half-built.
 */
export function chunkFor(id: string): string | undefined {
  // Vite's preload helper gets a chunk of its own: the tiny entry needs it (it imports the app
  // after the first paint), and in any larger chunk it would drag that chunk in with the entry.
  if (id.includes('vite/preload-helper')) return 'preload';
  const shared = sharedChunk(id);
  if (shared) return shared;
  if (!id.includes('node_modules')) return undefined;
  // Stylesheets are inlined into index.html; as modules of a library chunk they would make
  // the entry import that chunk (and React behind it) before the first paint.
  if (/\.css($|\?)/.test(id)) return undefined;
  const library = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`).test(id);
  // The editor is loaded lazily with the code pane; keep it (and its own dependencies) out
  // of the vendor chunk every page loads.
  if (library('monaco-editor|@monaco-editor|marked|dompurify|state-local')) return 'monaco';
  // The payment provider's loader is needed by the dashboard's checkout only.
  if (library('@paddle')) return 'paddle';
  // IndexedDB (local templates) is imported on first use, not by the landing.
  if (library('dexie')) return 'dexie';
  if (library('react|react-dom|scheduler')) return 'react';
  if (library('react-router|@tanstack|jotai')) return 'state';
  if (library('i18next|react-i18next|i18next-browser-languagedetector')) return 'i18n';
  if (library('zod')) return 'zod';
  return 'vendor';
}
