import decodeHeic from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { NOT_A_PHOTO, PHOTO_WIDTHS, photoTooSmall } from '../../contracts/vendor-page';
import { badRequest } from '../../lib/errors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);
// A phone camera makes 12-48 megapixels; past this a small file could still unpack into gigabytes.
const MAX_PIXELS = 100_000_000;

/** minSide: the shorter side's least pixels (PHOTO_MIN_SIDE for public photos); 0 takes any size. */
export type PhotoRules = { minSide?: number };

export type Processed = { width: number; height: number; renditions: { width: number; data: Buffer }[] };

/** The widths to make: the standard ones narrower than the photo, and the photo's own when smaller. */
export function widthsFor(sourceWidth: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w < sourceWidth);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? sourceWidth;
  if (sourceWidth <= largest) widths.push(sourceWidth);
  else widths.push(largest);
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * Decodes an upload and makes WebP renditions of it: turned upright by its EXIF orientation, with
 * every piece of metadata (EXIF, GPS, XMP, ICC comments) left behind, since sharp writes none unless
 * asked. The original bytes go no further than this function. Too small a photo is refused from
 * its header, before any pixel is decoded.
 */
export async function processPhoto(bytes: Buffer, { minSide = 0 }: PhotoRules = {}): Promise<Processed> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest(NOT_A_PHOTO, { photo: NOT_A_PHOTO });
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw badRequest(NOT_A_PHOTO, { photo: NOT_A_PHOTO });
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
    const message = 'That photo is too large to read: at most 100 megapixels.';
    throw badRequest(message, { photo: message });
  }
  const { width, height } = meta.autoOrient;
  if (Math.min(width, height) < minSide) {
    const message = photoTooSmall(width, height);
    throw badRequest(message, { photo: message });
  }
  try {
    const { upright, width: sourceWidth } = await decode(bytes, meta);
    const renditions: Processed['renditions'] = [];
    let size = { width: 0, height: 0 };
    for (const width of widthsFor(sourceWidth)) {
      const { data, info } = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width, data });
      size = { width: info.width, height: info.height };
    }
    return { ...size, renditions };
  } catch {
    // A truncated or corrupt file passes the header check and fails here.
    throw badRequest(NOT_A_PHOTO, { photo: NOT_A_PHOTO });
  }
}

/**
 * The upload as pixels the right way up. The prebuilt libvips that sharp ships reads HEIF only with
 * the AV1 codec (AVIF); an iPhone's HEIC is HEVC, so libheif's WebAssembly build (heic-decode) turns
 * it into plain pixels first, applying the file's rotation and keeping none of its metadata.
 */
async function decode(bytes: Buffer, meta: Metadata): Promise<{ upright: Sharp; width: number }> {
  if (meta.format === 'heif' && meta.compression !== 'av1') {
    const { width, height, data } = await decodeHeic({ buffer: bytes });
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { upright: sharp(pixels, { raw: { width, height, channels: 4 } }), width };
  }
  // autoOrient() applies the EXIF orientation and drops the tag.
  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).autoOrient();
  return { upright, width: meta.autoOrient.width };
}
