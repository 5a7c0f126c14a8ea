import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, mediaUrl, storedWidths } from '@ssf/domain/media';
import { MSG } from '@ssf/domain/messages';
import { HttpError } from '../http/errors.ts';
import { assertImageType, pngHasTrailingData } from './image-type.ts';

const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
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

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/** Whether the media store can take new files (the readiness probe): its folder exists and is writable. */
export async function mediaStoreWritable(dataDir: string): Promise<boolean> {
  const dir = mediaDir(dataDir);
  try {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    await fs.access(dir, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** A stored image's file of one width, inside `dir` (see mediaDir). */
export const imageFile = (dir: string, hash: string, width: number) =>
  path.join(dir, `${hash}-${width}.webp`);

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
        const data = await sharp(pixels, raw).resize({ width }).webp({ quality: 82 }).toBuffer();
        return { width, data };
      }),
    );
    return { hash, url: mediaUrl(hash, info.width), width: info.width, height: info.height, files };
  } catch {
    throw new HttpError(415, MSG.corruptImage);
  }
}

/**
 * Writes the image's files that are not on disk yet (the same picture always gives the same
 * files, so one already there is kept). Each is written under a temporary name and renamed, so a
 * reader never sees half a file. Returns whether any file was written.
 */
export async function writeImageFiles(dataDir: string, image: EncodedImage): Promise<boolean> {
  const dir = mediaDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  let wrote = false;
  for (const { width, data } of image.files) {
    const file = imageFile(dir, image.hash, width);
    if (await exists(file)) continue;
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
    wrote = true;
  }
  return wrote;
}

/** Whether a file is there. */
export const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Encodes and writes an image's files, recording nothing: the files are named by the original's
 * content hash, so the same picture is stored once. Records that use images save them through
 * writeWithMedia (media/lifecycle.ts), which records who uses them.
 */
export async function storeImage(dataDir: string, original: Buffer): Promise<StoredImage> {
  const image = await encodeImage(original);
  await writeImageFiles(dataDir, image);
  const { hash, url, width, height } = image;
  return { hash, url, width, height };
}
