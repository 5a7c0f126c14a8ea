import { describe, expect, it } from 'vitest';
import { holdLaterPictures } from '../src/web-app/later-pictures.ts';
import { appLoaderTag } from '../src/web-app/app-loader.ts';

describe('the lazy pictures of a drawn page', () => {
  const eager =
    '<img src="/media/a-1600.webp" srcset="/media/a-480.webp 480w, /media/a-960.webp 960w" sizes="100vw" alt="" width="1600" height="900" loading="eager" fetchPriority="high"/>';
  const lazy =
    '<img src="/media/b-1600.webp" srcset="/media/b-480.webp 480w, /media/b-960.webp 960w" sizes="100vw" alt="Talk" width="1600" height="900" loading="lazy" decoding="async"/>';

  it('keep their addresses aside, and everything else as drawn', () => {
    const held = holdLaterPictures(`<ul><li>${eager}</li><li>${lazy}</li></ul>`);
    expect(held).toContain(eager);
    expect(held).toContain(
      '<img data-later-src="/media/b-1600.webp" data-later-srcset="/media/b-480.webp 480w, /media/b-960.webp 960w" sizes="100vw" alt="Talk" width="1600" height="900" loading="lazy" decoding="async"/>',
    );
    expect(held).not.toMatch(/\s(src|srcset)="\/media\/b/);
  });

  it('leave text that only mentions a lazy picture alone', () => {
    const text = '<p>We use loading="lazy" src="x" in our pages</p>';
    expect(holdLaterPictures(text)).toBe(text);
  });

  it('are put back by the app loader when the app starts, the set before the fallback', () => {
    const loader = appLoaderTag({ entry: '/assets/index.js', modules: [], styles: [] });
    const restore = loader.indexOf("querySelectorAll('img[data-later-src]')");
    expect(restore).toBeGreaterThan(-1);
    // Before the app's entry is added: the app takes over pictures that have their addresses.
    expect(restore).toBeLessThan(loader.indexOf("add('script'"));
    expect(loader.indexOf("setAttribute('srcset'")).toBeLessThan(loader.indexOf("setAttribute('src',"));
  });
});
