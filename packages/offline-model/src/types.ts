import type { Framework } from '@cui/shared';

export type { Framework };

/** The kind of page a prompt asks for. */
export type PageKind =
  | 'saas'
  | 'portfolio'
  | 'restaurant'
  | 'shop'
  | 'blog'
  | 'event'
  | 'agency'
  | 'dashboard'
  | 'resume'
  | 'generic';

/** Every section the offline model knows how to build; the value is also the element id. */
export const SECTION_IDS = [
  'hero',
  'logos',
  'features',
  'about',
  'stats',
  'analytics',
  'activity',
  'menu',
  'products',
  'gallery',
  'experience',
  'schedule',
  'team',
  'pricing',
  'testimonials',
  'blog',
  'faq',
  'newsletter',
  'cta',
  'contact',
  'how-it-works',
  'awards',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** Page chrome: always present, never counted as a content section. */
export const CHROME_IDS = ['navbar', 'footer'] as const;

export type FontStyle = 'sans' | 'serif' | 'mono';

/** The visual theme of a page; serialised into the `<style id="cui-theme">` block. */
export interface Theme {
  primary: string;
  accent: string;
  dark: boolean;
  font: FontStyle;
}

/** What the offline model understood from a prompt. */
export interface Brief {
  prompt: string;
  kind: PageKind;
  /** A finer topic inside the kind (e.g. `cafe` for a restaurant), used for copy. */
  topic: string;
  /** Plain-language noun for the subject ("coffee shop", "project management platform"). */
  noun: string;
  name: string;
  /** True when the name came from the prompt rather than a default. */
  nameFromPrompt: boolean;
  theme: Theme;
  /** Colours mentioned in the prompt (names or hex codes), in order of appearance. */
  colors: string[];
  /** Sections the prompt asked for explicitly. */
  requestedSections: SectionId[];
  /** The final, ordered list of content sections on the page. */
  sections: SectionId[];
  /** BCP-47-ish language of the prompt/page ('en', 'zh', …). */
  language: string;
  /** Language words found in the prompt ("in Spanish", CJK characters, …). */
  languageHints: string[];
  /** Deterministic seed derived from the prompt. */
  seed: number;
  /** Parts of the prompt the model could not honour, in plain words for the user. */
  notes: string[];
  /** The parts the prompt asked for, in its order, each with the section that shows it (prompt-brief.ts). */
  parts?: PlacedPart[];
  /** The place named in the prompt, as written. */
  place?: string;
  /** The day the page is made (YYYY-MM-DD), when the caller gave its clock: upcoming dates count from it. */
  today?: string;
  /** The currency prices are shown in. */
  currency?: { symbol: string; rate: number; after?: boolean };
}

/** An asked-for part placed on the page: its words head the section `id`. */
export interface PlacedPart {
  words: string;
  id: SectionId;
  /** The known kind of part, or null when the section is a generic layout built around the words. */
  role: string | null;
}

export interface ComposeInput {
  prompt: string;
  framework?: Framework;
  previousHtml?: string;
  /** The interface language of the request ('en' | 'zh'); 'zh' asks for a Chinese page. */
  language?: string;
  /** Now, from the caller's clock: an event's date is set after it. */
  now?: Date;
  /** Which of several designs of the request (1–4); see AnalyzeOptions.variant. */
  variant?: number;
}

export interface RewriteInput {
  sectionHtml: string;
  instructions: string;
  framework?: Framework;
}
