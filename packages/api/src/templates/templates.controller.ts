import { TemplatesResponse } from '@cui/shared';
import { Controller, Get, Header } from '@nestjs/common';
import { STARTER_TEMPLATES } from './templates.catalogue';

@Controller('api/templates')
export class TemplatesController {
  @Get()
  @Header('cache-control', 'public, max-age=300')
  list(): TemplatesResponse {
    return { ok: true, templates: STARTER_TEMPLATES.map(({ id, name, description }) => ({ id, name, description })) };
  }
}
