import { ExecutionContext, Injectable } from '@nestjs/common';
import { BearerGuard } from './bearer.guard';

/** Anonymous requests pass with no user; a request that sends a token must send a valid one (401). */
@Injectable()
export class OptionalBearerGuard extends BearerGuard {
  canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!req.headers.authorization) return Promise.resolve(true);
    return super.canActivate(context);
  }
}
