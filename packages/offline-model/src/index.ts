/**
 * CUI's built-in offline model (`cui-core` without an LLM key): a deterministic generator that
 * reads the prompt, composes a real page in the requested framework, follows up on previous HTML,
 * rewrites single sections and streams the result at a realistic pace.
 */
import type { Framework } from '@cui/shared';
import { composePageWithNotes } from './compose';
import { resolveFramework } from './framework';
import { applyFollowUp } from './follow-up';
import { rewriteSectionWithNotes } from './section-rewrite';
import { composeSitePage } from './site-page';
import { DEFAULT_MAX_CHUNKS, streamOffline, type StreamOptions } from './streaming';
import { editLanguage } from './edit-language';
import { phrases, withOffer } from './phrases';

export { analyzePrompt, type AnalyzeOptions } from './prompt-analysis';
export { composePage, composePageWithNotes } from './compose';
export { renderPage } from './render-page';
export { composeSitePage, type SitePageInput } from './site-page';
export { rewriteSection, rewriteSectionWithNotes } from './section-rewrite';
export { streamOffline, splitIntoPieces, type StreamOptions } from './streaming';
export { sectionName } from './phrases';
export type { Brief, PageKind, SectionId, Theme } from './types';
export * from './designer';

export interface OfflineRequest {
  prompt: string;
  framework?: Framework | string;
  /** The current page: the prompt is then an edit to it. */
  previousHtml?: string;
  /** One section's outer HTML: the prompt is then instructions for that section only. */
  sectionHtml?: string;
  /** A new page of an open site: its index (whose look, header and footer the page takes) and the page's name. */
  site?: { index: string; page: string };
  /** The request's interface language ('en' | 'zh' | 'hi'): the page's when the prompt shows none of its own. */
  language?: string;
  /** A new page's design among several of one request (1–4): another palette, type or darkness. */
  variant?: number;
}

/** What the model produced, and the parts of the request it could not honour (plain sentences). */
export interface OfflineResult {
  text: string;
  notes: string[];
  /** False when an edit changed nothing: `text` is then the page or section as it was. */
  applied: boolean;
  /** What an edit did, in a few words ("Headline set to “Open late”; made dark"), in the instruction's language, for the version it makes. */
  label?: string;
}

/** An edit is sent in fewer chunks than a page: it is short, and a follow-up should land in about a second. */
export const EDIT_MAX_CHUNKS = 16;

/**
 * An edit's outcome, its notes and label in the instruction's language. Notes of an edit that did
 * something end with the offer to connect a real model; when nothing was applied the caller words
 * the failure (and that offer) itself.
 */
function editResult(text: string, notes: string[], done: string[], instruction: string): OfflineResult {
  const language = editLanguage(instruction);
  const label = phrases(language).join(done);
  const applied = done.length > 0;
  return { text, notes: applied ? withOffer(notes, language) : notes, applied, ...(label ? { label: label.charAt(0).toUpperCase() + label.slice(1) } : {}) };
}

export interface OfflineModelOptions {
  /** The clock pages are dated by (an event's date comes after it); the system clock by default. */
  clock?: () => Date;
}

export class OfflineModel {
  /** The model value served by this generator. */
  static readonly MODEL = 'cui-core';

  private readonly clock: () => Date;

  constructor(opts: OfflineModelOptions = {}) {
    this.clock = opts.clock ?? (() => new Date());
  }

  /** The full text to stream: a complete HTML document, or one section's outer HTML. */
  generate(req: OfflineRequest): string {
    return this.generateWithNotes(req).text;
  }

  /** `generate`, plus what could not be honoured: the caller tells the user (decision 030). */
  generateWithNotes(req: OfflineRequest): OfflineResult {
    const framework = resolveFramework(req.framework);
    if (req.sectionHtml && req.sectionHtml.trim()) {
      const r = rewriteSectionWithNotes({ sectionHtml: req.sectionHtml, instructions: req.prompt ?? '', framework });
      return editResult(r.html, r.notes, r.done, req.prompt ?? '');
    }
    if (req.site) {
      const r = composeSitePage({ index: req.site.index, page: req.site.page, prompt: req.prompt ?? '', framework, now: this.clock() });
      return { text: r.html, notes: withOffer(r.notes, r.language), applied: true };
    }
    if (req.previousHtml && req.previousHtml.trim()) {
      const r = applyFollowUp(req.previousHtml, req.prompt ?? '', framework, req.language);
      return editResult(r.html, r.notes, r.done, req.prompt ?? '');
    }
    const r = composePageWithNotes({ prompt: req.prompt ?? '', framework, language: req.language, now: this.clock(), variant: req.variant });
    return { text: r.html, notes: withOffer(r.notes, r.language), applied: true };
  }

  /** `generate` streamed in token-like pieces. */
  stream(req: OfflineRequest, opts: StreamOptions = {}): AsyncGenerator<string> {
    return streamOffline(this.generate(req), opts);
  }

  /**
   * A generation streamed in chunks, with its notes, label and whether anything was applied known
   * before the first chunk. An edit that applied nothing streams nothing.
   */
  streamWithNotes(req: OfflineRequest, opts: StreamOptions = {}): { pieces: AsyncGenerator<string> } & Omit<OfflineResult, 'text'> {
    const { text, ...rest } = this.generateWithNotes(req);
    const edit = !!(req.sectionHtml?.trim() || req.previousHtml?.trim());
    const maxChunks = opts.maxChunks ?? (edit ? EDIT_MAX_CHUNKS : DEFAULT_MAX_CHUNKS);
    return { pieces: streamOffline(rest.applied ? text : '', { ...opts, maxChunks }), ...rest };
  }
}
