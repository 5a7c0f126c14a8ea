import { MEDIA_URL, mediaUrl, storedWidths } from '@ssf/domain/media';

/**
 * `src`, `srcSet` and `sizes` for an image URL. An image stored by the server is named by its
 * content hash and its largest width, and every smaller standard width exists too; other URLs are
 * used as they are.
 */
export function imageProps(url: string, sizes = '100vw'): { src: string; srcSet?: string; sizes?: string } {
  const match = MEDIA_URL.exec(url);
  if (!match) return { src: url };
  const [, hash, largest] = match;
  return {
    src: url,
    srcSet: storedWidths(Number(largest))
      .map((w) => `${mediaUrl(hash, w)} ${w}w`)
      .join(', '),
    sizes,
  };
}
