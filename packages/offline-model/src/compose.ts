/** Composes a complete page from a prompt (or applies a follow-up when previous HTML is given). */
import { applyFollowUp } from './follow-up';
import { resolveFramework } from './framework';
import { analyzePrompt } from './prompt-analysis';
import { renderPage } from './render-page';
import type { ComposeInput } from './types';

/**
 * A complete HTML document for a prompt. With `previousHtml` the prompt is treated as an edit to
 * that page (see follow-up.ts); otherwise a new page is composed from the prompt's brief.
 */
export function composePage(input: ComposeInput): string {
  return composePageWithNotes(input).html;
}

/** `composePage`, plus what the model could not honour (for the stream's final message). */
export function composePageWithNotes(input: ComposeInput): { html: string; notes: string[]; language?: string } {
  const framework = resolveFramework(input.framework);
  if (input.previousHtml && input.previousHtml.trim()) return applyFollowUp(input.previousHtml, input.prompt ?? '', framework, input.language);
  const brief = analyzePrompt(input.prompt ?? '', { language: input.language, now: input.now, parts: true, variant: input.variant });
  return { html: renderPage(brief, framework), notes: brief.notes, language: brief.language };
}
