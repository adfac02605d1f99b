import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadStream, existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { IONIC_PREFIX, ionicDir, vendorFiles } from './vendor.catalogue';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Serves the pinned runtimes generated pages load, so pages work offline and leak nothing to CDNs.
 * Open CORS: previews run in opaque-origin sandboxes and published pages on other hosts.
 */
@Controller('vendor')
export class VendorController {
  private readonly files = vendorFiles();
  private readonly ionic = ionicDir();

  @Get('*')
  serve(@Req() req: FastifyRequest, @Res() reply: FastifyReply): void {
    const url = req.url.split('?')[0];
    let file = this.files.get(url);
    if (!file && url.startsWith(IONIC_PREFIX)) {
      // Ionic loads p-*.js chunks and svg/*.svg icons from beside its entry file.
      const rel = normalize(url.slice(IONIC_PREFIX.length));
      if (/^(svg\/)?[\w-]+(\.[\w-]+)*\.(js|css|svg|map)$/.test(rel)) file = join(this.ionic, rel);
    }
    if (!file || !existsSync(file)) throw new NotFoundException({ message: 'Not found.' });
    void reply
      .header('content-type', TYPES[extname(file)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(createReadStream(file));
  }
}
