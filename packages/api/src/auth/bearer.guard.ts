import { PERSONAL_TOKEN_PREFIX } from '@cui/shared';
import { CanActivate, createParamDecorator, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedUser } from './authenticated-user';
import { PersonalTokensService } from './personal-tokens.service';
import { TokensService } from './tokens.service';

interface BearerRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthenticatedUser;
}

const SESSION_ONLY = 'cui:session-only';

/**
 * What a personal access token may not do, on a controller or a handler: manage tokens, sign out,
 * change billing, delete the account. A token is answered 403 `session_required` there.
 */
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);

/** The token of an `Authorization: Bearer <token>` header (the scheme is case-insensitive), or null. */
function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Requires `Authorization: Bearer <token>` for a live session or personal access token; otherwise 401 `{message}`. */
@Injectable()
export class BearerGuard implements CanActivate {
  constructor(
    private readonly tokens: TokensService,
    private readonly personal: PersonalTokensService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<BearerRequest>();
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new UnauthorizedException({ message: 'Please sign in to continue.' });
    const user = await this.authenticate(token);
    if (user.tokenId && this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, [context.getHandler(), context.getClass()])) {
      throw new ForbiddenException({ code: 'session_required', message: 'Personal access tokens cannot do this: sign in in the browser to do it.' });
    }
    req.user = user;
    return true;
  }

  /** The user behind a session token or a personal access token (401 for neither). */
  authenticate(token: string): Promise<AuthenticatedUser> {
    return token.startsWith(PERSONAL_TOKEN_PREFIX) ? this.personal.authenticate(token) : this.tokens.authenticate(token);
  }
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser | undefined => {
  return ctx.switchToHttp().getRequest<BearerRequest>().user;
});
