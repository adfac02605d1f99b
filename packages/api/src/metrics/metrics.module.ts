import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';
import { MetricsServer } from './metrics-server';

/** The process's figures (any module counts into them) and their own port. */
@Global()
@Module({ providers: [Metrics, MetricsServer], exports: [Metrics, MetricsServer] })
export class MetricsModule {}
