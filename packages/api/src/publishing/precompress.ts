import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { StoredBody } from './sites.repository';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Past this, brotli's best quality costs seconds of CPU for a few percent; a 2 MB page still gets quality 9. */
const BROTLI_MAX_QUALITY_BYTES = 512 * 1024;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|wasm|manifest\+json)|image\/svg\+xml)/;

/**
 * The variants a response may be sent as, made once when a version is published so serving never
 * compresses. Both run on libuv's thread pool (not the event loop the API shares with the worker).
 * A variant that is not smaller than the body is not kept.
 */
export async function precompress(body: Buffer, contentType: string): Promise<StoredBody> {
  if (!COMPRESSIBLE.test(contentType) || body.length < 64) return { body, gzip: null, br: null };
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: body.length <= BROTLI_MAX_QUALITY_BYTES ? constants.BROTLI_MAX_QUALITY : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { body, gzip: gz.length < body.length ? gz : null, br: br.length < body.length ? br : null };
}
