import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '@cui/shared';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import sharp from 'sharp';

// Each picture is decoded once: libvips's operation cache would only hold other users' pixels.
sharp.cache(false);

export const AVATAR_CONTENT_TYPE = 'image/webp';
/** Pixels a picture may have: a 48-megapixel photo, not a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

type Raster = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * The picture format the bytes begin with, of the four accepted; null for anything else (SVG,
 * HTML, PDF, TIFF, HEIC…). Judged by the bytes alone: a file's name and declared type are the
 * sender's to choose.
 */
export function sniffRaster(bytes: Buffer): Raster | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

const invalid = () =>
  new BadRequestException({ code: 'avatar_invalid', message: 'That file is not a picture we can use. Choose a JPEG, PNG, WebP or GIF image.' });

/**
 * The uploaded picture as what is stored and served: a square WebP of AVATAR_SIZE pixels, decoded
 * and drawn anew (turned upright by its EXIF orientation, its metadata dropped), so nothing of the
 * uploaded file but its pixels is ever served. 400 `avatar_invalid` for bytes that are not an
 * accepted picture or do not decode; 413 `avatar_too_large` past AVATAR_MAX_BYTES.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw new PayloadTooLargeException({ code: 'avatar_too_large', message: `The picture is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.` });
  }
  const format = sniffRaster(bytes);
  if (!format) throw invalid();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // libvips sniffs again; a file that begins like one format and decodes as another is refused.
    if ((await image.metadata()).format !== format) throw invalid();
    return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw invalid();
  }
}
