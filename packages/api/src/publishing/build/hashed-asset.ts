import { contentHash } from '../content-hash';

/** A file a built page refers to, served beside it. */
export interface BuiltAsset {
  path: string;
  contentType: string;
  body: Buffer;
}

/** An asset named by its content (`_assets/{sha256 hex, 16}.{ext}`), so it can be cached forever. */
export function hashedAsset(ext: 'css' | 'js', text: string): BuiltAsset {
  const body = Buffer.from(text, 'utf8');
  const hash = contentHash(body, 16);
  const contentType = ext === 'css' ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
  return { path: `_assets/${hash}.${ext}`, contentType, body };
}
