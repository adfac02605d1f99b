import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { CreditsService } from '../credits/credits.service';
import { GenerationBus, StreamWriter } from './generation-bus';
import { Generation, GenerationStatus } from './generation.entity';

/** The two ways a generation ends, each settling its credit and telling the client exactly once. */
@Injectable()
export class GenerationFinisher {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly credits: CreditsService,
    private readonly bus: GenerationBus,
  ) {}

  async succeed(id: string, html: string, writer: StreamWriter): Promise<void> {
    const balance = await this.credits.commit(id, html);
    await writer.write('done', { html, balance });
  }

  /** Refunds and ends the stream with an error; does nothing to a generation already settled. */
  async fail(id: string, status: Exclude<GenerationStatus, 'queued' | 'running' | 'succeeded'>, message: string, writer?: StreamWriter): Promise<void> {
    const ended = await this.db.getRepository(Generation).update({ id, status: In(['queued', 'running']) }, { status, error: message });
    await this.credits.refund(id);
    if (!ended.affected) return;
    await (writer ?? (await this.bus.writer(id))).write('error', { message });
  }
}
