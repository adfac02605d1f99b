import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';

/** What the API, the worker and the account endpoints share: the billing tables and the plan a user is on. */
@Module({
  imports: [CreditsModule],
  providers: [BillingRepository, BillingService],
  exports: [BillingRepository, BillingService, CreditsModule],
})
export class BillingCoreModule {}
