import { CreditUsage, SubscriptionTiers, Transaction } from '@cui/shared';
import { Controller, Get, UseGuards } from '@nestjs/common';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser } from '../auth/bearer.guard';
import { BillingService } from './billing.service';

@Controller('api/billing')
@UseGuards(BearerGuard)
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get('subscription-tiers')
  tiers(): SubscriptionTiers {
    return this.billing.tiers();
  }

  @Get('transactions')
  transactions(@CurrentUser() user: AuthenticatedUser): Promise<Transaction[]> {
    return this.billing.transactions(user.userId);
  }

  @Get('usage')
  usage(@CurrentUser() user: AuthenticatedUser): Promise<CreditUsage> {
    return this.billing.usage(user.userId);
  }
}
