import { describe, expect, it } from 'vitest';
import { mediaHash, storedMediaUrl } from '../src/media.ts';

const HASH = '0123456789abcdef0123456789abcdef';

describe('stored image URLs, as stored and as answered', () => {
  it('reads the hash of a stored path and of the absolute URLs the API answers', () => {
    expect(mediaHash(`/media/${HASH}-960.webp`)).toBe(HASH);
    expect(mediaHash(`https://forum.example.org/media/${HASH}-960.webp`)).toBe(HASH);
    expect(mediaHash(`https://cdn.example.org/ssf-media/${HASH}-480.webp`)).toBe(HASH);
    expect(mediaHash('https://example.org/picture.webp')).toBeNull();
    expect(mediaHash(`/other/${HASH}-960.webp`)).toBeNull();
    expect(mediaHash(null)).toBeNull();
  });

  it('turns an answered URL back into the stored path, and leaves other URLs alone', () => {
    expect(storedMediaUrl(`https://forum.example.org/media/${HASH}-960.webp`)).toBe(
      `/media/${HASH}-960.webp`,
    );
    expect(storedMediaUrl(`/media/${HASH}-960.webp`)).toBe(`/media/${HASH}-960.webp`);
    expect(storedMediaUrl('https://example.org/a.png')).toBe('https://example.org/a.png');
  });
});
