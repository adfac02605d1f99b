import { PROTOTYPE_TOKEN_PATTERN, PrototypeLink, SharedPrototype } from '@cui/shared';
import { Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DesignerRepository, PrototypeLinkRecord } from './designer.repository';
import { PROJECT_NOT_FOUND } from './designer.service';

export const PROTOTYPE_NOT_FOUND = 'This prototype link does not work: it was turned off or never existed.';

const projectNotFound = () => new NotFoundException({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
export const prototypeNotFound = () => new NotFoundException({ code: 'prototype_not_found', message: PROTOTYPE_NOT_FOUND });

/** 32 random bytes: a link nobody can guess or count their way to. */
export function newPrototypeToken(): string {
  return randomBytes(32).toString('base64url');
}

const toLink = (r: PrototypeLinkRecord): PrototypeLink => ({ token: r.token, created_at: r.sharedAt.toISOString() });

/**
 * Read-only prototype links: the owner makes, replaces and turns off a project's link; anyone with
 * it reads the project's title, device and completed screens, nothing else (not the chat, not the
 * owner, not the project's id).
 */
@Injectable()
export class PrototypeLinksService {
  constructor(private readonly repo: DesignerRepository) {}

  async get(ownerId: string, projectId: string): Promise<PrototypeLink | null> {
    const link = await this.repo.prototypeLink(ownerId, projectId);
    if (link === undefined) throw projectNotFound();
    return link && toLink(link);
  }

  async share(ownerId: string, projectId: string, rotate: boolean): Promise<PrototypeLink> {
    const link = await this.repo.sharePrototype(ownerId, projectId, newPrototypeToken(), rotate);
    if (!link) throw projectNotFound();
    return toLink(link);
  }

  async unshare(ownerId: string, projectId: string): Promise<void> {
    if (!(await this.repo.unsharePrototype(ownerId, projectId))) throw projectNotFound();
  }

  async play(token: string): Promise<SharedPrototype> {
    const prototype = PROTOTYPE_TOKEN_PATTERN.test(token) ? await this.repo.sharedPrototype(token) : null;
    if (!prototype) throw prototypeNotFound();
    return prototype;
  }
}
