import type { Framework } from '@cui/shared';

/** What a `generation` job carries to the worker. */
export interface GenerationJob {
  generationId: string;
  kind: 'page' | 'section';
  /** A catalogue id (never an alias): the worker routes it. */
  model: string;
  framework: Framework;
  language: 'en' | 'zh' | 'hi';
  prompt: string;
  previousPrompt?: string;
  /** The whole page (follow-up edit) or, for `section`, the section's outer HTML. */
  html?: string;
  image?: string;
  imageMode?: boolean;
  /** A new page of an open site: the site's index, whose look, header and footer it reuses, and its name. */
  site?: { index: string; page: string };
  maxTokens: number;
  temperature: number;
  /** One of several designs of this new page (see the request's `variant`). */
  variant?: { index: number; of: number };
  /** The id of the request that started it, so the worker's log lines for it carry that id too. */
  requestId?: string;
}

/** Who is asking: a signed-in user, or an anonymous client address. */
export type Requester = { userId: string } | { anonKey: string };
