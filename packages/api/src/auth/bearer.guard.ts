import { CanActivate, createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';
import { TokensService } from './tokens.service';

interface BearerRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthenticatedUser;
}

/** The token of an `Authorization: Bearer <token>` header (the scheme is case-insensitive), or null. */
function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Requires `Authorization: Bearer <token>` for a live session; otherwise 401 `{message}`. */
@Injectable()
export class BearerGuard implements CanActivate {
  constructor(private readonly tokens: TokensService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<BearerRequest>();
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new UnauthorizedException({ message: 'Please sign in to continue.' });
    req.user = await this.tokens.authenticate(token);
    return true;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser | undefined => {
  return ctx.switchToHttp().getRequest<BearerRequest>().user;
});
