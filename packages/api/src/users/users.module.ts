import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingCoreModule } from '../billing/billing-core.module';
import { CreditsModule } from '../credits/credits.module';
import { MailModule } from '../mail/mail.module';
import { AccountService } from './account.service';
import { GoogleAuthController } from './google-auth.controller';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { UserController } from './user.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * Accounts: a user whose identity auth proved (an e-mailed code, Google) is found or created with
 * its credit account and given a session; `/api/user/me` describes it with its plan.
 */
@Module({
  imports: [AuthModule, CreditsModule, BillingCoreModule, MailModule],
  controllers: [UserController, GoogleAuthController, ProfileController],
  providers: [UsersService, UsersRepository, AccountService, ProfileService],
  exports: [UsersService, UsersRepository, AccountService],
})
export class UsersModule {}
