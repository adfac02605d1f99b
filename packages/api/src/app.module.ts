import { DynamicModule, Module } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { AiModule } from './ai/ai.module';
import { AuthModule } from './auth/auth.module';
import { McpModule } from './mcp/mcp.module';
import { OpenApiModule } from './openapi/openapi.module';
import { BillingModule } from './billing/billing.module';
import { PublicConfigController } from './config/public-config.controller';
import { CoreModule, CoreOptions } from './core.module';
import { DesignerModule } from './designer/designer.module';
import { FeedbackModule } from './feedback/feedback.module';
import { GenerationModule } from './generation/generation.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { PublishingModule } from './publishing/publishing.module';
import { TemplatesModule } from './templates/templates.module';
import { UsersModule } from './users/users.module';
import { WorkerOptions, WorkersModule } from './workers.module';

/** The core's options, and the features' replaceable parts (tests). */
export type AppOptions = CoreOptions & WorkerOptions;

@Module({})
export class AppModule {
  static register(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(options),
        AiModule.register(options.env),
        HealthModule,
        AuthModule,
        UsersModule,
        MailModule,
        FeedbackModule,
        TemplatesModule,
        GenerationModule,
        PublishingModule,
        BillingModule,
        DesignerModule,
        AccountModule,
        McpModule,
        OpenApiModule,
        ...(options.env.RUN_WORKERS ? [WorkersModule.register(options)] : []),
      ],
      controllers: [PublicConfigController],
    };
  }
}

/** The worker entry point: infrastructure and processors, no HTTP. */
@Module({})
export class WorkerAppModule {
  static register(options: CoreOptions): DynamicModule {
    return { module: WorkerAppModule, imports: [CoreModule.register(options), AiModule.register(options.env), WorkersModule.register()] };
  }
}
