// First: before any module builds a zod schema.
import './lib/zod-config';
import { i18nReady } from './lib/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// index.html already shows the home page's static shell, so nothing is lost by waiting for the
// language's words; the first render is a transition so React yields to the browser while it works
// instead of holding the main thread in one long task, and replaces the shell when it commits.
void i18nReady.finally(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
