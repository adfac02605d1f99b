import { NotFoundException, PipeTransform } from '@nestjs/common';

/** Another user's project is answered exactly like a missing one. */
export const PROJECT_NOT_FOUND = 'Project not found.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A project id that is not a UUID names no project: 404, like any project the caller cannot see. */
export class ProjectIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw new NotFoundException({ code: 'project_not_found', message: PROJECT_NOT_FOUND });
    return value.toLowerCase();
  }
}
