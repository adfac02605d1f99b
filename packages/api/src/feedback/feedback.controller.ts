import { FeedbackRequest, feedbackRequestSchema, FeedbackResponse } from '@cui/shared';
import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ZodPipe } from '../common/zod-body.pipe';
import { ENV, Env } from '../config/env.schema';
import { FeedbackRepository } from './feedback.repository';

@Controller('api/feedback')
export class FeedbackController {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly limits: RateLimitService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Post()
  @HttpCode(200)
  async create(@Body(new ZodPipe(feedbackRequestSchema)) body: FeedbackRequest, @Ip() ip: string): Promise<FeedbackResponse> {
    await this.limits.consume('feedback', ip, this.env.FEEDBACK_RATE_LIMIT, 600, 'You have sent a lot of feedback. Please try again in a few minutes.');
    await this.feedback.add({ text: body.feedback, clientAddress: ip, userId: null });
    return { ok: true };
  }
}
