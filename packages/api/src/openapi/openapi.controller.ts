import { Controller, Get, Header, Inject, OnModuleInit } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ENV, Env } from '../config/env.schema';
import { defaultStatus, openApiDocument, type DeclaredRoute } from './openapi-document';

/** The page that renders the description: Swagger UI's files, served from this origin (the app's policy allows only its own scripts). */
const DOCS_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>CUI API</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>
`;

const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

/** GET /api/openapi.json (the OpenAPI 3.1 description of every /api route) and /api/docs (it, rendered). */
@Controller('api')
export class OpenApiController implements OnModuleInit {
  private document = '';

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Built once, from the controllers' own routes: a route without a description stops start-up (and the tests). */
  onModuleInit(): void {
    this.document = JSON.stringify(openApiDocument(this.routes(), this.env.PUBLIC_URL));
  }

  @Get('openapi.json')
  @Header('content-type', 'application/json; charset=utf-8')
  @Header('cache-control', 'public, max-age=300')
  openapi(): string {
    return this.document;
  }

  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  docs(): string {
    return DOCS_PAGE;
  }

  @Get('docs/init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init(): string {
    return DOCS_INIT;
  }

  private routes(): DeclaredRoute[] {
    return this.discovery.getControllers().flatMap(({ metatype }) => {
      if (!metatype) return [];
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      const proto = metatype.prototype as Record<string, unknown>;
      return this.scanner.getAllMethodNames(proto).flatMap((name) => {
        const handler = proto[name] as object;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) return [];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        const full = `/${[base, path].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        return [{ method: RequestMethod[method], path: full, status: defaultStatus(method, Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) }];
      });
    });
  }
}
