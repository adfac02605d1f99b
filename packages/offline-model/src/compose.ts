/** Composes a complete page from a prompt (or applies a follow-up when previous HTML is given). */
import type { Framework } from '@cui/shared';
import { buildContent } from './content';
import { renderDocument } from './document';
import { applyFollowUp } from './follow-up';
import { resolveFramework } from './framework';
import { kitFor } from './kits';
import { analyzePrompt } from './prompt-analysis';
import { buildSection } from './sections';
import { footer, navbar } from './sections/chrome';
import type { SectionCtx } from './sections/context';
import type { Brief, ComposeInput } from './types';

export { resolveFramework };

/** Renders a full page for a brief in one framework. */
export function renderPage(brief: Brief, framework: Framework): string {
  const content = buildContent(brief);
  const kit = kitFor(framework);
  const ctx: SectionCtx = { kit, c: content, sections: brief.sections };
  const blocks = [navbar(ctx), ...brief.sections.map((id) => buildSection(id, ctx)), footer(ctx)];
  return renderDocument({
    framework,
    theme: brief.theme,
    lang: 'en',
    title: `${brief.name} — ${content.tagline}`,
    description: content.description,
    brief: { kind: brief.kind, topic: brief.topic, name: brief.name, seed: brief.seed, lang: brief.language },
    blocks,
  });
}

/**
 * A complete HTML document for a prompt. With `previousHtml` the prompt is treated as an edit to
 * that page (see follow-up.ts); otherwise a new page is composed from the prompt's brief.
 */
export function composePage(input: ComposeInput): string {
  const framework = resolveFramework(input.framework);
  if (input.previousHtml && input.previousHtml.trim()) return applyFollowUp(input.previousHtml, input.prompt ?? '', framework);
  return renderPage(analyzePrompt(input.prompt ?? ''), framework);
}
