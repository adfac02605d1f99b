/**
 * Themes and palettes. A page's whole look hangs off CSS custom properties written into one
 * `<style id="cui-theme">` block, so "make it dark" or "use green" rewrites that block only and
 * leaves every section byte-identical.
 */
import type { Framework } from '@cui/shared';
import {
  accentFor,
  contrastRatio,
  darken,
  lighten,
  mix,
  normalizeHex,
  readableOn,
  rgbTriplet,
} from './colors';
import { pick } from './hash';
import type { FontStyle, PageKind, Theme } from './types';

/** Default primary colours per kind of page (one is picked by the prompt's hash). */
const KIND_PRIMARIES: Record<PageKind, readonly string[]> = {
  saas: ['#4f46e5', '#7c3aed', '#2563eb', '#0891b2'],
  portfolio: ['#0ea5e9', '#f97316', '#8b5cf6', '#10b981'],
  restaurant: ['#c2410c', '#9f1239', '#4d7c0f', '#b45309'],
  shop: ['#0f766e', '#db2777', '#1f2937', '#7c3aed'],
  blog: ['#0f766e', '#b45309', '#4338ca', '#be123c'],
  event: ['#db2777', '#7c3aed', '#ea580c', '#2563eb'],
  agency: ['#e11d48', '#2563eb', '#111827', '#ea580c'],
  dashboard: ['#2563eb', '#4f46e5', '#0891b2', '#059669'],
  resume: ['#0d9488', '#4f46e5', '#334155', '#0369a1'],
  generic: ['#4f46e5', '#0d9488', '#2563eb', '#c2410c'],
};

const KIND_FONTS: Record<PageKind, FontStyle> = {
  saas: 'sans',
  portfolio: 'sans',
  restaurant: 'serif',
  shop: 'sans',
  blog: 'serif',
  event: 'sans',
  agency: 'sans',
  dashboard: 'sans',
  resume: 'serif',
  generic: 'sans',
};

export const FONT_STACKS: Record<FontStyle, string> = {
  sans: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, Cambria, "Times New Roman", serif',
  mono: 'ui-monospace, "SF Mono", "JetBrains Mono", Menlo, Consolas, monospace',
};

export function defaultPrimary(kind: PageKind, seed: number): string {
  return pick(KIND_PRIMARIES[kind], seed, 'primary');
}

export function defaultFont(kind: PageKind): FontStyle {
  return KIND_FONTS[kind];
}

export function makeTheme(primary: string, opts: { accent?: string; dark?: boolean; font?: FontStyle } = {}): Theme {
  const p = normalizeHex(primary) ?? '#4f46e5';
  return {
    primary: p,
    accent: normalizeHex(opts.accent ?? '') ?? accentFor(p),
    dark: !!opts.dark,
    font: opts.font ?? 'sans',
  };
}

/** Concrete colours of a theme after adjusting the brand colours for legibility. */
export interface ThemeColors {
  primary: string;
  primaryStrong: string;
  primarySoft: string;
  onPrimary: string;
  accent: string;
  bg: string;
  surface: string;
  card: string;
  ink: string;
  muted: string;
  line: string;
}

function legible(color: string, bg: string, dark: boolean): string {
  let c = color;
  for (let i = 0; i < 12 && contrastRatio(c, bg) < 3; i++) c = dark ? lighten(c, 0.1) : darken(c, 0.1);
  return c;
}

export function themeColors(theme: Theme): ThemeColors {
  if (theme.dark) {
    const bg = mix('#0a0e18', theme.primary, 0.05);
    const primary = legible(theme.primary, bg, true);
    return {
      primary,
      primaryStrong: lighten(primary, 0.14),
      primarySoft: mix(bg, primary, 0.2),
      onPrimary: readableOn(primary),
      accent: legible(theme.accent, bg, true),
      bg,
      surface: mix('#101625', theme.primary, 0.07),
      card: mix('#151c2d', theme.primary, 0.07),
      ink: '#f1f5f9',
      muted: '#a2afc2',
      line: mix('#263043', theme.primary, 0.1),
    };
  }
  const bg = '#ffffff';
  const primary = legible(theme.primary, bg, false);
  return {
    primary,
    primaryStrong: darken(primary, 0.16),
    primarySoft: mix(bg, primary, 0.1),
    onPrimary: readableOn(primary),
    accent: legible(theme.accent, bg, false),
    bg,
    surface: mix('#f8fafc', primary, 0.03),
    card: '#ffffff',
    ink: '#0f172a',
    muted: '#4b5565',
    line: mix('#e5e7eb', primary, 0.05),
  };
}

/** The custom properties of a theme for one framework (base variables plus the framework's own). */
export function themeVars(theme: Theme, framework: Framework): Array<[string, string]> {
  const c = themeColors(theme);
  const vars: Array<[string, string]> = [
    ['--cui-primary', c.primary],
    ['--cui-primary-strong', c.primaryStrong],
    ['--cui-primary-soft', c.primarySoft],
    ['--cui-on-primary', c.onPrimary],
    ['--cui-accent', c.accent],
    ['--cui-bg', c.bg],
    ['--cui-surface', c.surface],
    ['--cui-card', c.card],
    ['--cui-ink', c.ink],
    ['--cui-muted', c.muted],
    ['--cui-line', c.line],
    ['--cui-font-display', FONT_STACKS[theme.font]],
    ['--cui-font-body', FONT_STACKS.sans],
  ];
  if (framework === 'bootstrap') vars.push(...bootstrapVars(c));
  if (framework === 'elementPlus') vars.push(...elementVars(c, theme.dark));
  if (framework === 'ionicTailwind') vars.push(...ionicVars(c));
  return vars;
}

function bootstrapVars(c: ThemeColors): Array<[string, string]> {
  return [
    ['--bs-primary', c.primary],
    ['--bs-primary-rgb', rgbTriplet(c.primary)],
    ['--bs-primary-text-emphasis', c.primaryStrong],
    ['--bs-primary-bg-subtle', c.primarySoft],
    ['--bs-primary-border-subtle', mix(c.primarySoft, c.primary, 0.3)],
    ['--bs-body-bg', c.bg],
    ['--bs-body-bg-rgb', rgbTriplet(c.bg)],
    ['--bs-body-color', c.ink],
    ['--bs-body-color-rgb', rgbTriplet(c.ink)],
    ['--bs-emphasis-color', c.ink],
    ['--bs-heading-color', c.ink],
    ['--bs-secondary-color', c.muted],
    ['--bs-secondary-bg', c.surface],
    ['--bs-tertiary-bg', c.surface],
    ['--bs-border-color', c.line],
    ['--bs-link-color', c.primary],
    ['--bs-link-color-rgb', rgbTriplet(c.primary)],
    ['--bs-link-hover-color', c.primaryStrong],
    ['--bs-link-hover-color-rgb', rgbTriplet(c.primaryStrong)],
    ['--bs-body-font-family', 'var(--cui-font-body)'],
  ];
}

function elementVars(c: ThemeColors, dark: boolean): Array<[string, string]> {
  const base = dark ? c.bg : '#ffffff';
  return [
    ['--el-color-primary', c.primary],
    ['--el-color-primary-light-3', mix(c.primary, base, 0.3)],
    ['--el-color-primary-light-5', mix(c.primary, base, 0.5)],
    ['--el-color-primary-light-7', mix(c.primary, base, 0.7)],
    ['--el-color-primary-light-8', mix(c.primary, base, 0.8)],
    ['--el-color-primary-light-9', mix(c.primary, base, 0.9)],
    ['--el-color-primary-dark-2', darken(c.primary, 0.2)],
    ['--el-bg-color', c.card],
    ['--el-bg-color-overlay', c.card],
    ['--el-bg-color-page', c.bg],
    ['--el-fill-color-blank', c.card],
    ['--el-fill-color', c.surface],
    ['--el-fill-color-light', c.surface],
    ['--el-fill-color-lighter', c.surface],
    ['--el-text-color-primary', c.ink],
    ['--el-text-color-regular', mix(c.ink, c.muted, 0.5)],
    ['--el-text-color-secondary', c.muted],
    ['--el-text-color-placeholder', mix(c.muted, c.card, 0.3)],
    ['--el-border-color', c.line],
    ['--el-border-color-light', c.line],
    ['--el-border-color-lighter', c.line],
    ['--el-border-color-extra-light', c.line],
    ['--el-font-family', 'var(--cui-font-body)'],
  ];
}

function ionicVars(c: ThemeColors): Array<[string, string]> {
  return [
    ['--ion-color-primary', c.primary],
    ['--ion-color-primary-rgb', rgbTriplet(c.primary)],
    ['--ion-color-primary-contrast', c.onPrimary],
    ['--ion-color-primary-contrast-rgb', rgbTriplet(c.onPrimary)],
    ['--ion-color-primary-shade', darken(c.primary, 0.12)],
    ['--ion-color-primary-tint', lighten(c.primary, 0.1)],
    ['--ion-background-color', c.bg],
    ['--ion-background-color-rgb', rgbTriplet(c.bg)],
    ['--ion-text-color', c.ink],
    ['--ion-text-color-rgb', rgbTriplet(c.ink)],
    ['--ion-toolbar-background', c.card],
    ['--ion-toolbar-color', c.ink],
    ['--ion-item-background', c.card],
    ['--ion-card-background', c.card],
    ['--ion-card-color', c.ink],
    ['--ion-border-color', c.line],
    ['--ion-font-family', 'var(--cui-font-body)'],
  ];
}

/** The `<style id="cui-theme">` element; `indent` prefixes every line after the first. */
export function renderThemeBlock(theme: Theme, framework: Framework, indent = '    '): string {
  const lines = themeVars(theme, framework).map(([k, v]) => `${indent}    ${k}: ${v};`);
  const attrs = `id="cui-theme" data-primary="${theme.primary}" data-accent="${theme.accent}" data-mode="${theme.dark ? 'dark' : 'light'}" data-font="${theme.font}"`;
  return [
    `<style ${attrs}>`,
    `${indent}  :root {`,
    `${indent}    color-scheme: ${theme.dark ? 'dark' : 'light'};`,
    ...lines,
    `${indent}  }`,
    `${indent}</style>`,
  ].join('\n');
}

/** Inline declarations that re-theme one section (used by section rewrites such as "blue background"). */
export function scopedThemeStyle(theme: Theme, framework: Framework): string {
  const decls = themeVars(theme, framework).filter(([k]) => !k.includes('font'));
  decls.push(['background', 'var(--cui-bg)'], ['color', 'var(--cui-ink)']);
  return decls.map(([k, v]) => `${k}: ${v}`).join('; ');
}

/** Reads the theme back from a page produced by the offline model; null for other HTML. */
export function parseThemeBlock(html: string): Theme | null {
  const m = /<style\b[^>]*\bid="cui-theme"[^>]*>/i.exec(html);
  if (!m) return null;
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(m[0])?.[1] ?? '';
  const primary = normalizeHex(attr('data-primary'));
  if (!primary) return null;
  const font = attr('data-font');
  return {
    primary,
    accent: normalizeHex(attr('data-accent')) ?? accentFor(primary),
    dark: attr('data-mode') === 'dark',
    font: font === 'serif' || font === 'mono' ? font : 'sans',
  };
}

/** Attributes of the `<html>` element for a theme. */
export function htmlAttributes(theme: Theme, framework: Framework, lang: string): string {
  const mode = theme.dark ? 'dark' : 'light';
  const bs = framework === 'bootstrap' ? ` data-bs-theme="${mode}"` : '';
  return `lang="${lang}" data-theme="${mode}"${bs}`;
}
