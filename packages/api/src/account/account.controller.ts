import { deleteAccountRequestSchema, type DeleteAccountRequest, type DeleteAccountResponse } from '@cui/shared';
import { Body, Controller, Delete, Get, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BearerGuard, CurrentUser, SessionOnly } from '../auth/bearer.guard';
import { ZodPipe } from '../common/zod-body.pipe';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';

/** Exports a user may start an hour: each reads everything the account holds. */
const EXPORTS_PER_HOUR = 10;

/** The signed-in user's whole account: its export and its deletion. Nobody reaches another's. */
@Controller('api/user/account')
@UseGuards(BearerGuard)
export class AccountController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
    private readonly limits: RateLimitService,
  ) {}

  /** A ZIP streamed as it is made: the pages, sites and designer projects, and the account's JSON. */
  @Get('export')
  async export(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    await this.limits.consume('account-export', user.userId, EXPORTS_PER_HOUR, 3600, 'Too many exports. Please wait a while.');
    const { stream, fileName } = await this.exports.zip(user.userId);
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  }

  @Delete()
  @SessionOnly()
  delete(@Body(new ZodPipe(deleteAccountRequestSchema)) body: DeleteAccountRequest, @CurrentUser() user: AuthenticatedUser): Promise<DeleteAccountResponse> {
    return this.deletion.delete(user.userId, body.confirm);
  }
}
