import {
  googleLoginRequestSchema,
  GoogleLoginRequest,
  LoginCodeSent,
  loginRequestSchema,
  LoginResponse,
  UserMe,
} from '@cui/shared';
import { Body, Controller, Get, HttpCode, Inject, Ip, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { ENV, Env } from '../config/env.schema';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ZodPipe } from '../common/zod-body.pipe';
import { MailService } from '../mail/mail.service';
import { AccountService } from './account.service';
import { UsersService } from './users.service';
import { BearerGuard, CurrentUser, SessionOnly } from '../auth/bearer.guard';
import { GoogleIdTokenVerifier } from '../auth/google-id-token.verifier';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { LoginCodesService } from '../auth/login-codes.service';
import { TokensService } from '../auth/tokens.service';

type LoginBody = z.output<typeof loginRequestSchema>;

@Controller('api/user')
export class UserController {
  constructor(
    private readonly codes: LoginCodesService,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly account: AccountService,
    private readonly tokens: TokensService,
    private readonly google: GoogleIdTokenVerifier,
    private readonly limits: RateLimitService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Without `code`: mails a code. With `code`: signs in. A bare e-mail never yields a token. */
  @Post('login')
  @HttpCode(200)
  async login(@Body(new ZodPipe(loginRequestSchema)) body: LoginBody, @Ip() ip: string): Promise<LoginCodeSent | LoginResponse> {
    if (!body.code) {
      const tooMany = 'Too many codes requested. Please wait a few minutes and try again.';
      await this.limits.consume('login-code-ip', ip, this.env.LOGIN_CODE_IP_RATE_LIMIT, 3600, tooMany);
      await this.limits.consume('login-code-email', body.email, 5, 3600, tooMany);
      const name = body.name || body.email.split('@')[0];
      const code = await this.codes.issue(body.email, name);
      await this.mail.send({ kind: 'login-code', to: body.email, code, name });
      return { codeSent: true };
    }
    // Three tries a code: a mistyped one or two should not lock out the address's people.
    await this.limits.consume('login-verify-ip', ip, 3 * this.env.LOGIN_CODE_IP_RATE_LIMIT, 3600, 'Too many sign-in attempts. Please wait and try again.');
    const { name } = await this.codes.consume(body.email, body.code);
    const user = await this.users.findOrCreateByEmail(body.email, body.name || name);
    return this.account.signIn(user);
  }

  @Post('google-login')
  @HttpCode(200)
  async googleLogin(@Body(new ZodPipe(googleLoginRequestSchema)) body: GoogleLoginRequest, @Ip() ip: string): Promise<LoginResponse> {
    await this.limits.consume('google-login-ip', ip, 60, 3600, 'Too many sign-in attempts. Please wait and try again.');
    const identity = await this.google.verify(body.credential);
    const user = await this.users.findOrCreateByGoogle(identity.sub, identity.email, identity.name);
    return this.account.signIn(user);
  }

  @Get('me')
  @UseGuards(BearerGuard)
  me(@CurrentUser() current: AuthenticatedUser): Promise<UserMe> {
    return this.account.me(current.userId);
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(BearerGuard)
  @SessionOnly()
  async logout(@CurrentUser() current: AuthenticatedUser): Promise<{ ok: true }> {
    if (current.sessionId) await this.tokens.revoke(current.sessionId);
    return { ok: true };
  }
}
