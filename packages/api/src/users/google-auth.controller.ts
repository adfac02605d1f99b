import type { ErrorCode } from '@cui/shared';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountService } from './account.service';
import { UsersService } from './users.service';
import { GoogleOAuthService } from '../auth/google-oauth.service';

/** The SPA's sign-in error page, told why (`code`, shown in the UI's language) and in English. */
const errorPage = (code: ErrorCode, message: string) => `/auth/error?message=${encodeURIComponent(message)}&code=${code}`;

/** Google's redirect flow: /api/auth/google → Google → callback → /auth/callback?token=… */
@Controller('api/auth/google')
export class GoogleAuthController {
  constructor(
    private readonly oauth: GoogleOAuthService,
    private readonly users: UsersService,
    private readonly account: AccountService,
  ) {}

  @Get()
  start(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>): Promise<void> {
    return this.handle(req, reply, query, randomBytes(24).toString('base64url'));
  }

  @Get('callback')
  callback(@Req() req: FastifyRequest, @Res() reply: FastifyReply, @Query() query: Record<string, unknown>): Promise<void> {
    return this.handle(req, reply, query);
  }

  private async handle(req: FastifyRequest, reply: FastifyReply, query: Record<string, unknown>, browser?: string): Promise<void> {
    if (!this.oauth.enabled) return this.fail(reply, 'Google sign-in is not configured on this server.');
    reply.hijack();
    const outcome = await this.oauth.run(req.raw, reply.raw, query, browser);
    if (outcome.kind === 'redirect') return;
    if (outcome.kind === 'failure') return this.rawRedirect(reply, errorPage('google_failed', outcome.message));
    try {
      const user = await this.users.findOrCreateByGoogle(outcome.identity.sub, outcome.identity.email, outcome.identity.name);
      const { token } = await this.account.signIn(user);
      this.rawRedirect(reply, `/auth/callback?token=${encodeURIComponent(token)}`);
    } catch {
      this.rawRedirect(reply, errorPage('google_failed', 'Google sign-in failed. Please try again.'));
    }
  }

  private fail(reply: FastifyReply, message: string): void {
    void reply.redirect(errorPage('google_unavailable', message), 302);
  }

  /** The flow's last answer: the browser cookie has served its purpose either way. */
  private rawRedirect(reply: FastifyReply, location: string): void {
    reply.raw.writeHead(302, { location, 'cache-control': 'no-store', 'set-cookie': this.oauth.browserCookie(null) });
    reply.raw.end();
  }
}
