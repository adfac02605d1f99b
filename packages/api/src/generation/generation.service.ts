import { AskAiRequestParsed, IMAGE_INPUT_MODELS, isFragment } from '@cui/shared';
import { InjectQueue } from '@nestjs/bullmq';
import { BadRequestException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { modelLabel, routeModel } from '../ai/model-catalogue';
import { ENV, Env } from '../config/env.schema';
import { CreditsService } from '../credits/credits.service';
import { QUEUES } from '../queues/queue-names';
import { GenerationBus } from './generation-bus';
import { GenerationFinisher } from './generation-finisher';
import { Generation } from './generation.entity';
import type { GenerationJob } from './generation.types';

/** Who is asking: a signed-in user, or an anonymous client address. */
export type Requester = { userId: string } | { anonKey: string };

/** Starting, finding and stopping generations: the rules; the controller only speaks HTTP. */
@Injectable()
export class GenerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectQueue(QUEUES.generation) private readonly queue: Queue<GenerationJob>,
    @Inject(ENV) private readonly env: Env,
    private readonly credits: CreditsService,
    private readonly bus: GenerationBus,
    private readonly finisher: GenerationFinisher,
  ) {}

  /** Checks everything that can be checked before money moves; throws 400 with the reason. */
  validate(body: AskAiRequestParsed): GenerationJob {
    const kind = body.html && isFragment(body.html) ? 'section' : 'page';
    if (!body.prompt.trim() && !body.image) throw new BadRequestException({ message: 'Write a prompt first.' });
    if (kind === 'section' && !body.prompt.trim()) throw new BadRequestException({ message: 'Describe how the section should change.' });
    if (body.image && !IMAGE_INPUT_MODELS.includes(body.model)) {
      throw new BadRequestException({
        message: `${modelLabel(body.model)} cannot read images. Choose GPT-4.1, GPT-4.1 mini or GPT-4o for a reference image.`,
      });
    }
    const route = routeModel(this.env, body.model);
    if (route.kind === 'unavailable') throw new BadRequestException({ message: route.message, model: body.model });
    return {
      generationId: randomUUID(),
      kind,
      model: body.model,
      framework: body.framework,
      language: body.language,
      prompt: body.prompt,
      previousPrompt: body.previousPrompt,
      html: body.html,
      image: body.image,
      imageMode: body.image_mode,
      maxTokens: body.max_tokens,
      temperature: body.temperature,
    };
  }

  /** Holds the credit (or the anonymous allowance) and records the generation; 402/401 when it cannot. */
  async hold(job: GenerationJob, who: Requester): Promise<void> {
    const row = { id: job.generationId, kind: job.kind, model: job.model, framework: job.framework, prompt: job.prompt.slice(0, 10_000) };
    if ('userId' in who) await this.credits.holdForUser(who.userId, row);
    else await this.credits.holdForAnonymous(who.anonKey, row);
  }

  /** Queues the job; if Redis refuses, the hold is refunded and the client told to retry. */
  async enqueue(job: GenerationJob): Promise<void> {
    try {
      await this.queue.add('generate', job, { jobId: job.generationId, attempts: 1, removeOnComplete: true, removeOnFail: { age: 24 * 3600 } });
    } catch {
      await this.abandon(job.generationId, 'The generation queue is unavailable.');
      throw new ServiceUnavailableException({ message: 'The generation queue is unavailable. Please try again.' });
    }
  }

  /**
   * Ends a held generation that could not start, refunding it now rather than leaving it to the
   * stale-hold sweeper. Redis is usually why it could not start, so telling a stream about it is
   * best effort (the refund comes first).
   */
  async abandon(generationId: string, message: string): Promise<void> {
    await this.finisher.fail(generationId, 'failed', message).catch(() => undefined);
  }

  /** The generation if `who` owns it; 404 otherwise, so ids of others' generations reveal nothing. */
  async owned(id: string, who: Requester): Promise<Generation> {
    const generation = /^[0-9a-f-]{36}$/i.test(id) ? await this.db.getRepository(Generation).findOneBy({ id }) : null;
    const mine = generation && ('userId' in who ? generation.userId === who.userId : generation.anonKey === who.anonKey && !generation.userId);
    if (!generation || !mine) throw new NotFoundException({ message: 'Generation not found.' });
    return generation;
  }

  async cancel(generation: Generation): Promise<void> {
    if (generation.status === 'queued' || generation.status === 'running') await this.bus.requestCancel(generation.id);
    // A job still waiting in the queue is settled here; a running one by its worker.
    if (generation.status === 'queued') {
      const removed = await this.queue.remove(generation.id).catch(() => 0);
      if (removed) await this.finisher.fail(generation.id, 'cancelled', 'Generation stopped');
    }
  }
}
