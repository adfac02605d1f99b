// First: before any module builds a zod schema.
import './lib/zod-config';
import '@fontsource-variable/inter';
import 'react-toastify/ReactToastify.css';
import './index.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
