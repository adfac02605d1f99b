import { CREDITS_PER_PROMPT } from '@cui/shared';
import { Injectable } from '@nestjs/common';
import { GenerationBus, StreamWriter } from './generation-bus';
import { EndedStatus, GenerationRepository } from './generation.repository';

/**
 * The two ways a generation ends. Each settles its credit and tells the client, and of racing
 * calls for one generation (the worker, a cancel, the sweeper) only the one that settled it speaks:
 * the stream gets exactly one final event, and it agrees with the row.
 */
@Injectable()
export class GenerationSettlement {
  constructor(
    private readonly generations: GenerationRepository,
    private readonly bus: GenerationBus,
  ) {}

  /** Commits the held credit and sends `done`; does nothing to a generation already ended. */
  async succeed(id: string, html: string, writer: StreamWriter): Promise<void> {
    const payer = await this.generations.commit(id, html);
    if (!payer) return;
    await writer.write('done', { html, balance: payer.userId ? (payer.balance ?? 0) : null });
  }

  /** Ends the generation, refunds a held credit and sends `error`; does nothing to a generation already ended. */
  async fail(id: string, status: EndedStatus, message: string, writer?: StreamWriter): Promise<void> {
    if (!(await this.generations.end(id, status, message, CREDITS_PER_PROMPT))) return;
    await (writer ?? (await this.bus.writer(id))).write('error', { message });
  }
}
