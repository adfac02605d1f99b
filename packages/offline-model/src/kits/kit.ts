/**
 * The Kit: the small vocabulary section builders write with. Each framework family implements it
 * with its own markup (Tailwind utilities, plain CSS classes, Bootstrap, Element Plus, Naive UI,
 * Ionic), so one set of section builders renders natively in all nine frameworks.
 */
import type { Framework } from '@cui/shared';
import type { IconName } from '../icons';
import type { Field, QA, Slot } from '../content/types';

export type Tone = 'base' | 'alt' | 'brand';
export type Flavor = 'html' | 'vue' | 'react';
export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'light';
export type BadgeTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

export interface Href {
  label: string;
  href: string;
}

export interface NavModel {
  brand: string;
  links: Href[];
  cta?: Href;
}

export interface FooterModel {
  brand: string;
  blurb: string;
  columns: Array<{ title: string; links: Href[] }>;
  legal: string;
}

export interface TableRow {
  cells: string[];
  status: { text: string; tone: BadgeTone };
}

export interface Kit {
  readonly framework: Framework;
  readonly flavor: Flavor;
  /** A top-level section with its container. */
  section(id: string, inner: string, opts?: { tone?: Tone; narrow?: boolean; tight?: boolean }): string;
  heading(h: { eyebrow?: string; title: string; subtitle?: string; align?: 'center' | 'left'; invert?: boolean }): string;
  grid(cells: string[], cols: 2 | 3 | 4): string;
  split(a: string, b: string, opts?: { reverse?: boolean; align?: 'center' | 'start' }): string;
  stack(children: string[], gap?: 'xs' | 'sm' | 'md' | 'lg'): string;
  row(children: string[], opts?: { gap?: 'sm' | 'md' | 'lg'; justify?: 'start' | 'center' | 'between'; wrap?: boolean }): string;
  /** A card; `media` (if given) sits flush on top and `inner` goes in the padded body. */
  card(inner: string, opts?: { featured?: boolean; media?: string }): string;
  title(text: string, level: 1 | 2 | 3 | 4, opts?: { invert?: boolean; highlight?: string }): string;
  text(text: string, opts?: { size?: 'lg' | 'md' | 'sm' | 'xs'; muted?: boolean; invert?: boolean; strong?: boolean }): string;
  eyebrow(text: string, opts?: { invert?: boolean }): string;
  button(b: { label: string; href: string; variant?: ButtonVariant; size?: 'md' | 'lg'; block?: boolean; icon?: IconName }): string;
  badge(text: string, tone?: BadgeTone): string;
  iconBox(name: IconName): string;
  checklist(items: string[], opts?: { invert?: boolean }): string;
  accordion(items: QA[]): string;
  form(fields: Field[], submit: string, thanks: string): string;
  inlineForm(placeholder: string, button: string, opts?: { invert?: boolean }): string;
  timeline(items: Slot[]): string;
  progress(label: string, value: number): string;
  table(columns: string[], rows: TableRow[]): string;
  link(label: string, href: string): string;
  price(amount: string, period: string, opts?: { invert?: boolean }): string;
  navbar(n: NavModel): string;
  footer(f: FooterModel): string;
}
