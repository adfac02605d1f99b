import { VENDOR } from '@cui/shared';

/** A runtime a page loads, as far as publishing cares. */
export type Runtime = 'tailwind' | 'babel' | 'react' | 'vue' | 'elementPlus' | 'naiveUI' | 'ionic' | 'bootstrap';

/**
 * Which runtime a script or stylesheet URL loads: our pinned `/vendor/…` copies, and the CDN URLs
 * models write from habit (`https://cdn.tailwindcss.com`, `https://unpkg.com/@tailwindcss/browser@4`,
 * `https://unpkg.com/@babel/standalone/babel.min.js`, …). Judged by host and path only, so a query
 * string such as Tailwind v3's `?plugins=forms` does not hide it.
 */
export function runtimeOf(url: string | null): Runtime | null {
  if (!url) return null;
  let host: string;
  let path: string;
  try {
    const parsed = new URL(url.trim(), 'http://page.invalid/');
    host = parsed.hostname.toLowerCase();
    path = decodeURIComponent(parsed.pathname).toLowerCase();
  } catch {
    return null;
  }
  const file = path.slice(path.lastIndexOf('/') + 1);
  const segments = path.split('/');
  if (path === VENDOR.tailwind || host === 'cdn.tailwindcss.com' || path.includes('/@tailwindcss/browser')) return 'tailwind';
  if (path === VENDOR.babel || path.includes('/@babel/standalone') || path.includes('/babel-standalone') || /^babel(\.min)?\.js$/.test(file)) return 'babel';
  if (path.includes('element-plus')) return 'elementPlus';
  if (path.includes('naive-ui') || /^naive(\.[\w-]+)*\.js$/.test(file)) return 'naiveUI';
  if (path.includes('@ionic/') || segments.includes('ionic') || file.startsWith('ionic.')) return 'ionic';
  if (segments.some((s) => /^react(-dom)?(@.*)?$/.test(s)) || /^react(-dom)?\./.test(file)) return 'react';
  if (segments.some((s) => /^vue(@.*)?$/.test(s)) || /^vue\.[\w.-]*js$/.test(file)) return 'vue';
  if (path.includes('bootstrap')) return 'bootstrap';
  return null;
}

/** The URLs a stylesheet pulls in with `@import` (Ionic's pages import its CSS into a cascade layer). */
export function cssImportUrls(css: string): string[] {
  return [...css.matchAll(/@import\s+(?:url\(\s*)?["']?([^"'()\s;]+)/gi)].map((m) => m[1]);
}
