import crypto from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS, mediaUrl, storedWidths } from '@ssf/domain/media';
import { MSG } from '@ssf/domain/messages';
import { HttpError } from '../http/errors.ts';
import { fsMediaStore } from './fs-store.ts';
import { assertImageType, pngHasTrailingData } from './image-type.ts';
import type { MediaStore } from './media-store.ts';

const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
/** How every stored width is encoded (uploads, and widths added later: media/complete-widths.ts). */
export const WEBP_OPTIONS = { quality: 82 };
/** Decompression-bomb guard: larger pictures than this (in pixels) are refused. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface StoredImage {
  /** The first 32 hex digits of the original's sha256: the files' names and the media row's key. */
  hash: string;
  /** URL of the largest width, loadable directly in a browser. */
  url: string;
  width: number;
  height: number;
}

/** An upload re-encoded in memory, ready to be written. */
export interface EncodedImage extends StoredImage {
  /** One WebP per width, smallest first; the last is `width` wide. */
  files: Array<{ width: number; data: Buffer }>;
}

export { mediaDir } from './fs-store.ts';

/** The name of a stored image's file of one width (see MEDIA_FILE_NAME). */
export const imageName = (hash: string, width: number) => `${hash}-${width}.webp`;

/**
 * Re-encodes an uploaded image in memory: orientation applied from EXIF, all metadata (EXIF, GPS,
 * XMP, ICC beyond sRGB) dropped, WebP at each standard width below the original's plus the
 * largest at min(original, 1600). Never upscaled. A file that is not an accepted image, or a
 * corrupt or truncated one, is a 415 before anything is written.
 */
export async function encodeImage(original: Buffer): Promise<EncodedImage> {
  if (assertImageType(original) === 'png' && pngHasTrailingData(original))
    throw new HttpError(415, MSG.corruptImage);
  const hash = crypto.createHash('sha256').update(original).digest('hex').slice(0, 32);
  try {
    // One full decode (rotated, cut down to the largest width), then the smaller widths from it.
    const { data: pixels, info } = await sharp(original, {
      failOn: 'warning',
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const files = await Promise.all(
      storedWidths(info.width).map(async (width) => {
        const data = await sharp(pixels, raw).resize({ width }).webp(WEBP_OPTIONS).toBuffer();
        return { width, data };
      }),
    );
    return { hash, url: mediaUrl(hash, info.width), width: info.width, height: info.height, files };
  } catch {
    throw new HttpError(415, MSG.corruptImage);
  }
}

/**
 * Writes the image's files that are not in the store yet (the same picture always gives the same
 * files, so one already there is kept). Returns whether any file was written.
 */
export async function writeImageFiles(store: MediaStore, image: EncodedImage): Promise<boolean> {
  let wrote = false;
  for (const { width, data } of image.files) {
    const name = imageName(image.hash, width);
    if (await store.exists(name)) continue;
    await store.put(name, data);
    wrote = true;
  }
  return wrote;
}

/**
 * Encodes and writes an image's files, recording nothing: the files are named by the original's
 * content hash, so the same picture is stored once. Records that use images save them through
 * writeWithMedia (media/lifecycle.ts), which records who uses them. `target` is a store, or a data
 * directory whose DATA_DIR/media is written.
 */
export async function storeImage(target: MediaStore | string, original: Buffer): Promise<StoredImage> {
  const store = typeof target === 'string' ? fsMediaStore(target) : target;
  const image = await encodeImage(original);
  await writeImageFiles(store, image);
  const { hash, url, width, height } = image;
  return { hash, url, width, height };
}
