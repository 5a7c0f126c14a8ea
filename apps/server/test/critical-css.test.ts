import { describe, expect, it } from 'vitest';
import { pruneThemeProperties } from '../src/web-app/critical-css.ts';

describe("a drawn page's theme properties", () => {
  const theme =
    '@layer theme{:root,:host{--font-sans:"Source Sans 3",sans-serif;--default-font-family:var(--font-sans);--color-red-50:oklch(97% .01 17);--color-brand-900:#1e1b4b;--color-accent-400:#fbbf24;--spacing:.25rem}}';

  it('keeps those the page names, directly or through another kept one, and leaves the rest to the stylesheet', () => {
    const css = `${theme}@layer base{html{font-family:var(--default-font-family)}}@layer utilities{.mt-2{margin-top:calc(var(--spacing) * 2)}.bg-brand-900{background-color:var(--color-brand-900)}}`;
    const pruned = pruneThemeProperties(css, '<p style="color:var(--color-accent-400)">Hi</p>');
    expect(pruned).toBe(
      '@layer theme{:root,:host{--font-sans:"Source Sans 3",sans-serif;--default-font-family:var(--font-sans);--color-brand-900:#1e1b4b;--color-accent-400:#fbbf24;--spacing:.25rem}}' +
        css.slice(theme.length),
    );
  });

  it('changes nothing when the CSS has no theme layer', () => {
    const css = '.a{color:var(--x)}';
    expect(pruneThemeProperties(css, '')).toBe(css);
  });
});
