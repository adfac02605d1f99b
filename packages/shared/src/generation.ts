import { z } from 'zod';
import { streamErrorSchema } from './errors';
import { DEFAULT_FRAMEWORK, frameworkSchema } from './frameworks';
import { modelIdSchema } from './models';
import type { EventsOf, StreamEventOf } from './sse';

export const PROMPT_MAX_CHARS = 10_000;
export const HTML_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_TOKENS_MIN = 1000;
export const MAX_TOKENS_MAX = 128_000;
export const DEFAULT_MAX_TOKENS = 64_000;
export const ANON_FREE_GENERATIONS_DEFAULT = 2;

const IMAGE_DATA_URL_PREFIX = /^data:image\/(png|jpeg|jpg|gif|webp);base64,/;

/**
 * A base64 image data URL of an accepted type. The payload (megabytes) is checked by a loop, not a
 * regular expression: a backtracking `[…]+` over millions of characters once overflowed V8's regexp
 * stack in the API (a 500 instead of a 400).
 */
export function isImageDataUrl(value: string): boolean {
  const prefix = IMAGE_DATA_URL_PREFIX.exec(value.slice(0, 32));
  if (!prefix) return false;
  let end = value.length;
  for (let pad = 0; pad < 2 && end > prefix[0].length && value.charCodeAt(end - 1) === 61; pad++) end--;
  if (end === prefix[0].length) return false;
  for (let i = prefix[0].length; i < end; i++) {
    const c = value.charCodeAt(i);
    const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
    if (!ok) return false;
  }
  return true;
}

/** UTF-8 size of a string, without platform APIs (this package runs in Node and the browser). */
export function utf8Bytes(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Decoded size of a base64 payload, without decoding it. */
export function base64Bytes(b64: string): number {
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

export const imageDataUrlSchema = z
  .string()
  .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64, { message: 'The image must be at most 5 MB.' })
  .refine(isImageDataUrl, { message: 'Only PNG, JPEG, GIF or WebP images are accepted.' })
  .refine((v) => base64Bytes(v.slice(v.indexOf(',') + 1)) <= IMAGE_MAX_BYTES, { message: 'The image must be at most 5 MB.' });

/**
 * POST /api/ask-ai. When `html` is a fragment (no <html>/<body>), this is the section-regeneration
 * variant: `html` is the section's outer HTML and `prompt` the instructions.
 */
/** The interface languages: a request's `language`, the page's (or prompt's) when the prompt shows none of its own. */
export const interfaceLanguageSchema = z.enum(['en', 'zh', 'hi']);
export type InterfaceLanguage = z.infer<typeof interfaceLanguageSchema>;

/** Designs of one new page a request may ask for at once. */
export const VARIANTS_MAX = 4;

export const askAiRequestSchema = z.object({
  prompt: z.string().max(PROMPT_MAX_CHARS, { message: `The prompt must be at most ${PROMPT_MAX_CHARS} characters.` }).default(''),
  html: z
    .string()
    .refine((v) => utf8Bytes(v) <= HTML_MAX_BYTES, { message: 'The page HTML must be at most 2 MB.' })
    .optional(),
  previousPrompt: z.string().max(PROMPT_MAX_CHARS).optional(),
  templateId: z.string().max(100).optional(),
  /** The interface language: the page's language when the prompt does not show one. */
  language: interfaceLanguageSchema.default('en'),
  framework: frameworkSchema.default(DEFAULT_FRAMEWORK),
  // Absent: the server's default model.
  model: modelIdSchema.optional(),
  max_tokens: z.number().int().min(MAX_TOKENS_MIN).max(MAX_TOKENS_MAX).default(DEFAULT_MAX_TOKENS),
  temperature: z.number().min(0).max(2).default(0),
  image: imageDataUrlSchema.optional(),
  /**
   * One of several designs of the same new page asked for at once (each its own generation and
   * credit): `index` of `of`. The first is the page the request would make alone; each other takes
   * another visual direction.
   */
  variant: z
    .object({ index: z.number().int().min(1).max(VARIANTS_MAX), of: z.number().int().min(2).max(VARIANTS_MAX) })
    .strict()
    .refine((v) => v.index <= v.of, { message: 'variant.index must be at most variant.of.' })
    .optional(),
  /** The image is the design to reproduce (image mode) rather than a loose reference. */
  image_mode: z.boolean().optional(),
  ref_image: z.boolean().optional(),
  /**
   * A new page for an open site: the site's `index` (whose colours, fonts, header and footer the
   * page reuses) and the new page's name (checked by the API against the page-name rule).
   */
  site: z
    .object({
      index: z
        .string()
        .min(1, { message: 'The site’s index page is missing.' })
        .refine((v) => utf8Bytes(v) <= HTML_MAX_BYTES, { message: 'The page HTML must be at most 2 MB.' }),
      page: z.string().max(100),
    })
    .optional(),
});
export type AskAiRequest = z.input<typeof askAiRequestSchema>;
export type AskAiRequestParsed = z.output<typeof askAiRequestSchema>;

/** True when `html` is a section fragment rather than a whole document. */
export function isFragment(html: string): boolean {
  return !/<html[\s>]/i.test(html) && !/<body[\s>]/i.test(html);
}

/**
 * Events of the generation stream (SSE `event:` name → schema of its `data:` JSON). Every event has
 * an `id:`. The API checks what it writes against these, and readers parse with them.
 */
export const generationEventSchemas = {
  meta: z.object({ id: z.string() }),
  chunk: z.object({ text: z.string() }),
  /**
   * `message`: what the model could not honour in the request (the built-in model), or that a follow-up's edit was replaced by a rewrite, in plain words.
   * `label`: what an edit did, in a few words, for the version it makes (the built-in model; absent: the instruction is the label).
   */
  done: z.object({ html: z.string(), balance: z.number().int().nullable(), message: z.string().optional(), label: z.string().optional() }),
  error: streamErrorSchema,
};
export type GenerationEvents = EventsOf<typeof generationEventSchemas>;
export type GenerationEventName = keyof GenerationEvents;
export type GenerationEvent = StreamEventOf<typeof generationEventSchemas>;

export const optimizePromptRequestSchema = z.object({
  prompt: z.string().trim().min(1, { message: 'Write a prompt first.' }).max(PROMPT_MAX_CHARS),
  /** The interface language: the optimised prompt is written in it. */
  language: interfaceLanguageSchema.default('en'),
});
export type OptimizePromptRequest = z.input<typeof optimizePromptRequestSchema>;
export const optimizePromptResponseSchema = z.object({ optimizedPrompt: z.string() });
export type OptimizePromptResponse = z.infer<typeof optimizePromptResponseSchema>;
