import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Env } from '../config/env.schema';
import { ModelCatalogue } from './model-catalogue';

/**
 * The model catalogue for every feature that routes a model: read once from MODELS_FILE (or the
 * shipped one) when the module is registered, so a bad file stops start-up before anything runs.
 */
@Global()
@Module({})
export class AiModule {
  static register(env: Env, catalogue?: ModelCatalogue): DynamicModule {
    return { module: AiModule, providers: [{ provide: ModelCatalogue, useValue: catalogue ?? ModelCatalogue.load(env) }], exports: [ModelCatalogue] };
  }
}
