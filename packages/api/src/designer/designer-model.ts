import type { DesignTheme } from '@cui/offline-model';
import { planDesign, renderScreen, routeFollowUp } from '@cui/offline-model';
import { finalizeHtml, HtmlStreamFilter } from '@cui/shared';
import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { streamChat, UpstreamError, type UpstreamTarget, VARIANT_TEMPERATURE } from '../ai/llm-client';
import { ModelCatalogue, ModelRoute } from '../ai/model-catalogue';
import { ENV, Env } from '../config/env.schema';
import { parsePlan, planMessages, screenMessages } from './designer-prompts';
import type { DesignerJob, ScreenRequest, TurnContext, TurnPlan } from './designer-turn.types';

/** What a request to the model needs of a job (a chat turn's or an alternative's). */
type ModelJob = Pick<DesignerJob, 'model' | 'maxTokens' | 'temperature'>;
import { isOfflineTheme } from './screen-relink';

export const BAD_PLAN_MESSAGE = 'The AI could not plan the design (its answer was not a valid plan). Your credit was refunded: please try again.';
export const NO_SCREEN_HTML_MESSAGE = 'The AI did not write a screen. Your credit was refunded: please try again.';
const CUT_MESSAGE = 'The AI provider ended the stream unexpectedly. Please try again.';

/** The built-in designer takes as long over a screen as the built-in model over this many chunks of a page (decision 044). */
const OFFLINE_CHUNKS_PER_SCREEN = 8;

/** A plan that is not valid JSON of the right shape is asked for once more before the turn fails. */
const PLAN_ATTEMPTS = 2;


/**
 * The two steps of a designer turn, planning it and building one screen, from the built-in offline
 * designer or an upstream provider (routed like every other model by the catalogue).
 */
@Injectable()
export class DesignerModel {
  constructor(
    @Inject(ENV) private readonly env: Env,
    private readonly catalogue: ModelCatalogue,
  ) {}

  async plan(ctx: TurnContext, job: DesignerJob, signal: AbortSignal): Promise<TurnPlan> {
    const route = this.route(job);
    if (route.kind === 'builtin') return this.planOffline(ctx);
    for (let attempt = 1; attempt <= PLAN_ATTEMPTS; attempt++) {
      const plan = parsePlan(await this.complete(route, planMessages(ctx), job, signal));
      if (plan || signal.aborted) return plan ?? { message: '', theme: ctx.theme, actions: [] };
    }
    throw new UpstreamError(BAD_PLAN_MESSAGE);
  }

  /** The screen's cleaned, complete HTML document (with `req.variant`, an alternative of it). */
  async render(req: ScreenRequest, job: ModelJob, signal: AbortSignal): Promise<string> {
    const route = this.route(job);
    if (route.kind === 'builtin') {
      // Paced like the built-in page stream, so screens arrive one after another as a model's would (and a stop lands).
      await sleep(this.env.OFFLINE_STREAM_DELAY_MS * OFFLINE_CHUNKS_PER_SCREEN, undefined, { signal }).catch(() => undefined);
      if (signal.aborted) return '';
      const theme = isOfflineTheme(req.theme) ? req.theme : this.offlineTheme(req.projectTitle, req.deviceType);
      return renderScreen({ ...req, theme, variant: req.variant ?? req.look });
    }
    const filter = new HtmlStreamFilter('document');
    const asked = req.variant ? { ...job, temperature: Math.max(job.temperature, VARIANT_TEMPERATURE) } : job;
    await this.complete(route, screenMessages(req), asked, signal, (text) => filter.push(text));
    filter.end();
    const html = finalizeHtml(filter.emitted, 'document');
    if (!html && !signal.aborted) throw new UpstreamError(NO_SCREEN_HTML_MESSAGE);
    return html ?? '';
  }

  private route(job: ModelJob): Exclude<ModelRoute, { kind: 'unavailable' }> {
    const route = this.catalogue.route(job.model);
    if (route.kind === 'unavailable') throw new UpstreamError(route.message);
    return route;
  }

  private planOffline(ctx: TurnContext): TurnPlan {
    if (!ctx.screens.length) {
      const plan = planDesign({ prompt: ctx.message, deviceType: ctx.deviceType, language: ctx.language });
      return { message: plan.message, theme: plan.theme, actions: plan.screens.map((s) => ({ action: 'create_screen', ...s })) };
    }
    const theme = isOfflineTheme(ctx.theme) ? ctx.theme : this.offlineTheme(ctx.firstMessage || ctx.projectTitle, ctx.deviceType);
    return routeFollowUp({ message: ctx.message, screens: ctx.screens, theme, language: ctx.language });
  }

  /** The theme the offline designer would have planned for the project (its stored one came from a provider). */
  private offlineTheme(prompt: string, deviceType: TurnContext['deviceType']): DesignTheme {
    return planDesign({ prompt, deviceType }).theme;
  }

  /** The whole text of one answer; `onText` sees it as it streams. */
  private async complete(
    route: UpstreamTarget,
    messages: ChatCompletionMessageParam[],
    job: ModelJob,
    signal: AbortSignal,
    onText: (text: string) => void = () => undefined,
  ): Promise<string> {
    let text = '';
    const finish = await streamChat(route, messages, { maxTokens: job.maxTokens, temperature: job.temperature, signal, timeoutMs: this.env.UPSTREAM_TIMEOUT_MS }, (piece) => {
      text += piece;
      onText(piece);
    });
    // A stream that ends without a finish reason was cut off; one cut by the token limit is used as it is.
    if (!finish && !signal.aborted) throw new UpstreamError(CUT_MESSAGE);
    return text;
  }
}
