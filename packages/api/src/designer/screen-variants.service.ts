import { DesignerScreen, ScreenVariantRequestParsed, screenSlugs } from '@cui/shared';
import { InjectQueue } from '@nestjs/bullmq';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { ModelChoice } from '../ai/model-choice';
import { idempotencyClaim } from '../common/idempotency-key';
import type { GenerationKind } from '../generation/generation.entity';
import { GenerationService, StartedGeneration } from '../generation/generation.service';
import type { GenerationStream } from '../generation/generation-stream';
import { QUEUES } from '../queues/queue-names';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { type DesignerQueueJob, SCREEN_VARIANT_JOB, type ScreenVariantJob } from './designer-turn.types';
import { DesignerRepository } from './designer.repository';
import { PROJECT_NOT_FOUND } from './designer.service';
import { dropDeadLinks } from './screen-relink';

const VARIANT_KINDS: readonly GenerationKind[] = ['screen-variant'];
export const SCREEN_NOT_FOUND = 'That screen is no longer in the project.';
export const VARIANT_NOT_READY = 'This alternative has not finished, so it cannot be used.';

/**
 * Alternatives of a screen. Each is a generation of kind `screen-variant` (decision 062): its own
 * hold of its model's credits, stream, resume, stop and refund, run on the designer queue beside the
 * project's chat turns. The screen changes only when its owner uses one.
 */
@Injectable()
export class ScreenVariantsService {
  constructor(
    @InjectQueue(QUEUES.designer) private readonly queue: Queue<DesignerQueueJob>,
    private readonly limits: RateLimitService,
    private readonly projects: DesignerRepository,
    private readonly generations: GenerationService,
    private readonly models: ModelChoice,
  ) {}

  /** Rate limit, the project (404 unless the caller's), its screen (404), the model (400), then the hold (402) and the stream. */
  async start(body: ScreenVariantRequestParsed, userId: string, requestId?: string, idempotencyKey?: string): Promise<StartedGeneration> {
    await this.limits.consume('stitch-variant', userId, 30, 60, 'Too many requests. Please wait a moment.');
    const project = await this.projects.findOwned(userId, body.project_uuid.toLowerCase());
    if (!project) throw new NotFoundException({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
    const wanted = body.screen.toLowerCase();
    const screen = (await this.projects.screens(project.id)).find((s) => s.name.toLowerCase() === wanted && s.html);
    if (!screen) throw new NotFoundException({ code: 'screen_not_found', message: SCREEN_NOT_FOUND });
    const model = await this.models.resolve(body.model);
    const job: ScreenVariantJob = {
      generationId: randomUUID(),
      projectId: project.id,
      model: model.id,
      screen: screen.name,
      index: body.index,
      of: body.of,
      change: body.change,
      language: body.language,
      maxTokens: body.max_tokens,
      temperature: body.temperature,
      requestId,
    };
    const row = {
      id: job.generationId,
      kind: 'screen-variant' as const,
      model: model.id,
      credits: model.cost,
      framework: project.device_type,
      prompt: screen.name,
      projectId: project.id,
      idempotency: idempotencyClaim(idempotencyKey, 'stitch-variant', body),
    };
    return this.generations.open(row, { userId }, { queue: this.queue, name: SCREEN_VARIANT_JOB, data: job });
  }

  resume(id: string, after: number, userId: string): Promise<GenerationStream | null> {
    return this.generations.resume(id, after, { userId }, VARIANT_KINDS);
  }

  cancel(id: string, userId: string): Promise<void> {
    return this.generations.cancel(id, { userId }, VARIANT_KINDS);
  }

  /**
   * Puts finished alternative `id` in its screen's place (409 unless finished; 404 once the project
   * or the screen is gone). Links to screens deleted since it was made are dropped.
   */
  async use(id: string, userId: string): Promise<DesignerScreen> {
    const variant = await this.generations.owned(id, { userId }, VARIANT_KINDS);
    if (variant.status !== 'succeeded' || !variant.html) throw new ConflictException({ code: 'variant_not_ready', message: VARIANT_NOT_READY });
    const project = variant.projectId ? await this.projects.findOwned(userId, variant.projectId) : null;
    if (!project) throw new NotFoundException({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
    const live = new Set(screenSlugs((await this.projects.screens(project.id)).map((s) => s.name)));
    const screen = await this.projects.replaceScreenHtml(project.id, variant.prompt, dropDeadLinks(variant.html, live));
    if (!screen) throw new NotFoundException({ code: 'screen_not_found', message: SCREEN_NOT_FOUND });
    return screen;
  }
}
