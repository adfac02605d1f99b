import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { RuntimeFiles } from './build/page-export';
import { vendorAssetsDir } from '../vendor/vendor-assets';

/** `dist/manifest.json` of `@cui/vendor-assets`: each runtime's pinned CDN copy, and Ionic's one-file bundle. */
const manifestSchema = z.object({
  ionicBundle: z.string().startsWith('/vendor/'),
  runtimes: z.record(z.string().startsWith('/vendor/'), z.object({ cdn: z.string().url(), integrity: z.string().startsWith('sha384-') })),
});

/**
 * The runtimes an exported page takes in, read from the files the API serves at `/vendor/`. Only
 * the listed runtimes are ever read (no path from a page reaches the disk), each once: the largest
 * is Naive UI's 2.2 MB.
 */
export function vendorRuntimeFiles(dir = vendorAssetsDir()): RuntimeFiles {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  const cache = new Map<string, string>();
  const read = (path: string) => {
    let text = cache.get(path);
    if (text === undefined) {
      text = readFileSync(join(dir, path.slice('/vendor/'.length)), 'utf8');
      cache.set(path, text);
    }
    return text;
  };
  return {
    text: (path) => (Object.hasOwn(manifest.runtimes, path) ? read(path) : null),
    cdn: (path) => {
      const entry = Object.hasOwn(manifest.runtimes, path) ? manifest.runtimes[path] : undefined;
      return entry ? { url: entry.cdn, integrity: entry.integrity } : null;
    },
    ionicBundle: () => read(manifest.ionicBundle),
  };
}
