import {
  askAiRequestSchema,
  AskAiRequestParsed,
  GenerationEvent,
  ModelOption,
  optimizePromptRequestSchema,
  OptimizePromptResponse,
} from '@cui/shared';
import { Body, Controller, Get, Headers, HttpCode, Inject, Ip, Param, Post, Query, Res, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { listModels, routeModel } from '../ai/model-catalogue';
import { completeChat } from '../ai/llm-client';
import { optimizeOffline } from '../ai/offline-optimizer';
import { optimizeMessages } from '../ai/prompts';
import { CurrentUser } from '../auth/bearer.guard';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { OptionalBearerGuard } from '../auth/optional-bearer.guard';
import { RateLimitService } from '../common/rate-limit.service';
import { ZodPipe } from '../common/zod-body.pipe';
import { ENV, Env } from '../config/env.schema';
import { GenerationBus, WireEvent } from './generation-bus';
import { Generation } from './generation.entity';
import { GenerationService, Requester } from './generation.service';
import { openSse, SseStream } from './sse-stream';

type OptimizeBody = z.output<typeof optimizePromptRequestSchema>;

interface Subscription {
  unsubscribe(): Promise<void>;
  /** Sends what arrived so far, then every further event, to `send`. */
  attach(send: (event: WireEvent) => void): void;
}

const requester = (user: AuthenticatedUser | undefined, ip: string): Requester => (user ? { userId: user.userId } : { anonKey: ip });

@Controller('api')
@UseGuards(OptionalBearerGuard)
export class GenerationController {
  constructor(
    private readonly generations: GenerationService,
    private readonly bus: GenerationBus,
    private readonly limits: RateLimitService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Get('models')
  models(): ModelOption[] {
    return listModels(this.env);
  }

  /** Validates, holds the credit, subscribes, enqueues, then streams the generation as SSE. */
  @Post('ask-ai')
  async askAi(
    @Body(new ZodPipe(askAiRequestSchema)) body: AskAiRequestParsed,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const who = requester(user, ip);
    await this.limits.consume('ask-ai', 'userId' in who ? who.userId : who.anonKey, 30, 60, 'Too many requests. Please wait a moment.');
    const job = this.generations.validate(body);
    // Subscribing does not depend on the hold, so it runs alongside it; nothing is published before the job is queued.
    const events = this.subscribe(job.generationId, 0);
    try {
      await this.generations.hold(job, who);
    } catch (err) {
      void events.then(({ unsubscribe }) => unsubscribe(), () => undefined);
      throw err;
    }
    const subscription = await events.catch(async () => {
      await this.generations.abandon(job.generationId, 'The live stream is unavailable.');
      throw new ServiceUnavailableException({ message: 'The generation could not start. Please try again.' });
    });
    const sse = this.stream(reply, subscription, { id: 0, event: 'meta', data: { id: job.generationId } });
    await this.generations.enqueue(job).catch((err: { message?: string }) => {
      sse.send({ id: 1, event: 'error', data: { message: err.message ?? 'The generation queue is unavailable.' } });
      sse.end();
    });
  }

  /** Resumes a stream after `Last-Event-ID` (header or `lastEventId` query), with nothing lost or repeated. */
  @Get('ask-ai/:id/events')
  async events(
    @Param('id') id: string,
    @Headers('last-event-id') lastEventHeader: string | undefined,
    @Query('lastEventId') lastEventQuery: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const generation = await this.generations.owned(id, requester(user, ip));
    const after = Math.max(0, Number.parseInt(lastEventHeader ?? lastEventQuery ?? '0', 10) || 0);
    if (!(await this.bus.hasLog(id))) {
      // The replay log has expired: the stored outcome is all there is to tell.
      const sse = openSse(reply, () => undefined);
      sse.send(finalFromRow(generation, after + 1));
      return sse.end();
    }
    this.stream(reply, await this.subscribe(id, after));
  }

  /** The generation's events after `after`, held back until `stream` has opened the response. */
  private async subscribe(id: string, after: number): Promise<Subscription> {
    const held: WireEvent[] = [];
    let send: ((event: WireEvent) => void) | null = null;
    const unsubscribe = await this.bus.subscribe(id, after, (event) => (send ? send(event) : held.push(event)));
    return {
      unsubscribe,
      attach: (to) => {
        send = to;
        held.splice(0).forEach(to);
      },
    };
  }

  /** Opens the SSE response and forwards the subscription's events, ending at the final one. */
  private stream(reply: FastifyReply, subscription: Subscription, first?: GenerationEvent): SseStream {
    let ended = false;
    const sse = openSse(reply, () => void subscription.unsubscribe());
    if (first) sse.send(first);
    subscription.attach((event) => {
      sse.sendRaw(event.id, event.event, event.json);
      if (!ended && (event.event === 'done' || event.event === 'error')) {
        ended = true;
        sse.end();
      }
    });
    return sse;
  }

  @Post('ask-ai/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser | undefined, @Ip() ip: string): Promise<{ ok: true }> {
    await this.generations.cancel(await this.generations.owned(id, requester(user, ip)));
    return { ok: true };
  }

  @Post('optimize-prompt')
  @HttpCode(200)
  async optimize(
    @Body(new ZodPipe(optimizePromptRequestSchema)) body: OptimizeBody,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string,
  ): Promise<OptimizePromptResponse> {
    await this.limits.consume('optimize', user?.userId ?? ip, 20, 600, 'Too many prompt optimisations. Please wait a few minutes.');
    const route = routeModel(this.env, 'cui-core');
    if (route.kind !== 'upstream') return { optimizedPrompt: optimizeOffline(body.prompt, body.language) };
    const text = await completeChat(route, optimizeMessages(body.prompt, body.language), { maxTokens: 600, timeoutMs: 60_000 });
    return { optimizedPrompt: text.trim() || body.prompt };
  }
}

function finalFromRow(generation: Generation, id: number): GenerationEvent {
  if (generation.status === 'succeeded' && generation.html) return { id, event: 'done', data: { html: generation.html, balance: null } };
  if (generation.status === 'queued' || generation.status === 'running') {
    return { id, event: 'error', data: { message: 'This generation can no longer be resumed.' } };
  }
  return { id, event: 'error', data: { message: generation.error ?? 'Generation stopped' } };
}
