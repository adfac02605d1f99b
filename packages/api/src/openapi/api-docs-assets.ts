import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { dirname } from 'node:path';

/** Swagger UI's stylesheet and bundle, the two files /api/docs loads. */
const DOCS_FILES = /^\/(swagger-ui-bundle\.js|swagger-ui\.css)$/;

/** Swagger UI's own files for /api/docs, served from the package (no CDN: the app's policy allows only its own scripts). */
export async function registerApiDocsAssets(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyStatic, {
    root: dirname(require.resolve('swagger-ui-dist/package.json')),
    prefix: '/api/docs/assets/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => DOCS_FILES.test(path),
  });
}
