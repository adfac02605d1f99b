import {
  askAiRequestSchema,
  modelsQuerySchema,
  BUILTIN_MODEL,
  AskAiRequestParsed,
  ModelOption,
  optimizePromptRequestSchema,
  OptimizePromptResponse,
} from '@cui/shared';
import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ModelCatalogue } from '../ai/model-catalogue';
import { ModelDiscovery } from '../ai/model-discovery';
import { completeChat } from '../ai/llm-client';
import { optimizeOffline } from '../ai/offline-optimizer';
import { optimizeMessages } from '../ai/prompts';
import { CurrentUser } from '../auth/bearer.guard';
import { IdempotencyKey } from '../common/idempotency-key';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { OptionalBearerGuard } from '../auth/optional-bearer.guard';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ZodPipe } from '../common/zod-body.pipe';
import type { Requester } from './generation.types';
import { GenerationService } from './generation.service';
import { lastEventId, SseStreams } from './sse-stream';

type OptimizeBody = z.output<typeof optimizePromptRequestSchema>;

const requester = (user: AuthenticatedUser | undefined, ip: string): Requester => (user ? { userId: user.userId } : { anonKey: ip });

@Controller('api')
@UseGuards(OptionalBearerGuard)
export class GenerationController {
  constructor(
    private readonly generations: GenerationService,
    private readonly limits: RateLimitService,
    private readonly sse: SseStreams,
    private readonly catalogue: ModelCatalogue,
    private readonly discovery: ModelDiscovery,
  ) {}

  /** The models this server offers; `?refresh=true` lists local and discoverable servers' models again first (at most every 10 s). */
  @Get('models')
  async models(@Query(new ZodPipe(modelsQuerySchema)) query: z.output<typeof modelsQuerySchema>): Promise<ModelOption[]> {
    if (query.refresh) await this.discovery.fresh();
    return this.catalogue.list();
  }

  /**
   * Starts a generation (see GenerationService.start) and streams it as SSE; with an Idempotency-Key
   * already used, streams that key's generation from its start instead.
   */
  @Post('ask-ai')
  async askAi(
    @Body(new ZodPipe(askAiRequestSchema)) body: AskAiRequestParsed,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const stream = await this.generations.start(body, requester(user, ip), reply.request.id, idempotencyKey);
    await this.sse.answer(reply, stream);
  }

  /**
   * Resumes a stream after `Last-Event-ID` (header or `lastEventId` query), with nothing lost or
   * repeated; 204 once the client has the final event, which tells an EventSource to stop.
   */
  @Get('ask-ai/:id/events')
  async events(
    @Param('id') id: string,
    @Headers('last-event-id') lastEventHeader: string | undefined,
    @Query('lastEventId') lastEventQuery: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sse.answer(reply, await this.generations.resume(id, lastEventId(lastEventHeader, lastEventQuery), requester(user, ip)));
  }


  @Post('ask-ai/:id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser | undefined, @Ip() ip: string): Promise<{ ok: true }> {
    await this.generations.cancel(id, requester(user, ip));
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
    const route = this.catalogue.route(BUILTIN_MODEL);
    if (route.kind !== 'upstream') return { optimizedPrompt: optimizeOffline(body.prompt, body.language) };
    const text = await completeChat(route, optimizeMessages(body.prompt, body.language), { maxTokens: 600, timeoutMs: 60_000 });
    return { optimizedPrompt: text.trim() || body.prompt };
  }
}
