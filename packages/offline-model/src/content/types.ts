/** The framework-neutral content of a page: every section's copy, before any markup. */
import type { IconName } from '../icons';
import type { PageKind, SectionId } from '../types';

export interface Link {
  label: string;
  /** A section id (without #) the link points to; resolved against the sections on the page. */
  to: SectionId | 'top';
}

export interface SectionCopy {
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

export interface IconItem {
  icon: IconName;
  title: string;
  body: string;
}

export interface Plan {
  name: string;
  price: string;
  period: string;
  blurb: string;
  features: string[];
  cta: string;
  featured?: boolean;
}

export interface Quote {
  quote: string;
  name: string;
  role: string;
}

export interface QA {
  q: string;
  a: string;
}

export interface Person {
  name: string;
  role: string;
  bio: string;
}

export interface Tile {
  title: string;
  caption: string;
  tag: string;
  icon: IconName;
}

export interface MenuItem {
  name: string;
  desc: string;
  price: string;
  tag?: string;
}

export interface Product {
  name: string;
  blurb: string;
  price: string;
  was?: string;
  rating: number;
  reviews: number;
  tag?: string;
  icon: IconName;
}

export interface Post {
  title: string;
  excerpt: string;
  category: string;
  date: string;
  minutes: number;
}

export interface Slot {
  time: string;
  title: string;
  meta?: string;
  body: string;
}

export interface Stat {
  value: string;
  label: string;
  delta?: string;
}

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea';
  placeholder: string;
  half?: boolean;
}

export type HeroVisual = 'app' | 'dish' | 'products' | 'portrait' | 'event' | 'studio' | 'article' | 'dashboard' | 'place';

export interface PageContent {
  kind: PageKind;
  /** The page's language ('en' when absent): the hero illustrations' mock-up words follow it. */
  language?: string;
  name: string;
  noun: string;
  tagline: string;
  description: string;
  /** Navigation labels per section. */
  labels: Partial<Record<SectionId, string>>;
  navCta: Link;
  hero: {
    badge?: string;
    title: string;
    /** A substring of the title drawn in the brand colour. */
    highlight?: string;
    subtitle: string;
    primary: Link;
    secondary?: Link;
    note?: string;
    visual: HeroVisual;
    layout: 'split' | 'center';
    facts?: Array<{ label: string; value: string }>;
  };
  logos: { title: string; names: string[] };
  features: SectionCopy & { items: IconItem[] };
  /** "How it works": numbered steps. */
  steps: SectionCopy & { items: IconItem[] };
  awards: SectionCopy & { items: IconItem[] };
  about: SectionCopy & { paragraphs: string[]; bullets: string[]; media: { icon: IconName; label: string }; cta?: Link };
  stats: SectionCopy & { items: Stat[] };
  pricing: SectionCopy & { plans: Plan[]; note?: string };
  testimonials: SectionCopy & { items: Quote[] };
  faq: SectionCopy & { items: QA[] };
  team: SectionCopy & { people: Person[] };
  gallery: SectionCopy & { items: Tile[] };
  menu: SectionCopy & { groups: Array<{ name: string; items: MenuItem[] }>; note?: string };
  products: SectionCopy & { items: Product[] };
  blog: SectionCopy & { posts: Post[] };
  schedule: SectionCopy & { items: Slot[] };
  experience: SectionCopy & { items: Slot[] };
  contact: SectionCopy & {
    details: Array<{ icon: IconName; label: string; value: string }>;
    fields: Field[];
    submit: string;
    thanks: string;
  };
  cta: SectionCopy & { primary: Link; secondary?: Link };
  newsletter: SectionCopy & { placeholder: string; button: string; note: string };
  analytics: SectionCopy & {
    chartTitle: string;
    chartValue: string;
    chartDelta: string;
    bars: Array<{ label: string; value: number }>;
    breakdownTitle: string;
    breakdown: Array<{ label: string; value: number }>;
  };
  activity: SectionCopy & {
    columns: string[];
    rows: Array<{ cells: string[]; status: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }>;
  };
  footer: { blurb: string; columns: Array<{ title: string; links: Link[] }>; legal: string };
  /** Fixed words the section builders show (badges, buttons), in the page's language. */
  ui: { mostPopular: string; addToCart: string; readArticle: string; minRead: string; explore: string };
}

/** What a kind's copy module receives. */
export interface CopyContext {
  kind: PageKind;
  name: string;
  noun: string;
  topic: string;
  seed: number;
  /** 'zh' for a Chinese page; anything else is English. */
  language?: string;
  /** The day the page is made (YYYY-MM-DD): every date shown counts from it. */
  today: string;
  /** The city or country the prompt names, as written ("Berlin"). */
  place?: string;
  /** The asked-for parts in the user's words, in their order (the zh/hi copy names them). */
  parts?: string[];
}

/** How many items each repeated section shows by default (the rest are "more" for edits). */
export const VISIBLE: Readonly<Record<string, number>> = {
  features: 6,
  testimonials: 3,
  faq: 5,
  team: 4,
  gallery: 6,
  products: 8,
  blog: 3,
  pricing: 3,
  stats: 4,
  schedule: 5,
  experience: 4,
  menuItems: 4,
  logos: 6,
};
