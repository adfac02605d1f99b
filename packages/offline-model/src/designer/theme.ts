/**
 * Designer themes reuse the page themes' colour machinery (legible brand colours, dark surfaces),
 * adding the type scale, radii, spacing and icon style a set of app screens shares.
 */
import { normalizeHex } from '../colors';
import { FONT_STACKS, makeTheme, themeColors } from '../themes';
import type { FontStyle } from '../types';
import type { DesignLanguage, DesignTheme } from './types';

export interface ThemeSeed {
  name: string;
  primary: string;
  accent?: string;
  dark: boolean;
  font: FontStyle;
  radius: number;
  iconStyle: DesignTheme['iconStyle'];
  language?: DesignLanguage;
}

export function buildDesignTheme(seed: ThemeSeed): DesignTheme {
  const base = makeTheme(seed.primary, { accent: seed.accent, dark: seed.dark, font: seed.font });
  const c = themeColors(base);
  const r = Math.max(0, Math.round(seed.radius));
  return {
    name: seed.name,
    ...(seed.language ? { language: seed.language } : {}),
    mode: seed.dark ? 'dark' : 'light',
    brand: { primary: base.primary, accent: base.accent },
    palette: {
      primary: c.primary,
      primaryStrong: c.primaryStrong,
      primarySoft: c.primarySoft,
      onPrimary: c.onPrimary,
      accent: c.accent,
      background: c.bg,
      surface: c.surface,
      card: c.card,
      text: c.ink,
      muted: c.muted,
      border: c.line,
    },
    typography: {
      font: seed.font,
      scale: seed.font === 'serif' ? { display: 30, title: 20, body: 15, caption: 12 } : { display: 28, title: 18, body: 14, caption: 12 },
    },
    radius: { sm: Math.round(r / 2), md: r, lg: r * 2 },
    spacing: 4,
    iconStyle: seed.iconStyle,
  };
}

/** The same theme with other brand colours or mode; everything else stays. */
export function retheme(theme: DesignTheme, change: { primary?: string; accent?: string; dark?: boolean }): DesignTheme {
  const primary = normalizeHex(change.primary ?? '') ?? theme.brand.primary;
  const accent = change.primary && !change.accent ? undefined : (change.accent ?? theme.brand.accent);
  return buildDesignTheme({
    name: theme.name,
    primary,
    accent,
    dark: change.dark ?? theme.mode === 'dark',
    font: theme.typography.font,
    radius: theme.radius.md,
    iconStyle: theme.iconStyle,
    language: theme.language,
  });
}

/** CSS custom properties and the Tailwind `@theme` mapping for a designer theme. */
export function themeStyles(theme: DesignTheme): { vars: string; tailwind: string } {
  const p = theme.palette;
  const s = theme.typography.scale;
  const vars = [
    `color-scheme: ${theme.mode};`,
    `--ds-primary: ${p.primary};`,
    `--ds-primary-strong: ${p.primaryStrong};`,
    `--ds-primary-soft: ${p.primarySoft};`,
    `--ds-on-primary: ${p.onPrimary};`,
    `--ds-accent: ${p.accent};`,
    `--ds-bg: ${p.background};`,
    `--ds-surface: ${p.surface};`,
    `--ds-card: ${p.card};`,
    `--ds-ink: ${p.text};`,
    `--ds-muted: ${p.muted};`,
    `--ds-line: ${p.border};`,
    `--ds-font-display: ${FONT_STACKS[theme.typography.font]};`,
    `--ds-font-body: ${FONT_STACKS.sans};`,
    `--ds-radius-sm: ${theme.radius.sm}px;`,
    `--ds-radius-md: ${theme.radius.md}px;`,
    `--ds-radius-lg: ${theme.radius.lg}px;`,
    `--ds-text-display: ${s.display}px;`,
    `--ds-text-title: ${s.title}px;`,
    `--ds-text-body: ${s.body}px;`,
    `--ds-text-caption: ${s.caption}px;`,
    `--ds-space: ${theme.spacing}px;`,
  ].join('\n      ');
  const tailwind = `@theme inline {
  --color-primary: var(--ds-primary);
  --color-primary-strong: var(--ds-primary-strong);
  --color-primary-soft: var(--ds-primary-soft);
  --color-on-primary: var(--ds-on-primary);
  --color-accent: var(--ds-accent);
  --color-page: var(--ds-bg);
  --color-surface: var(--ds-surface);
  --color-card: var(--ds-card);
  --color-ink: var(--ds-ink);
  --color-muted: var(--ds-muted);
  --color-line: var(--ds-line);
  --font-sans: var(--ds-font-body);
  --font-display: var(--ds-font-display);
  --radius-ds-sm: var(--ds-radius-sm);
  --radius-ds: var(--ds-radius-md);
  --radius-ds-lg: var(--ds-radius-lg);
  --text-display: var(--ds-text-display);
  --text-title: var(--ds-text-title);
  --text-body: var(--ds-text-body);
  --text-caption: var(--ds-text-caption);
}`;
  return { vars, tailwind };
}
