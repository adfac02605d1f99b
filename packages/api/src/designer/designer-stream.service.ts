import { StitchChatRequestParsed } from '@cui/shared';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { ModelChoice } from '../ai/model-choice';
import { idempotencyClaim } from '../common/idempotency-key';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import type { GenerationKind } from '../generation/generation.entity';
import { GenerationService, StartedGeneration } from '../generation/generation.service';
import type { GenerationStream } from '../generation/generation-stream';
import { QUEUES } from '../queues/queue-names';
import type { DesignerJob } from './designer-turn.types';
import { DesignerRepository } from './designer.repository';
import { PROJECT_NOT_FOUND } from './designer.service';

const DESIGNER_KINDS: readonly GenerationKind[] = ['designer'];

/**
 * Designer chat turns. A turn is a generation of kind `designer` (decision 026): it holds, commits or
 * refunds its model's credits, streams through the generation bus, resumes and stops exactly as a page
 * generation does; only its job and its events are its own.
 */
@Injectable()
export class DesignerStreamService {
  constructor(
    @InjectQueue(QUEUES.designer) private readonly queue: Queue<DesignerJob>,
    private readonly limits: RateLimitService,
    private readonly projects: DesignerRepository,
    private readonly generations: GenerationService,
    private readonly models: ModelChoice,
  ) {}

  /**
   * Rate limit, the project (404 unless the caller's), the model (400), then the hold (402) and the
   * stream, or the turn an earlier request with the same Idempotency-Key started (GenerationService.open).
   */
  async start(body: StitchChatRequestParsed, userId: string, requestId?: string, idempotencyKey?: string): Promise<StartedGeneration> {
    await this.limits.consume('stitch-chat', userId, 30, 60, 'Too many requests. Please wait a moment.');
    const project = await this.projects.findOwned(userId, body.project_uuid.toLowerCase());
    if (!project) throw new NotFoundException({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
    const model = await this.models.resolve(body.model);
    const job: DesignerJob = {
      generationId: randomUUID(),
      projectId: project.id,
      model: model.id,
      message: body.message,
      language: body.language,
      maxTokens: body.max_tokens,
      temperature: body.temperature,
      requestId,
    };
    // The project's device type is the turn's: every screen of a project is for one device.
    const row = {
      id: job.generationId,
      kind: 'designer' as const,
      model: model.id,
      credits: model.cost,
      framework: project.device_type,
      prompt: body.message,
      projectId: project.id,
      idempotency: idempotencyClaim(idempotencyKey, 'stitch-chat', body),
    };
    return this.generations.open(row, { userId }, { queue: this.queue, name: 'design', data: job });
  }

  resume(id: string, after: number, userId: string): Promise<GenerationStream | null> {
    return this.generations.resume(id, after, { userId }, DESIGNER_KINDS);
  }

  cancel(id: string, userId: string): Promise<void> {
    return this.generations.cancel(id, { userId }, DESIGNER_KINDS);
  }
}
