import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingCoreModule } from '../billing/billing-core.module';
import { BillingModule } from '../billing/billing.module';
import { DesignerModule } from '../designer/designer.module';
import { FeedbackModule } from '../feedback/feedback.module';
import { GenerationCoreModule } from '../generation/generation-core.module';
import { PublishingCoreModule } from '../publishing/publishing-core.module';
import { PublishingModule } from '../publishing/publishing.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';

/**
 * What a user can do with their whole account: take everything it holds away as a ZIP, or delete
 * it. It reads and erases through each feature's repository; it owns no table.
 */
@Module({
  imports: [AuthModule, UsersModule, GenerationCoreModule, DesignerModule, PublishingCoreModule, PublishingModule, FeedbackModule, BillingCoreModule, BillingModule],
  controllers: [AccountController],
  providers: [AccountExportService, AccountDeletionService],
})
export class AccountModule {}
