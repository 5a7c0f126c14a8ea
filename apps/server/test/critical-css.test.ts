import { describe, expect, it } from 'vitest';
import { pruneThemeProperties, pruneUnusedRegistrations } from '../src/web-app/critical-css.ts';

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

describe("a drawn page's registered properties", () => {
  const registration = (name: string, initial = '') =>
    `@property ${name}{syntax:"*";inherits:false${initial ? `;initial-value:${initial}` : ''}}`;
  const layer = (declarations: string) =>
    `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{${declarations}}}}`;

  it("drops Tailwind's registrations and fallbacks no kept rule or markup reads, and keeps the others", () => {
    const css =
      layer(
        '--tw-rotate-x:initial;--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-ring-offset-width:0px',
      ) +
      '@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}}' +
      registration('--tw-rotate-x') +
      registration('--tw-border-style', 'solid') +
      registration('--tw-shadow', '0 0 #0000') +
      registration('--tw-ring-offset-width', '0px') +
      registration('--ssf-glow', '0');
    const pruned = pruneUnusedRegistrations(css, '<p style="box-shadow:var(--tw-shadow)">Hi</p>');
    expect(pruned).toBe(
      layer('--tw-border-style:solid;--tw-shadow:0 0 #0000;') +
        '@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}}' +
        registration('--tw-border-style', 'solid') +
        registration('--tw-shadow', '0 0 #0000') +
        registration('--ssf-glow', '0'),
    );
  });

  it('changes nothing when every registration is read, or there is none', () => {
    const css = `${registration('--tw-x')}.a{color:var(--tw-x)}`;
    expect(pruneUnusedRegistrations(css, '')).toBe(css);
    expect(pruneUnusedRegistrations('.a{color:red}', '')).toBe('.a{color:red}');
  });
});
