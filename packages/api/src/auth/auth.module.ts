import { Module } from '@nestjs/common';
import { BearerGuard } from './bearer.guard';
import { OptionalBearerGuard } from './optional-bearer.guard';
import { PersonalTokensController } from './personal-tokens.controller';
import { PersonalTokensRepository } from './personal-tokens.repository';
import { PersonalTokensService } from './personal-tokens.service';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { GoogleOAuthService } from './google-oauth.service';
import { LoginCodesRepository } from './login-codes.repository';
import { LoginCodesService } from './login-codes.service';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';

/**
 * Who is calling: proves an identity (e-mailed codes, Google) and keeps sessions (tokens, the
 * guards, personal access tokens). It knows no feature; turning an identity into an account is `users/`'.
 */
@Module({
  controllers: [PersonalTokensController],
  providers: [TokensService, SessionsRepository, PersonalTokensService, PersonalTokensRepository, LoginCodesService, LoginCodesRepository, BearerGuard, OptionalBearerGuard, GoogleIdTokenVerifier, GoogleOAuthService],
  exports: [BearerGuard, OptionalBearerGuard, TokensService, PersonalTokensService, LoginCodesService, GoogleIdTokenVerifier, GoogleOAuthService],
})
export class AuthModule {}
