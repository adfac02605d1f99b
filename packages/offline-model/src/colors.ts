/** Colour names, hex parsing and the small amount of colour maths the themes need. */

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

export function isHex(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/** Normalises `#abc` / `#AABBCC` to lowercase `#aabbcc`; returns null when not a hex colour. */
export function normalizeHex(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (!isHex(v)) return null;
  if (v.length === 4) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return v;
}

export function hexToRgb(hex: string): Rgb {
  const h = normalizeHex(hex) ?? '#000000';
  return { r: parseInt(h.slice(1, 3), 16), g: parseInt(h.slice(3, 5), 16), b: parseInt(h.slice(5, 7), 16) };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const c = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

/** WCAG relative luminance, 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
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

export function hexToHsl(hex: string): { h: number; s: number; l: number } {
  const { r, g, b } = hexToRgb(hex);
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  let rgb: [number, number, number];
  if (hue < 60) rgb = [c, x, 0];
  else if (hue < 120) rgb = [x, c, 0];
  else if (hue < 180) rgb = [0, c, x];
  else if (hue < 240) rgb = [0, x, c];
  else if (hue < 300) rgb = [x, 0, c];
  else rgb = [c, 0, x];
  return rgbToHex({ r: (rgb[0] + m) * 255, g: (rgb[1] + m) * 255, b: (rgb[2] + m) * 255 });
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
