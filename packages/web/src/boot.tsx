import type { ReactNode } from 'react';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** A new task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluating the app's modules is the start-up's biggest piece of work. Imported in steps, each
 * library is evaluated in a task of its own, so no one task holds the main thread for long (a
 * phone's input waits for at most one step, and Lighthouse counts less blocking time).
 */
async function start(): Promise<void> {
  // First: before any module builds a zod schema.
  await import('./lib/zod-config');
  await nextTask();
  // Only modules the app uses (nearly) all of: importing one this way keeps all of its exports,
  // which a static import would have left out of the build. The shared package builds its schemas
  // and the HTML tokenizer's tables when evaluated: one step per chunk of it, in the order of
  // SHARED_CHUNK_GROUPS (vite.config.ts), so each step evaluates only its own group.
  await import('@cui/shared/html');
  await nextTask();
  await import('@cui/shared/errors');
  await nextTask();
  await import('@cui/shared/sse');
  await nextTask();
  await import('@cui/shared');
  await nextTask();
  const [{ StrictMode, createElement, startTransition }, { createRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  // The translation library, then the app's set-up of it (English words, language detection).
  await import('i18next');
  await nextTask();
  const { i18nReady } = await import('./lib/i18n');
  await nextTask();
  // The router, the query cache and the atoms (one library chunk), before the app's own code.
  await import('./app/providers');
  await nextTask();
  const { App, createQueryClient, startQueries } = await import('./app/app');
  await nextTask();
  const queryClient = createQueryClient();
  startQueries(queryClient);
  // index.html already shows the home page's static shell, so nothing is lost by waiting for the
  // language's words; the first render is a transition so React yields to the browser while it
  // works, and it replaces the shell when it commits.
  await i18nReady.catch(() => undefined);
  const app: ReactNode = createElement(StrictMode, null, createElement(App, { queryClient }));
  startTransition(() => createRoot(root!).render(app));
}

void start();
