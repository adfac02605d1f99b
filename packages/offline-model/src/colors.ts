/** Colour names and the small amount of colour maths the themes need (parsing and WCAG maths by colord). */
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** Named colours a prompt may mention, mapped to a pleasant UI shade (mostly Tailwind 600). */
export const NAMED_COLORS: Readonly<Record<string, string>> = {
  red: '#dc2626',
  crimson: '#be123c',
  scarlet: '#dc2626',
  maroon: '#881337',
  burgundy: '#9f1239',
  wine: '#881337',
  rose: '#e11d48',
  pink: '#db2777',
  magenta: '#c026d3',
  fuchsia: '#c026d3',
  purple: '#9333ea',
  violet: '#7c3aed',
  lavender: '#8b5cf6',
  lilac: '#a855f7',
  indigo: '#4f46e5',
  navy: '#1e3a8a',
  blue: '#2563eb',
  cobalt: '#1d4ed8',
  sky: '#0284c7',
  azure: '#0ea5e9',
  cyan: '#0891b2',
  turquoise: '#0d9488',
  teal: '#0d9488',
  aqua: '#06b6d4',
  mint: '#10b981',
  emerald: '#059669',
  green: '#16a34a',
  forest: '#166534',
  sage: '#65a30d',
  olive: '#4d7c0f',
  lime: '#65a30d',
  yellow: '#ca8a04',
  gold: '#b7862c',
  golden: '#b7862c',
  amber: '#d97706',
  mustard: '#ca8a04',
  orange: '#ea580c',
  coral: '#f97360',
  salmon: '#fa8072',
  peach: '#fb923c',
  terracotta: '#c2410c',
  rust: '#b45309',
  brown: '#92400e',
  chocolate: '#7c2d12',
  coffee: '#78350f',
  beige: '#a8865a',
  cream: '#b08d57',
  tan: '#a16207',
  black: '#111827',
  charcoal: '#1f2937',
  slate: '#475569',
  gray: '#4b5563',
  grey: '#4b5563',
  silver: '#64748b',
  white: '#ffffff',
  红色: '#dc2626',
  橙色: '#ea580c',
  黄色: '#ca8a04',
  绿色: '#16a34a',
  蓝色: '#2563eb',
  紫色: '#9333ea',
  粉色: '#db2777',
  黑色: '#111827',
  金色: '#b7862c',
};

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Only 3- and 6-digit codes count: prompts never mean the alpha forms, and a theme has no alpha. */
export function isHex(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/** Normalises `#abc` / `#AABBCC` to lowercase `#aabbcc`; returns null when not a hex colour. */
export function normalizeHex(value: string): string | null {
  return isHex(value) ? colord(value.trim()).toHex() : null;
}

function parse(hex: string) {
  return colord(normalizeHex(hex) ?? '#000000');
}

export function hexToRgb(hex: string): Rgb {
  const { r, g, b } = parse(hex).toRgb();
  return { r, g, b };
}

export function rgbToHex(rgb: Rgb): string {
  return colord(rgb).toHex();
}

/**
 * Linear mix in sRGB: t = 0 gives a, t = 1 gives b. Not colord's `mix` plugin, which mixes in
 * CIE Lab and so would shift every tint and shade the themes derive (hover colours, borders).
 */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a).rgba;
  const y = parse(b).rgba;
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

/** WCAG relative luminance, 0 (black) … 1 (white), to two decimals. */
export function luminance(hex: string): number {
  return parse(hex).luminance();
}

/** WCAG contrast ratio, 1 … 21, floored to two decimals. */
export function contrastRatio(a: string, b: string): number {
  return parse(a).contrast(parse(b));
}

/** Text colour (white or near-black) that reads best on the given background: the one with more contrast. */
export function readableOn(bg: string): string {
  return contrastRatio(bg, '#ffffff') >= contrastRatio(bg, '#0f172a') ? '#ffffff' : '#0f172a';
}

/** `"r, g, b"` as Bootstrap and Ionic expect in their `-rgb` variables. */
export function rgbTriplet(hex: string): string {
  const { r, g, b } = hexToRgb(hex);
  return `${r}, ${g}, ${b}`;
}

/** Hue in degrees, saturation and lightness as 0 … 1 (colord gives whole percents). */
export function hexToHsl(hex: string): { h: number; s: number; l: number } {
  const { h, s, l } = parse(hex).toHsl();
  return { h, s: s / 100, l: l / 100 };
}

export function hslToHex(h: number, s: number, l: number): string {
  return colord({ h: ((h % 360) + 360) % 360, s: s * 100, l: l * 100 }).toHex();
}

/** A companion accent colour: the primary's hue turned by `degrees`, kept vivid. */
export function accentFor(primary: string, degrees = 35): string {
  const { h, s, l } = hexToHsl(primary);
  if (s < 0.12) return '#f59e0b';
  // Turning into the yellow band gives muddy, low-contrast accents: turn the other way instead.
  const turned = (((h + degrees) % 360) + 360) % 360;
  const hue = turned >= 45 && turned <= 80 ? h - degrees : h + degrees;
  return hslToHex(hue, Math.min(0.85, Math.max(0.45, s)), Math.min(0.58, Math.max(0.42, l + 0.06)));
}

/** A colour mentioned in text: a hex code or a known colour name. */
export interface ColorMention {
  raw: string;
  hex: string;
  index: number;
}

/** Finds hex codes and colour names in free text, in order of appearance. */
export function findColors(text: string): ColorMention[] {
  const found: ColorMention[] = [];
  const hexRe = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi;
  for (let m = hexRe.exec(text); m; m = hexRe.exec(text)) {
    found.push({ raw: m[0], hex: normalizeHex(m[0]) as string, index: m.index });
  }
  const lower = text.toLowerCase();
  for (const name of Object.keys(NAMED_COLORS)) {
    const cjk = /[^a-z]/.test(name);
    const re = cjk ? new RegExp(name, 'g') : new RegExp(`(?<![a-z])${name}(?![a-z])`, 'g');
    for (let m = re.exec(lower); m; m = re.exec(lower)) {
      if (!cjk && isFalseColour(name, lower, m.index)) continue;
      found.push({ raw: name, hex: NAMED_COLORS[name], index: m.index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Skips colour words that are part of another meaning ("coffee shop", "rose garden" stays a colour). */
function isFalseColour(name: string, text: string, index: number): boolean {
  const after = text.slice(index + name.length, index + name.length + 14);
  if (name === 'coffee' || name === 'chocolate' || name === 'wine') {
    // "coffee shop", "wine bar" are topics; "coffee brown" / "coffee colours" are colours.
    return !/^\s*(colou?r|tone|brown|palette|theme|accent)/.test(after);
  }
  if (name === 'gold' && /^\s*(member|plan|tier|sponsor)/.test(after)) return true;
  if (name === 'silver' && /^\s*(member|plan|tier|sponsor)/.test(after)) return true;
  if (name === 'sage' && !/^\s*(green|colou?r|tone|palette)/.test(after)) {
    return !/(colou?r|palette|theme|tones?)/.test(text.slice(Math.max(0, index - 30), index + 30));
  }
  if (name === 'cream' && /^\s*(cheese|puff)/.test(after)) return true;
  if (name === 'white' && /^\s*(label|paper|glove)/.test(after)) return true;
  return false;
}
