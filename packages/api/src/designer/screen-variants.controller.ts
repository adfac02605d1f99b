import { ScreenVariantRequestParsed, screenVariantRequestSchema, UseScreenVariantResponse } from '@cui/shared';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { IdempotencyKey } from '../common/idempotency-key';
import { ZodPipe } from '../common/zod-body.pipe';
import { lastEventId, SseStreams } from '../generation/sse-stream';
import { ScreenVariantsService } from './screen-variants.service';

/** Alternatives of a designer screen, each streamed as Server-Sent Events (`ScreenVariantEvents`) and used on demand. */
@Controller('api/stitch-variants')
@UseGuards(BearerGuard)
export class ScreenVariantsController {
  constructor(
    private readonly variants: ScreenVariantsService,
    private readonly sse: SseStreams,
  ) {}

  /** Starts an alternative and streams it; with an Idempotency-Key already used, streams that key's alternative instead. */
  @Post()
  async start(
    @Body(new ZodPipe(screenVariantRequestSchema)) body: ScreenVariantRequestParsed,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sse.answer(reply, await this.variants.start(body, user.userId, reply.request.id, idempotencyKey));
  }

  /** Resumes an alternative's stream after `Last-Event-ID` (header or `lastEventId` query); 204 once the client has its end. */
  @Get(':id/events')
  async events(
    @Param('id') id: string,
    @Headers('last-event-id') lastEventHeader: string | undefined,
    @Query('lastEventId') lastEventQuery: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sse.answer(reply, await this.variants.resume(id, lastEventId(lastEventHeader, lastEventQuery), user.userId));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<{ ok: true }> {
    await this.variants.cancel(id, user.userId);
    return { ok: true };
  }

  /** The alternative takes its screen's place. */
  @Post(':id/use')
  @HttpCode(200)
  async use(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<UseScreenVariantResponse> {
    return { screen: await this.variants.use(id, user.userId) };
  }

}
