import { DEFAULT_PAGE_NAME, DESIGNER_PAGE_MODEL, ProjectPublishRequestParsed, ProjectPublishResponse, ProjectSite, siteUrl } from '@cui/shared';
import { Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ENV, Env, sitesUrlTemplate } from '../config/env.schema';
import { PUBLISHED_MESSAGE, PublishService } from '../publishing/publish.service';
import { SitesRepository } from '../publishing/sites.repository';
import { DesignerRepository } from './designer.repository';
import { PROJECT_NOT_FOUND } from './project-id.pipe';
import { pagesOfScreens, screenPageTitle } from './screen-pages';

export const PROJECT_EMPTY_MESSAGE = 'The project has no finished screen to publish yet.';

/**
 * Publishes a designer project as one site through the publishing service (its rules, build and
 * storage): each finished screen a page, the first `index`, links between screens links between
 * pages. The project then remembers its site, so publishing again updates the same one, and takes
 * off it the pages of screens it no longer has.
 */
@Injectable()
export class ProjectPublishService {
  constructor(
    private readonly projects: DesignerRepository,
    private readonly publishing: PublishService,
    private readonly sites: SitesRepository,
    @Inject(ENV) private readonly env: Env,
  ) {}

  async publish(userId: string, projectId: string, body: ProjectPublishRequestParsed, idempotencyKey?: string): Promise<{ answer: ProjectPublishResponse; replayed: boolean }> {
    const project = await this.projects.findOwned(userId, projectId);
    if (!project) throw new NotFoundException({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
    const pages = pagesOfScreens(await this.projects.screens(projectId));
    if (!pages.length) throw new UnprocessableEntityException({ code: 'project_empty', message: PROJECT_EMPTY_MESSAGE });
    const own = project.site_id ? await this.sites.siteOf(userId, project.site_id) : null;
    const published = await this.publishing.publishSite(
      {
        userId,
        folderName: body.folderName ?? own?.folderName,
        nameFrom: project.title,
        pages: pages.map((p) => ({ pageName: p.page, html: p.html, title: screenPageTitle(p.screen, project.title) })),
        prompt: project.first_message,
        model: DESIGNER_PAGE_MODEL,
        // Pages of screens since deleted or renamed leave the site; pages added in the generator stay.
        prune: true,
        // The same key may be sent again only for the same project, site and screens.
        fingerprint: { route: `projects/${projectId}/publish`, request: { ...body, pages: contentHash(pages.map((p) => [p.page, p.html])) } },
      },
      idempotencyKey,
    );
    const siteId = await this.sites.siteIdOf(published.folderName);
    if (siteId && siteId !== project.site_id) await this.projects.setSite(projectId, siteId);
    const template = sitesUrlTemplate(this.env);
    const updated = new Set(published.updated);
    return {
      answer: {
        folderName: published.folderName,
        fileName: DEFAULT_PAGE_NAME,
        url: siteUrl(template, published.folderName),
        message: PUBLISHED_MESSAGE,
        pages: pages.map((p) => ({ screen: p.screen, page: p.page, url: siteUrl(template, published.folderName, p.page), updated: updated.has(p.page) })),
        removed: published.removed,
      },
      replayed: published.replayed,
    };
  }

  /** The site `userId`'s project was published to, as the project shows it; null when none (or it is gone). */
  async siteOf(userId: string, siteId: string | null): Promise<ProjectSite | null> {
    const site = siteId ? await this.sites.siteOf(userId, siteId) : null;
    return site && { folderName: site.folderName, url: siteUrl(sitesUrlTemplate(this.env), site.folderName), live: site.live };
  }
}

function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url');
}
