/**
 * CUI's built-in offline model (`cui-core` without an LLM key): a deterministic generator that
 * reads the prompt, composes a real page in the requested framework, follows up on previous HTML,
 * rewrites single sections and streams the result at a realistic pace.
 */
import type { Framework } from '@cui/shared';
import { composePage } from './compose';
import { resolveFramework } from './framework';
import { rewriteSection } from './section-rewrite';
import { streamOffline, type StreamOptions } from './streaming';

export { analyzePrompt } from './prompt-analysis';
export { composePage } from './compose';
export { renderPage } from './render-page';
export { rewriteSection } from './section-rewrite';
export { streamOffline, splitIntoPieces, type StreamOptions } from './streaming';
export type { Brief, PageKind, SectionId, Theme } from './types';
export * from './designer';

export interface OfflineRequest {
  prompt: string;
  framework?: Framework | string;
  /** The current page: the prompt is then an edit to it. */
  previousHtml?: string;
  /** One section's outer HTML: the prompt is then instructions for that section only. */
  sectionHtml?: string;
}

export class OfflineModel {
  /** The model value served by this generator. */
  static readonly MODEL = 'cui-core';

  /** The full text to stream: a complete HTML document, or one section's outer HTML. */
  generate(req: OfflineRequest): string {
    const framework = resolveFramework(req.framework);
    if (req.sectionHtml && req.sectionHtml.trim()) {
      return rewriteSection({ sectionHtml: req.sectionHtml, instructions: req.prompt ?? '', framework });
    }
    return composePage({ prompt: req.prompt ?? '', framework, previousHtml: req.previousHtml });
  }

  /** `generate` streamed in token-like pieces. */
  stream(req: OfflineRequest, opts: StreamOptions = {}): AsyncGenerator<string> {
    return streamOffline(this.generate(req), opts);
  }
}
