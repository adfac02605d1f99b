import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { JWT_SECRET } from '../core.module';
import { CreditsModule } from '../credits/credits.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthService } from './auth.service';
import { BearerGuard } from './bearer.guard';
import { OptionalBearerGuard } from './optional-bearer.guard';
import { GoogleAuthController } from './google-auth.controller';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { GoogleOAuthService } from './google-oauth.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginCodesService } from './login-codes.service';
import { TokensService } from './tokens.service';
import { UserController } from './user.controller';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [JWT_SECRET],
      useFactory: (secret: string) => ({ secret, signOptions: { algorithm: 'HS256' } }),
    }),
    UsersModule,
    CreditsModule,
    MailModule,
  ],
  controllers: [UserController, GoogleAuthController],
  providers: [AuthService, TokensService, LoginCodesService, JwtStrategy, BearerGuard, OptionalBearerGuard, GoogleIdTokenVerifier, GoogleOAuthService],
  exports: [BearerGuard, OptionalBearerGuard, TokensService, JwtStrategy],
})
export class AuthModule {}
