import { CreateProjectRequestParsed, DesignerProject, DesignerProjectDetail } from '@cui/shared';
import { Injectable, NotFoundException } from '@nestjs/common';
import { GenerationRepository } from '../generation/generation.repository';
import { DesignerRepository, ProjectRecord } from './designer.repository';
import { PROJECT_NOT_FOUND } from './project-id.pipe';
import { ProjectPublishService } from './project-publish.service';

export { PROJECT_NOT_FOUND };

export function toProject(r: ProjectRecord): DesignerProject {
  return {
    project_uuid: r.id,
    title: r.title,
    device_type: r.device_type,
    first_message: r.first_message,
    thumbnail: r.thumbnail,
    created_at: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** A user's designer projects. Another user's project is answered exactly like a missing one. */
@Injectable()
export class DesignerService {
  constructor(
    private readonly repo: DesignerRepository,
    private readonly generations: GenerationRepository,
    private readonly publishing: ProjectPublishService,
  ) {}

  async create(ownerId: string, body: CreateProjectRequestParsed): Promise<DesignerProject> {
    const row = await this.repo.createProject({ ownerId, title: body.title, deviceType: body.device_type, firstMessage: body.first_message });
    return toProject(row);
  }

  async list(ownerId: string, limit: number): Promise<DesignerProject[]> {
    return (await this.repo.listProjects(ownerId, limit)).map(toProject);
  }

  async get(ownerId: string, projectId: string): Promise<DesignerProjectDetail> {
    const row = await this.repo.findOwned(ownerId, projectId);
    if (!row) throw new NotFoundException({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
    const [messages, screens, activeTurn, site] = await Promise.all([
      this.repo.messages(row.id),
      this.repo.screens(row.id),
      this.generations.liveTurn(row.id),
      this.publishing.siteOf(ownerId, row.site_id),
    ]);
    return { ...toProject(row), messages, screens, active_turn_id: activeTurn, site };
  }

  async delete(ownerId: string, projectId: string): Promise<void> {
    if (!(await this.repo.deleteOwned(ownerId, projectId))) throw new NotFoundException({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
  }
}
