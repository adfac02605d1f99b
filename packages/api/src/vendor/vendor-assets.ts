import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PRECOMPRESSED } from '../common/precompressed';

/** The runtimes `@cui/vendor-assets` copied at build time, laid out by their path under /vendor. */
export function vendorAssetsDir(): string {
  const dir = join(dirname(require.resolve('@cui/vendor-assets/package.json')), 'dist');
  // Without them every generated page renders unstyled and inert: better not to start at all.
  if (!existsSync(join(dir, 'vue'))) throw new Error(`Vendor runtimes missing in ${dir}: run \`pnpm build\` first.`);
  return dir;
}

/**
 * Serves the pinned runtimes generated pages load, so pages work offline and leak nothing to CDNs.
 * Routes exist only for the files present at start-up (no wildcard), so unknown paths, directories
 * and `..` tricks all fall through to the JSON 404. Open CORS: previews run in opaque-origin
 * sandboxes and published pages on other hosts.
 */
export async function registerVendorAssets(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyStatic, {
    root: vendorAssetsDir(),
    prefix: '/vendor/',
    wildcard: false,
    index: false,
    dotfiles: 'ignore',
    ...PRECOMPRESSED,
    // The SPA's registration owns reply.sendFile.
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
