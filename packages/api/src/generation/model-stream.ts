import { Inject, Injectable, Logger } from '@nestjs/common';
import { ENV, Env } from '../config/env.schema';
import { Metrics } from '../metrics/metrics';
import { ModelCatalogue } from '../ai/model-catalogue';
import { streamChat, UpstreamError, type UpstreamTarget, VARIANT_TEMPERATURE } from '../ai/llm-client';
import { answerKind, applyEditBlocks, parseEditBlocks } from '../ai/search-replace-blocks';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { OfflineModel } from '@cui/offline-model';
import { buildEditMessages, buildMessages, CONTINUE_PROMPT, type PromptInput } from '../ai/prompts';
import type { GenerationJob } from './generation.types';

/** How many times output cut by the token limit is continued. */
export const MAX_CONTINUATIONS = 2;

/** `done.message` when a follow-up's edits did not apply and the page was asked for whole instead. */
export const EDIT_FELL_BACK_MESSAGE = 'The edit could not be applied exactly, so the page was rewritten.';

/** The message of a `NothingAppliedError` whose model said nothing about it. */
export const NOTHING_APPLIED_MESSAGE = 'Nothing was changed, and you were not charged.';

/**
 * An edit the built-in model could apply nothing of: the generation ends with an `error` of code
 * `edit_not_applied` whose message is the model's notes (what it could not do, in the language of
 * the instruction); the client words the rest by the code. The credit is given back and no version
 * is made (decision 044).
 */
export class NothingAppliedError extends UpstreamError {
  constructor(notes: readonly string[]) {
    super(notes.join(' ').trim() || NOTHING_APPLIED_MESSAGE, undefined, 'edit_not_applied');
  }
}

/** What the model says about a finished run: what it could not honour, and what an edit did. */
export interface ModelOutcome {
  message?: string;
  label?: string;
}

/** The raw text a model produces for a job, from the built-in model or an upstream provider. */
@Injectable()
export class ModelStream {
  private readonly offline = new OfflineModel();
  private readonly logger = new Logger('Generation');

  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly metrics: Metrics,
    private readonly catalogue: ModelCatalogue,
  ) {}

  /**
   * Hands the text to `onText` as it is produced; resolves when the model is done (or `signal`
   * aborted), with a message for the user when the model could not honour part of the request.
   */
  async run(job: GenerationJob, signal: AbortSignal, onText: (text: string) => void): Promise<ModelOutcome> {
    const route = this.catalogue.route(job.model);
    if (route.kind === 'unavailable') throw new UpstreamError(route.message);
    if (route.kind === 'builtin') {
      const { pieces, notes, applied, label } = this.offline.streamWithNotes(
        {
          prompt: job.prompt,
          framework: job.framework,
          language: job.language,
          previousHtml: job.kind === 'page' ? job.html : undefined,
          sectionHtml: job.kind === 'section' ? job.html : undefined,
          site: job.site,
          variant: job.variant?.index,
        },
        { delayMs: this.env.OFFLINE_STREAM_DELAY_MS, signal },
      );
      if (!applied) throw new NothingAppliedError(notes);
      for await (const text of pieces) onText(text);
      return { ...(notes.length > 0 ? { message: notes.join(' ') } : {}), ...(label ? { label } : {}) };
    }
    const input = {
      framework: job.framework,
      language: job.language,
      prompt: job.prompt,
      previousPrompt: job.previousPrompt,
      previousHtml: job.kind === 'page' ? job.html : undefined,
      sectionHtml: job.kind === 'section' ? job.html : undefined,
      image: job.image,
      imageMode: job.imageMode,
      site: job.site,
      variant: job.variant,
    };
    const { previousHtml } = input;
    if (!previousHtml || job.imageMode) {
      await this.complete(route, job, buildMessages(input), signal, onText);
      return {};
    }
    const message = await this.followUp(route, job, { ...input, previousHtml }, signal, onText);
    return message ? { message } : {};
  }

  /**
   * A follow-up on a whole page: asks for edits against it and applies them here, so the client only
   * ever sees whole pages; a whole new page in the answer streams as it arrives (decision 031).
   */
  private async followUp(route: UpstreamTarget, job: GenerationJob, input: PromptInput & { previousHtml: string }, signal: AbortSignal, onText: (text: string) => void): Promise<string | undefined> {
    const seen = { answer: '', kind: 'undecided' as ReturnType<typeof answerKind> };
    await this.complete(route, job, buildEditMessages(input), signal, (text) => {
      if (seen.kind === 'document') return onText(text);
      seen.answer += text;
      // What the answer is shows at the start of a line: reading it again at each line, not each
      // token, keeps a long undecided answer (a `<think>` block, prose) from being rescanned per token.
      if (seen.kind === 'undecided' && text.includes('\n')) seen.kind = answerKind(seen.answer);
      if (seen.kind === 'document') onText(seen.answer);
    });
    if (signal.aborted) return;
    // A page that began mid-line ("Here it is: <!DOCTYPE html>…") is only known once the answer is whole.
    if (seen.kind === 'undecided' && answerKind(seen.answer, true) === 'document') {
      seen.kind = 'document';
      onText(seen.answer);
    }
    if (seen.kind === 'document') return void this.metrics.followUpAnswered('document', job.model);
    const blocks = parseEditBlocks(seen.answer);
    const edited = blocks && applyEditBlocks(input.previousHtml, blocks);
    if (edited?.ok) {
      onText(edited.text);
      return void this.metrics.followUpAnswered('edit', job.model);
    }
    const why = edited ? `block ${edited.block + 1} of ${blocks?.length}: ${edited.reason}` : 'no complete SEARCH/REPLACE block';
    this.logger.log(`Generation ${job.generationId}: the edit did not apply (${why}); asking for the whole page`);
    this.metrics.followUpAnswered('fell_back', job.model);
    await this.complete(route, job, buildMessages(input), signal, onText);
    return EDIT_FELL_BACK_MESSAGE;
  }

  /** Streams one answer to `messages`, continuing it while it is cut by the token limit. */
  private async complete(route: UpstreamTarget, job: GenerationJob, messages: ChatCompletionMessageParam[], signal: AbortSignal, onText: (text: string) => void): Promise<void> {
    let produced = '';
    const collect = (text: string) => {
      produced += text;
      onText(text);
    };
    for (let round = 0; round <= MAX_CONTINUATIONS; round++) {
      const finish = await streamChat(route, messages, {
          maxTokens: job.maxTokens,
          // A variant after the first is asked for another direction: the same request at no
          // temperature would come back alike.
          temperature: job.variant && job.variant.index > 1 ? Math.max(job.temperature, VARIANT_TEMPERATURE) : job.temperature,
          signal,
          timeoutMs: this.env.UPSTREAM_TIMEOUT_MS,
        }, collect);
      if (signal.aborted) return;
      // A stream that ends without a finish reason was cut off: the page would be silently truncated.
      if (!finish) throw new UpstreamError('The AI provider ended the stream unexpectedly. Please try again.');
      if (finish !== 'length') return;
      messages.push({ role: 'assistant', content: produced }, { role: 'user', content: CONTINUE_PROMPT });
    }
  }
}
