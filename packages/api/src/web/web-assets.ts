import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRECOMPRESSED } from '../common/precompressed';
import type { Env } from '../config/env.schema';

/** The built SPA to serve: WEB_DIST, else the workspace's build; null when there is none (or WEB_DIST is empty). */
export function webDist(env: Env): string | null {
  const dir = env.WEB_DIST === undefined ? resolve(__dirname, '../../../web/dist') : env.WEB_DIST ? resolve(env.WEB_DIST) : '';
  return dir && existsSync(join(dir, 'index.html')) ? dir : null;
}

/**
 * Serves the SPA's files. Vite names everything under assets/ by its content hash, so those are
 * cached for a year; index.html and the rest are revalidated on every load.
 */
export async function registerWebAssets(app: NestFastifyApplication, dist: string): Promise<void> {
  const assets = `${join(dist, 'assets')}/`;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    wildcard: false,
    ...PRECOMPRESSED,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
