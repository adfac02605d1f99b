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
import { attrValue, findById } from './html-utils';
import { hashString, pick } from './hash';
import type { FontStyle, PageKind, Theme } from './types';

/** Default [primary, accent] pairs per kind of page (one is picked by the prompt's hash). */
const KIND_PALETTES: Record<PageKind, ReadonlyArray<readonly [string, string]>> = {
  saas: [['#4f46e5', '#0ea5e9'], ['#7c3aed', '#ec4899'], ['#2563eb', '#7c3aed'], ['#0891b2', '#6366f1']],
  portfolio: [['#0ea5e9', '#6366f1'], ['#f97316', '#ec4899'], ['#8b5cf6', '#06b6d4'], ['#10b981', '#0ea5e9']],
  restaurant: [['#c2410c', '#d97706'], ['#9f1239', '#ea580c'], ['#4d7c0f', '#ca8a04']],
  shop: [['#0f766e', '#f59e0b'], ['#db2777', '#f97316'], ['#1f2937', '#b45309'], ['#7c3aed', '#db2777']],
  blog: [['#0f766e', '#0ea5e9'], ['#b45309', '#dc2626'], ['#4338ca', '#0ea5e9'], ['#be123c', '#f59e0b']],
  event: [['#db2777', '#7c3aed'], ['#7c3aed', '#06b6d4'], ['#ea580c', '#db2777'], ['#2563eb', '#db2777']],
  agency: [['#e11d48', '#f59e0b'], ['#2563eb', '#06b6d4'], ['#111827', '#6366f1'], ['#ea580c', '#e11d48']],
  dashboard: [['#2563eb', '#06b6d4'], ['#4f46e5', '#8b5cf6'], ['#0891b2', '#10b981'], ['#059669', '#0ea5e9']],
  resume: [['#0d9488', '#0ea5e9'], ['#4f46e5', '#0ea5e9'], ['#334155', '#0d9488'], ['#0369a1', '#6366f1']],
  generic: [['#4f46e5', '#0ea5e9'], ['#0d9488', '#65a30d'], ['#2563eb', '#06b6d4'], ['#c2410c', '#f59e0b']],
};

/** Topic palettes that fit better than the kind's (coffee is brown, plants are green …). */
const TOPIC_PALETTES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  cafe: [['#92400e', '#d97706'], ['#7c2d12', '#c2410c'], ['#78350f', '#b45309']],
  bakery: [['#b45309', '#e11d48'], ['#9a3412', '#d97706']],
  italian: [['#b91c1c', '#15803d'], ['#9f1239', '#ca8a04']],
  japanese: [['#b91c1c', '#f59e0b'], ['#0f766e', '#be123c']],
  bar: [['#7c3aed', '#db2777'], ['#b45309', '#7c2d12']],
  beauty: [['#db2777', '#f59e0b'], ['#be185d', '#a855f7']],
  plants: [['#15803d', '#65a30d'], ['#047857', '#ca8a04']],
  fashion: [['#1f2937', '#b45309'], ['#111827', '#db2777']],
  'tech-shop': [['#2563eb', '#06b6d4'], ['#7c3aed', '#2563eb']],
  jewelry: [['#a16207', '#be123c'], ['#854d0e', '#334155']],
  wedding: [['#be185d', '#d97706'], ['#9f1239', '#a16207']],
  festival: [['#db2777', '#f59e0b'], ['#7c3aed', '#ec4899']],
  fitness: [['#dc2626', '#f97316'], ['#16a34a', '#0ea5e9']],
  yoga: [['#0d9488', '#a855f7'], ['#65a30d', '#0d9488']],
  dental: [['#0284c7', '#14b8a6']],
  nonprofit: [['#0284c7', '#16a34a']],
  travel: [['#0369a1', '#f59e0b']],
  realestate: [['#0f766e', '#ca8a04']],
  photography: [['#111827', '#f59e0b'], ['#0f766e', '#f97316']],
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

export function defaultPalette(kind: PageKind, topic: string, seed: number): readonly [string, string] {
  return pick(TOPIC_PALETTES[topic] ?? KIND_PALETTES[kind], seed, 'palette');
}

/** Palettes any page may take as another design direction (a variant): strong pairs that read apart from each other. */
export const VARIANT_PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#0f766e', '#f59e0b'],
  ['#4338ca', '#ec4899'],
  ['#be123c', '#0ea5e9'],
  ['#15803d', '#a16207'],
  ['#1d4ed8', '#f97316'],
  ['#6d28d9', '#10b981'],
];

/**
 * Variant `variant` (1–4) of a page's palette: the first is the page's own; each other is another
 * of its kind's or topic's palettes, or one of the variant palettes, none equal to the first or to
 * each other.
 */
export function variantPalette(kind: PageKind, topic: string, seed: number, variant: number): readonly [string, string] {
  const first = defaultPalette(kind, topic, seed);
  if (variant <= 1) return first;
  const others = [...(TOPIC_PALETTES[topic] ?? KIND_PALETTES[kind]), ...VARIANT_PALETTES].filter((p) => p[0] !== first[0]);
  return others[(hashString(`${seed}:variant`) + variant - 2) % others.length];
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

/** Lightens (dark themes) or darkens (light themes) a brand colour until it reads on the background. */
function legible(color: string, bg: string, dark: boolean, ratio = 3): string {
  let c = color;
  for (let i = 0; i < 12 && contrastRatio(c, bg) < ratio; i++) c = dark ? lighten(c, 0.1) : darken(c, 0.1);
  return c;
}

export function themeColors(theme: Theme): ThemeColors {
  if (theme.dark) {
    const bg = mix('#0a0e18', theme.primary, 0.05);
    const primary = legible(theme.primary, bg, true, 4.5);
    return {
      primary,
      primaryStrong: lighten(primary, 0.14),
      primarySoft: mix(bg, primary, 0.24),
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
  // The primary colour is body-size text (eyebrows, prices, links) on white and on its own light
  // tints, and the background of white button text: 5.5:1 on white keeps both above WCAG's 4.5:1.
  const primary = legible(theme.primary, bg, false, 5.5);
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

/** Which part of the look a variable belongs to (section overrides touch only some groups). */
export type VarGroup = 'brand' | 'surface' | 'font';
type Var = [string, string, VarGroup];

/** The custom properties of a theme for one framework (base variables plus the framework's own). */
export function themeVars(theme: Theme, framework: Framework): Array<[string, string]> {
  const vars: Var[] = [
    ...colorVars(themeColors(theme), theme.dark, framework),
    ['--cui-font-display', FONT_STACKS[theme.font], 'font'],
    ['--cui-font-body', FONT_STACKS.sans, 'font'],
  ];
  if (framework === 'bootstrap') vars.push(['--bs-body-font-family', 'var(--cui-font-body)', 'font']);
  if (framework === 'elementPlus') vars.push(['--el-font-family', 'var(--cui-font-body)', 'font']);
  if (framework === 'ionicTailwind') vars.push(['--ion-font-family', 'var(--cui-font-body)', 'font']);
  return vars.map(([k, v]) => [k, v]);
}

/** Colour variables (base and framework-specific), each tagged with its group. */
export function colorVars(c: ThemeColors, dark: boolean, framework: Framework): Var[] {
  const vars: Var[] = [
    ['--cui-primary', c.primary, 'brand'],
    ['--cui-primary-strong', c.primaryStrong, 'brand'],
    ['--cui-primary-soft', c.primarySoft, 'brand'],
    ['--cui-on-primary', c.onPrimary, 'brand'],
    ['--cui-accent', c.accent, 'brand'],
    ['--cui-bg', c.bg, 'surface'],
    ['--cui-surface', c.surface, 'surface'],
    ['--cui-card', c.card, 'surface'],
    ['--cui-ink', c.ink, 'surface'],
    ['--cui-muted', c.muted, 'surface'],
    ['--cui-line', c.line, 'surface'],
  ];
  if (framework === 'bootstrap') vars.push(...bootstrapVars(c));
  if (framework === 'elementPlus') vars.push(...elementVars(c, dark));
  if (framework === 'ionicTailwind') vars.push(...ionicVars(c));
  return vars;
}

function bootstrapVars(c: ThemeColors): Var[] {
  return [
    ['--bs-primary', c.primary, 'brand'],
    ['--bs-primary-rgb', rgbTriplet(c.primary), 'brand'],
    ['--bs-primary-text-emphasis', c.primaryStrong, 'brand'],
    ['--bs-primary-bg-subtle', c.primarySoft, 'brand'],
    ['--bs-primary-border-subtle', mix(c.primarySoft, c.primary, 0.3), 'brand'],
    ['--bs-link-color', c.primary, 'brand'],
    ['--bs-link-color-rgb', rgbTriplet(c.primary), 'brand'],
    ['--bs-link-hover-color', c.primaryStrong, 'brand'],
    ['--bs-link-hover-color-rgb', rgbTriplet(c.primaryStrong), 'brand'],
    ['--bs-body-bg', c.bg, 'surface'],
    ['--bs-body-bg-rgb', rgbTriplet(c.bg), 'surface'],
    ['--bs-body-color', c.ink, 'surface'],
    ['--bs-body-color-rgb', rgbTriplet(c.ink), 'surface'],
    ['--bs-emphasis-color', c.ink, 'surface'],
    ['--bs-heading-color', c.ink, 'surface'],
    ['--bs-secondary-color', c.muted, 'surface'],
    ['--bs-secondary-bg', c.surface, 'surface'],
    ['--bs-tertiary-bg', c.surface, 'surface'],
    ['--bs-border-color', c.line, 'surface'],
  ];
}

function elementVars(c: ThemeColors, dark: boolean): Var[] {
  const base = dark ? c.bg : '#ffffff';
  return [
    ['--el-color-primary', c.primary, 'brand'],
    ['--el-color-primary-light-3', mix(c.primary, base, 0.3), 'brand'],
    ['--el-color-primary-light-5', mix(c.primary, base, 0.5), 'brand'],
    ['--el-color-primary-light-7', mix(c.primary, base, 0.7), 'brand'],
    ['--el-color-primary-light-8', mix(c.primary, base, 0.8), 'brand'],
    ['--el-color-primary-light-9', mix(c.primary, base, 0.9), 'brand'],
    ['--el-color-primary-dark-2', darken(c.primary, 0.2), 'brand'],
    ['--el-bg-color', c.card, 'surface'],
    ['--el-bg-color-overlay', c.card, 'surface'],
    ['--el-bg-color-page', c.bg, 'surface'],
    ['--el-fill-color-blank', c.card, 'surface'],
    ['--el-fill-color', c.surface, 'surface'],
    ['--el-fill-color-light', c.surface, 'surface'],
    ['--el-fill-color-lighter', c.surface, 'surface'],
    ['--el-text-color-primary', c.ink, 'surface'],
    ['--el-text-color-regular', mix(c.ink, c.muted, 0.5), 'surface'],
    ['--el-text-color-secondary', c.muted, 'surface'],
    ['--el-text-color-placeholder', mix(c.muted, c.card, 0.3), 'surface'],
    ['--el-border-color', c.line, 'surface'],
    ['--el-border-color-light', c.line, 'surface'],
    ['--el-border-color-lighter', c.line, 'surface'],
    ['--el-border-color-extra-light', c.line, 'surface'],
  ];
}

function ionicVars(c: ThemeColors): Var[] {
  return [
    ['--ion-color-primary', c.primary, 'brand'],
    ['--ion-color-primary-rgb', rgbTriplet(c.primary), 'brand'],
    ['--ion-color-primary-contrast', c.onPrimary, 'brand'],
    ['--ion-color-primary-contrast-rgb', rgbTriplet(c.onPrimary), 'brand'],
    ['--ion-color-primary-shade', darken(c.primary, 0.12), 'brand'],
    ['--ion-color-primary-tint', lighten(c.primary, 0.1), 'brand'],
    ['--ion-background-color', c.bg, 'surface'],
    ['--ion-background-color-rgb', rgbTriplet(c.bg), 'surface'],
    ['--ion-text-color', c.ink, 'surface'],
    ['--ion-text-color-rgb', rgbTriplet(c.ink), 'surface'],
    ['--ion-toolbar-background', c.card, 'surface'],
    ['--ion-toolbar-color', c.ink, 'surface'],
    ['--ion-item-background', c.card, 'surface'],
    ['--ion-card-background', c.card, 'surface'],
    ['--ion-card-color', c.ink, 'surface'],
    ['--ion-border-color', c.line, 'surface'],
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

/** Inline declarations that re-colour one section (only the given variable groups). */
export function scopedStyle(c: ThemeColors, dark: boolean, framework: Framework, groups: VarGroup[]): string {
  const decls = colorVars(c, dark, framework)
    .filter(([, , g]) => groups.includes(g))
    .map(([k, v]) => `${k}: ${v}`);
  if (groups.includes('surface')) decls.push('background: var(--cui-bg)', 'color: var(--cui-ink)');
  return decls.join('; ');
}

/** Reads the theme back from a page produced by the offline model; null for other HTML. */
export function parseThemeBlock(html: string): Theme | null {
  const block = findById(html, 'cui-theme');
  if (!block || block.tag !== 'style') return null;
  const attr = (name: string) => attrValue(block, name) ?? '';
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
