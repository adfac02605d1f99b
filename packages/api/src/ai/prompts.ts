import { Framework, FRAMEWORK_RUNTIMES, type InterfaceLanguage } from '@cui/shared';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';

const FRAMEWORK_GUIDE: Record<Framework, string> = {
  htmlTailwind: 'Plain HTML styled with Tailwind CSS utility classes (the Tailwind browser runtime is loaded).',
  htmlCss: 'Plain HTML with all styles in one <style> element in <head>. No CSS framework, no runtime.',
  bootstrap: 'HTML using Bootstrap 5 components and utility classes (Bootstrap CSS and bundle JS are loaded).',
  reactTailwind:
    'A React 18 app written in one <script type="text/babel"> using the global React and ReactDOM (UMD) and Babel standalone, rendered into <div id="root"> with ReactDOM.createRoot; styled with Tailwind classes. Give every top-level section element an id.',
  vueTailwind: 'A Vue 3 app using the global `Vue` (Vue.createApp) mounted on <div id="app">, styled with Tailwind classes.',
  ionicTailwind: 'A mobile-first page using Ionic web components (ion-app, ion-header, ion-content, ion-card, …) plus Tailwind classes. Load ionic.esm.js as <script type="module">.',
  vue3: 'A Vue 3 app using the global `Vue` (Vue.createApp) mounted on <div id="app">, with styles in a <style> element.',
  elementPlus: 'A Vue 3 app using the global `Vue` and Element Plus components (app.use(ElementPlus)), mounted on <div id="app">.',
  naiveUI: 'A Vue 3 app using the global `Vue` and Naive UI (app.use(naive)), mounted on <div id="app">.',
};

/** The `<head>` tags that load `framework`'s runtimes, as the prompts ask for them. */
export function runtimeTags(framework: Framework): string {
  return FRAMEWORK_RUNTIMES[framework]
    .map((url) =>
      url.endsWith('.css')
        ? `<link rel="stylesheet" href="${url}">`
        : url.endsWith('ionic.esm.js')
          ? `<script type="module" src="${url}"></script>`
          : `<script src="${url}"></script>`,
    )
    .join('\n') || '(none)';
}

/** Which language to prefer when the request does not show one: the interface's. */
function interfaceHint(language: 'en' | 'zh' | 'hi'): string {
  if (language === 'zh') return ' (the user interface is Chinese; prefer Chinese when unclear)';
  if (language === 'hi') return ' (the user interface is Hindi; prefer Hindi when unclear)';
  return '';
}

export function pageSystemPrompt(framework: Framework, language: 'en' | 'zh' | 'hi'): string {
  return [
    'You are CUI, an expert web designer and front-end engineer. You write complete, production-quality, responsive web pages.',
    `Target: ${FRAMEWORK_GUIDE[framework]}`,
    `Load exactly these runtimes in <head>, with these exact root-relative URLs, and no other external scripts, stylesheets or fonts:\n${runtimeTags(framework)}`,
    'Rules:',
    '- Reply with ONE complete HTML document and nothing else: start with <!DOCTYPE html> and end with </html>. No Markdown, no code fences, no explanations.',
    '- Every top-level section (header/nav, hero, features, …, footer) is an element with a unique, meaningful id (e.g. id="hero", id="pricing").',
    '- Modern, polished design: clear hierarchy, generous spacing, accessible contrast, mobile-first layout that works from 360px to 1440px.',
    '- Realistic copy that fits the request (no lorem ipsum). For images use inline SVG, CSS gradients or emoji; do not link to external image hosts.',
    `- Write the page's text in the language of the user's request${interfaceHint(language)}.`,
  ].join('\n');
}

export function sectionSystemPrompt(framework: Framework): string {
  return [
    'You are CUI, an expert front-end engineer editing one section of an existing web page.',
    `The page is built as: ${FRAMEWORK_GUIDE[framework]}`,
    'Reply with ONLY the new outer HTML of that one section: a single element, keeping the same tag name and the same id attribute. No Markdown, no code fences, no explanations.',
    'Keep the visual style consistent with the rest of the page.',
  ].join('\n');
}

/** The system prompt for a follow-up on a whole page: SEARCH/REPLACE blocks against the current page. */
export function editSystemPrompt(framework: Framework, language: 'en' | 'zh' | 'hi'): string {
  return [
    'You are CUI, an expert web designer and front-end engineer. You change an existing web page as the user asks, with targeted edits.',
    `The page is built as: ${FRAMEWORK_GUIDE[framework]}`,
    `It loads exactly these runtimes in <head>, with these exact root-relative URLs; add no other external scripts, stylesheets or fonts:\n${runtimeTags(framework)}`,
    'Reply with one or more SEARCH/REPLACE blocks and nothing else, each exactly in this format:',
    '<<<<<<< SEARCH\n(lines copied from the current page)\n=======\n(the lines that replace them)\n>>>>>>> REPLACE',
    'Rules:',
    '- SEARCH is an exact copy of a part of the current page, character for character, with the same whitespace and indentation. It must occur exactly once in the page.',
    '- Keep each SEARCH as small as it can be while still unique: usually a few whole lines around the change, never the whole page.',
    '- Use several blocks for changes in several places, in the order they appear in the page; blocks must not overlap.',
    '- To delete lines, leave REPLACE empty. To insert, SEARCH for a nearby line and repeat it in REPLACE together with the new lines.',
    '- Change only what the request asks for; keep every section id.',
    '- When the change is sweeping (a redesign, a new layout, most of the page rewritten), do not use blocks: reply instead with ONE complete HTML document that starts with <!DOCTYPE html> and ends with </html>.',
    '- No Markdown code fences, no explanations.',
    `- Write new text in the language of the user's request${interfaceHint(language)}.`,
  ].join('\n');
}

export interface PromptInput {
  framework: Framework;
  language: 'en' | 'zh' | 'hi';
  prompt: string;
  previousHtml?: string;
  previousPrompt?: string;
  sectionHtml?: string;
  image?: string;
  imageMode?: boolean;
  /** A new page of a site: the site's index page and the new page's name. */
  site?: { index: string; page: string };
  /** One of several designs of the page asked for at once. */
  variant?: { index: number; of: number };
}

/** What a variant after the first is asked to do differently. */
function variantText(variant: { index: number; of: number }): string {
  return `This is design ${variant.index} of ${variant.of} made for the same request. Take a distinctly different visual direction from the most obvious design: another layout of the sections, another colour palette and another typographic mood, keeping everything the request asks for.`;
}

/**
 * The user turn for a new page of an existing site: the site's index as context, so the page reuses
 * its head (colours, fonts, styles), its header and its footer, and only its main content is new.
 * The site navigation (`data-cui-site-nav`) is the publish build's: the model leaves it out.
 */
export function sitePageText(site: { index: string; page: string }, prompt: string): string {
  return [
    `This is a new page named "${site.page}" of an existing website. Here is the site's home page (index):`,
    site.index,
    `Write the complete "${site.page}" page in the same look: the same <head> (runtimes, fonts, colours, styles, theme), the same header and footer, word for word, and new main content for this page.`,
    `What the page is about: ${prompt.trim() || site.page.replace(/-+/g, ' ')}`,
    'Leave out any <nav data-cui-site-nav> element: publishing adds the navigation between the site\'s pages itself.',
  ].join('\n\n');
}

/** The chat messages for a page, a follow-up edit of a page, or one section's rewrite. */
export function buildMessages(input: PromptInput): ChatCompletionMessageParam[] {
  if (input.sectionHtml !== undefined) {
    return [
      { role: 'system', content: sectionSystemPrompt(input.framework) },
      { role: 'user', content: `Section to rewrite:\n${input.sectionHtml}\n\nInstructions: ${input.prompt}` },
    ];
  }
  let text = input.site ? sitePageText(input.site, input.prompt) : input.prompt;
  if (input.variant && input.variant.index > 1 && !input.previousHtml && !input.site) text = `${text}\n\n${variantText(input.variant)}`;
  if (input.previousHtml) {
    text = [
      input.previousPrompt ? `The current page was made from: "${input.previousPrompt}".` : 'Here is the current page.',
      `Current page:\n${input.previousHtml}`,
      `Change request: ${input.prompt}`,
      'Return the complete updated document. Keep everything the request does not ask to change, including section ids.',
    ].join('\n\n');
  }
  if (input.image) {
    text = input.imageMode
      ? `Recreate the design in the attached image as faithfully as possible.${input.prompt ? ` Notes: ${input.prompt}` : ''}`
      : `${text}\n\nUse the attached image as a visual reference.`;
    const content: ChatCompletionContentPart[] = [
      { type: 'text', text },
      { type: 'image_url', image_url: { url: input.image } },
    ];
    return [{ role: 'system', content: pageSystemPrompt(input.framework, input.language) }, { role: 'user', content }];
  }
  return [
    { role: 'system', content: pageSystemPrompt(input.framework, input.language) },
    { role: 'user', content: text },
  ];
}

/** The chat messages for a follow-up on a whole page answered with SEARCH/REPLACE blocks (or a whole new page). */
export function buildEditMessages(input: PromptInput & { previousHtml: string }): ChatCompletionMessageParam[] {
  const text = [
    input.previousPrompt ? `The current page was made from: "${input.previousPrompt}".` : 'Here is the current page.',
    `Current page:\n${input.previousHtml}`,
    `Change request: ${input.prompt}`,
    input.image ? 'Use the attached image as a visual reference.' : '',
    'Reply with SEARCH/REPLACE blocks against the current page (or one complete document if the change is sweeping).',
  ]
    .filter(Boolean)
    .join('\n\n');
  const content: string | ChatCompletionContentPart[] = input.image ? [{ type: 'text', text }, { type: 'image_url', image_url: { url: input.image } }] : text;
  return [
    { role: 'system', content: editSystemPrompt(input.framework, input.language) },
    { role: 'user', content },
  ];
}

/** Appended when the output was cut by the token limit, to get the rest. */
export const CONTINUE_PROMPT =
  'Your reply was cut off by the length limit. Continue exactly where it stopped, with the very next characters. Do not repeat anything, do not add code fences or commentary.';

const OPTIMIZED_IN: Record<InterfaceLanguage, string> = { en: 'the language of the original prompt', zh: 'Chinese', hi: 'Hindi' };

export function optimizeMessages(prompt: string, language: InterfaceLanguage): ChatCompletionMessageParam[] {
  return [
    {
      role: 'system',
      content: `You improve prompts for an AI web-page generator. Rewrite the user's prompt into one clear, specific prompt (at most 120 words) that names the kind of page, its sections in order, the visual style and colours, and the tone of the copy. Reply with the improved prompt only, in ${OPTIMIZED_IN[language]}.`,
    },
    { role: 'user', content: prompt },
  ];
}
