import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MSG } from '@ssf/domain/messages';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { assertImageType } from './image-type.ts';
import { isMediaReferenced } from './references.ts';

/** The widths written for every image (the web app's imageProps derives srcset from them). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
/** Decompression-bomb guard: larger pictures than this (in pixels) are refused. */
const MAX_INPUT_PIXELS = 100_000_000;

/** `/media/<32 hex of the original's sha256>-<width>.webp` */
export const MEDIA_FILE = /^([0-9a-f]{32})-(\d{1,5})\.webp$/;
const MEDIA_URL = /^\/media\/([0-9a-f]{32})-\d{1,5}\.webp$/;

export interface StoredImage {
  /** URL of the largest width, loadable directly in a browser. */
  url: string;
  width: number;
  height: number;
}

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

/**
 * Re-encodes an uploaded image: orientation applied from EXIF, all metadata (EXIF, GPS, XMP, ICC
 * beyond sRGB) dropped, written as WebP at each standard width below the original's plus the
 * largest at min(original, 1600). Never upscaled. All encoding happens before the first file is
 * written, so a corrupt or truncated image (415) leaves nothing behind. Files are named by the
 * original's content hash, so uploading the same picture twice stores it once.
 */
export async function storeImage(dataDir: string, original: Buffer): Promise<StoredImage> {
  assertImageType(original);
  const hash = crypto.createHash('sha256').update(original).digest('hex').slice(0, 32);

  let outputs: Array<{ width: number; height: number; data: Buffer }>;
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
    const widths = [...IMAGE_WIDTHS.filter((w) => w < info.width), info.width];
    outputs = await Promise.all(
      widths.map(async (width) => {
        const { data, info: out } = await sharp(pixels, raw)
          .resize({ width })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { width, height: out.height, data };
      }),
    );
  } catch {
    throw new HttpError(415, MSG.corruptImage);
  }

  const dir = mediaDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  for (const { width, data } of outputs) {
    const file = path.join(dir, `${hash}-${width}.webp`);
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  }
  const largest = outputs[outputs.length - 1];
  return { url: `/media/${hash}-${largest.width}.webp`, width: largest.width, height: largest.height };
}

/**
 * Deletes a stored image's files (every width) unless a record still refers to them. URLs that
 * are not ours (external, null) are left alone. Call after the referring row was changed.
 */
export async function releaseImage(db: Db, dataDir: string, url: string | null | undefined) {
  const match = url ? MEDIA_URL.exec(url) : null;
  if (!match) return;
  const hash = match[1];
  if (await isMediaReferenced(db, `/media/${hash}-`)) return;
  const dir = mediaDir(dataDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => MEDIA_FILE.exec(name)?.[1] === hash)
      .map((name) => fs.rm(path.join(dir, name), { force: true })),
  );
}
