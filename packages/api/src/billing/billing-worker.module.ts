import { Module } from '@nestjs/common';
import { BillingCoreModule } from './billing-core.module';
import { BillingEventApplier } from './billing-event-applier';
import { BillingEventsProcessor } from './billing-events.processor';

/** The worker side of billing: apply Paddle's events. */
@Module({
  imports: [BillingCoreModule],
  providers: [BillingEventApplier, BillingEventsProcessor],
})
export class BillingWorkerModule {}
