import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingController } from './billing.controller';
import { BillingCoreModule } from './billing-core.module';

/** The API side of billing: plans, the caller's payments and usage. */
@Module({
  imports: [BillingCoreModule, AuthModule],
  controllers: [BillingController],
})
export class BillingModule {}
