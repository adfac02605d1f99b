/**
 * Theme edits on an existing page: rewrite the `cui-theme` block of offline pages, or fall back
 * to small, visible overrides for pages written by other models.
 */
import type { Framework } from '@cui/shared';
import { accentFor, hexToHsl, normalizeHex } from './colors';
import { findElement, replaceRange, scanTags } from '@cui/shared';
import { attrValue, findById, parseHtml, replaceElement } from './html-utils';
import { FONT_STACKS, htmlAttributes, parseThemeBlock, renderThemeBlock } from './themes';
import type { FontStyle, Theme } from './types';

export interface ThemeChange {
  dark?: boolean;
  primary?: string;
  accent?: string;
  font?: FontStyle;
}

export function applyThemeChange(html: string, change: ThemeChange, framework: Framework): string {
  const current = parseThemeBlock(html);
  if (current) return rewriteThemeBlock(html, current, change, framework);
  return foreignThemeChange(html, change);
}

function rewriteThemeBlock(html: string, current: Theme, change: ThemeChange, framework: Framework): string {
  const next: Theme = {
    primary: change.primary ?? current.primary,
    accent: change.accent ?? (change.primary ? accentFor(normalizeHex(change.primary) ?? change.primary) : current.accent),
    dark: change.dark ?? current.dark,
    font: change.font ?? current.font,
  };
  const el = findById(html, 'cui-theme');
  if (!el) return html;
  let out = replaceElement(html, el, renderThemeBlock(next, framework, ''));
  const root = next.dark !== current.dark ? findElement(parseHtml(out), (e) => e.tag === 'html') : null;
  if (root) out = replaceRange(out, root.start, root.openEnd, `<html ${htmlAttributes(next, framework, attrValue(root, 'lang') ?? 'en')}>`);
  return out;
}

const TAILWIND_600: Record<string, string> = {
  red: '#dc2626', orange: '#ea580c', amber: '#d97706', yellow: '#ca8a04', lime: '#65a30d', green: '#16a34a', emerald: '#059669', teal: '#0d9488',
  cyan: '#0891b2', sky: '#0284c7', blue: '#2563eb', indigo: '#4f46e5', violet: '#7c3aed', purple: '#9333ea', fuchsia: '#c026d3', pink: '#db2777', rose: '#e11d48',
};
const HUE_ANGLES: Array<[string, number]> = [
  ['red', 0], ['orange', 25], ['amber', 38], ['yellow', 48], ['lime', 85], ['green', 135], ['emerald', 155], ['teal', 172], ['cyan', 190],
  ['sky', 200], ['blue', 220], ['indigo', 240], ['violet', 260], ['purple', 275], ['fuchsia', 295], ['pink', 325], ['rose', 345],
];

/** The Tailwind hue name closest to a colour. */
export function hueName(hexOrAngle: string | number): string {
  const h = typeof hexOrAngle === 'number' ? hexOrAngle : hexToHsl(hexOrAngle).h;
  let best = HUE_ANGLES[0];
  for (const entry of HUE_ANGLES) {
    const d = Math.abs(((entry[1] - h + 540) % 360) - 180);
    if (d < Math.abs(((best[1] - h + 540) % 360) - 180)) best = entry;
  }
  return best[0];
}

function injectStyle(html: string, id: string, css: string): string {
  const tag = `<style id="${id}">${css}</style>`;
  const existing = findById(html, id);
  if (existing) return html.slice(0, existing.start) + tag + html.slice(existing.end);
  const at = scanTags(html).find((t) => t.type === 'close' && t.name === 'head')?.start ?? -1;
  if (at >= 0) return `${html.slice(0, at)}  ${tag}\n${html.slice(at)}`;
  return tag + html;
}

const UTILITY = '(?:bg|text|border|ring|from|via|to|fill|stroke|outline|decoration|shadow|accent|caret|divide|placeholder|ring-offset)';
const HUES = Object.keys(TAILWIND_600).join('|');

function foreignThemeChange(html: string, change: ThemeChange): string {
  let out = html;
  if (change.dark === true) {
    out = injectStyle(out, 'cui-mode-override', 'html{color-scheme:dark;background:#0b0f19}body{filter:invert(0.92) hue-rotate(180deg)}img,video,picture,canvas,iframe{filter:invert(1) hue-rotate(180deg)}');
  } else if (change.dark === false) {
    const existing = findById(out, 'cui-mode-override');
    out = existing ? out.slice(0, existing.start) + out.slice(existing.end) : injectStyle(out, 'cui-mode-override', 'html{color-scheme:light;background:#ffffff}body{filter:invert(0.92) hue-rotate(180deg)}img,video,picture,canvas,iframe{filter:invert(1) hue-rotate(180deg)}');
  }
  const colour = change.primary ?? change.accent;
  if (colour) {
    const counts = new Map<string, number>();
    const re = new RegExp(`\\b${UTILITY}-(${HUES})-\\d{2,3}\\b`, 'g');
    for (let m = re.exec(out); m; m = re.exec(out)) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
    const dominant = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const target = hueName(colour);
    if (dominant && dominant !== target) {
      out = out.replace(new RegExp(`\\b(${UTILITY}-)${dominant}(-\\d{2,3})\\b`, 'g'), `$1${target}$2`);
    } else {
      out = injectStyle(out, 'cui-color-override', `a{color:${colour}}button,.btn,[type=submit]{background-color:${colour}!important;border-color:${colour}!important;color:#fff!important}h1 span,h2 span{color:${colour}}`);
    }
  }
  if (change.font) {
    out = injectStyle(out, 'cui-font-override', `body,h1,h2,h3,h4{font-family:${FONT_STACKS[change.font]}}`);
  }
  return out;
}
