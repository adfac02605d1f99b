import { ChangePlanRequest, changePlanRequestSchema, CreditUsage, SubscriptionTiers, Transaction } from '@cui/shared';
import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../common/zod-body.pipe';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser, SessionOnly } from '../auth/bearer.guard';
import { BillingService } from './billing.service';
import { PlanChanges } from './plan-changes';
import type { PaidTier } from './price-tiers';

@Controller('api/billing')
@UseGuards(BearerGuard)
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly plans: PlanChanges,
  ) {}

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

  @Post('cancel')
  @HttpCode(200)
  @SessionOnly()
  cancel(@CurrentUser() user: AuthenticatedUser): Promise<{ ok: true }> {
    return this.plans.cancel(user.userId);
  }

  @Post('change-plan')
  @HttpCode(200)
  @SessionOnly()
  changePlan(@CurrentUser() user: AuthenticatedUser, @Body(new ZodPipe(changePlanRequestSchema)) body: ChangePlanRequest): Promise<{ ok: true }> {
    return this.plans.changePlan(user.userId, body.tier as PaidTier);
  }
}
