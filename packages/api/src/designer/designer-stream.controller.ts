import { StitchChatRequestParsed, stitchChatRequestSchema } from '@cui/shared';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { IdempotencyKey } from '../common/idempotency-key';
import { ZodPipe } from '../common/zod-body.pipe';
import { lastEventId, SseStreams } from '../generation/sse-stream';
import { DesignerStreamService } from './designer-stream.service';

/** The screen designer's chat: each message is a turn streamed as Server-Sent Events (`DesignerEvents`). */
@Controller('api/stitch-chat')
@UseGuards(BearerGuard)
export class DesignerStreamController {
  constructor(
    private readonly turns: DesignerStreamService,
    private readonly sse: SseStreams,
  ) {}

  /** Starts a turn and streams it; with an Idempotency-Key already used, streams that key's turn from its start instead. */
  @Post()
  async chat(
    @Body(new ZodPipe(stitchChatRequestSchema)) body: StitchChatRequestParsed,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sse.answer(reply, await this.turns.start(body, user.userId, reply.request.id, idempotencyKey));
  }

  /**
   * Resumes a turn's stream after `Last-Event-ID` (header or `lastEventId` query), with nothing lost
   * or repeated; 204 once the client has the final event, which tells an EventSource to stop.
   */
  @Get(':id/events')
  async events(
    @Param('id') id: string,
    @Headers('last-event-id') lastEventHeader: string | undefined,
    @Query('lastEventId') lastEventQuery: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sse.answer(reply, await this.turns.resume(id, lastEventId(lastEventHeader, lastEventQuery), user.userId));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<{ ok: true }> {
    await this.turns.cancel(id, user.userId);
    return { ok: true };
  }

}
