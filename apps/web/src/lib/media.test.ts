import { describe, expect, it } from 'vitest';
import { imageProps } from './media.ts';

const HASH = '0123456789abcdef0123456789abcdef';

describe('imageProps', () => {
  it('builds the srcset beside an absolute stored URL, as the API answers it', () => {
    expect(imageProps(`https://forum.example.org/media/${HASH}-1200.webp`, '50vw')).toEqual({
      src: `https://forum.example.org/media/${HASH}-1200.webp`,
      srcSet: [480, 720, 960, 1200]
        .map((w) => `https://forum.example.org/media/${HASH}-${w}.webp ${w}w`)
        .join(', '),
      sizes: '50vw',
    });
  });

  it('reads a relative stored path the same way, and uses any other URL as it is', () => {
    expect(imageProps(`/media/${HASH}-480.webp`).srcSet).toBe(`/media/${HASH}-480.webp 480w`);
    expect(imageProps('https://example.org/a.png')).toEqual({ src: 'https://example.org/a.png' });
  });
});
