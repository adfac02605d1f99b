import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../queues/queue-names';
import { AuthModule } from '../auth/auth.module';
import { BillingController } from './billing.controller';
import { BillingCoreModule } from './billing-core.module';
import { BillingWebhookController } from './billing-webhook.controller';
import { BillingWebhooks } from './billing-webhooks';
import { PaddleClient } from './paddle-client';
import { PlanChanges } from './plan-changes';

/** The API side of billing: plans, the caller's payments and usage, and Paddle's webhook (store and enqueue). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.billingEvents }), BillingCoreModule, AuthModule],
  controllers: [BillingController, BillingWebhookController],
  providers: [BillingWebhooks, PaddleClient, PlanChanges],
  exports: [PaddleClient],
})
export class BillingModule {}
