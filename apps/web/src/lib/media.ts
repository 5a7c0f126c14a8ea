/** The widths the server writes for every uploaded image (never upscaled). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

const STORED = /^\/media\/([0-9a-f]+)-(\d+)\.webp$/;

/**
 * `src`, `srcSet` and `sizes` for an image URL. Images stored by the server are named
 * `/media/<hash>-<width>.webp`, the URL naming the largest width, and every standard width below it
 * exists too; other URLs are used as they are.
 */
export function imageProps(url: string, sizes = '100vw'): { src: string; srcSet?: string; sizes?: string } {
  const match = STORED.exec(url);
  if (!match) return { src: url };
  const [, hash, largest] = match;
  const max = Number(largest);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < max), max];
  return {
    src: url,
    srcSet: widths.map((w) => `/media/${hash}-${w}.webp ${w}w`).join(', '),
    sizes,
  };
}
