import { CreatedToken, CreateTokenRequestParsed, createTokenRequestSchema, TokensResponse } from '@cui/shared';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ZodPipe } from '../common/zod-body.pipe';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import type { AuthenticatedUser } from './authenticated-user';
import { BearerGuard, CurrentUser, SessionOnly } from './bearer.guard';
import { PersonalTokensService } from './personal-tokens.service';

/** The signed-in user's personal access tokens: made, listed and revoked from a browser session only. */
@Controller('api/tokens')
@UseGuards(BearerGuard)
@SessionOnly()
export class PersonalTokensController {
  constructor(
    private readonly tokens: PersonalTokensService,
    private readonly limits: RateLimitService,
  ) {}

  @Post()
  async create(@Body(new ZodPipe(createTokenRequestSchema)) body: CreateTokenRequestParsed, @CurrentUser() user: AuthenticatedUser): Promise<CreatedToken> {
    await this.limits.consume('token-create', user.userId, 60, 3600, 'Too many tokens made. Please wait a while.');
    return this.tokens.create(user.userId, body.name, body.expiresInDays);
  }

  @Get()
  async list(@CurrentUser() user: AuthenticatedUser): Promise<TokensResponse> {
    return { tokens: await this.tokens.list(user.userId) };
  }

  @Delete(':id')
  @HttpCode(200)
  async revoke(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<{ ok: true }> {
    await this.tokens.revoke(user.userId, id);
    return { ok: true };
  }
}
