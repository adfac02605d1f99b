import { Module } from '@nestjs/common';
import { BillingCoreModule } from '../billing/billing-core.module';
import { CreditsModule } from '../credits/credits.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthService } from './auth.service';
import { BearerGuard } from './bearer.guard';
import { OptionalBearerGuard } from './optional-bearer.guard';
import { GoogleAuthController } from './google-auth.controller';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { GoogleOAuthService } from './google-oauth.service';
import { LoginCodesRepository } from './login-codes.repository';
import { LoginCodesService } from './login-codes.service';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';
import { UserController } from './user.controller';

@Module({
  imports: [
    UsersModule,
    CreditsModule,
    BillingCoreModule,
    MailModule,
  ],
  controllers: [UserController, GoogleAuthController],
  providers: [AuthService, TokensService, SessionsRepository, LoginCodesService, LoginCodesRepository, BearerGuard, OptionalBearerGuard, GoogleIdTokenVerifier, GoogleOAuthService],
  exports: [BearerGuard, OptionalBearerGuard, TokensService],
})
export class AuthModule {}
