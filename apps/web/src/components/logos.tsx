import type { SVGProps } from 'react';

/**
 * The forum's and the university's logos, drawn in the page rather than loaded as images. An
 * `<img>` of an SVG costs a request and its own SVG document, built on the main thread before the
 * first paint (about 10 ms each on a phone); in the page they are a few shapes of its own markup.
 * The drawings are those of public/images/ssf-logo.svg and mitwpu-logo.svg, which stay for the
 * uses outside the page (the badge credential names the first by URL); logos.test.tsx keeps the
 * two the same.
 */
interface LogoProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox' | 'role'> {
  /** What the logo says to a screen reader; without it the logo is decoration and hidden. */
  label?: string;
}

function labelled(label: string | undefined) {
  return label
    ? { role: 'img' as const, 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
}

/** The Science and Spirituality Forum's logo: a gold atom on the brand's indigo. */
export function ForumLogo({ label, ...props }: LogoProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled() names it (role="img", aria-label) or hides it
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" {...labelled(label)} {...props}>
      <circle cx="32" cy="32" r="31" fill="#1e1b4b" />
      <g fill="none" stroke="#fbbf24" strokeWidth="2.5">
        <ellipse cx="32" cy="32" rx="22" ry="8.5" />
        <ellipse cx="32" cy="32" rx="22" ry="8.5" transform="rotate(60 32 32)" />
        <ellipse cx="32" cy="32" rx="22" ry="8.5" transform="rotate(120 32 32)" />
      </g>
      <circle cx="32" cy="32" r="5" fill="#fbbf24" />
      <path d="M32 14.5c1.6 3 1.6 5.2 0 7.4-1.6-2.2-1.6-4.4 0-7.4z" fill="#fff" />
    </svg>
  );
}

/** MIT World Peace University's mark and initials. */
export function UniversityLogo({ label, ...props }: LogoProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled() names it (role="img", aria-label) or hides it
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 64" {...labelled(label)} {...props}>
      <rect x="1" y="1" width="62" height="62" rx="10" fill="#fff" stroke="#4338ca" strokeWidth="2" />
      <path
        d="M12 48V16l10 14 10-14v32"
        fill="none"
        stroke="#4338ca"
        strokeWidth="5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M40 16v32M48 16v32" stroke="#f59e0b" strokeWidth="5" strokeLinecap="round" />
      <text
        x="70"
        y="30"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="17"
        fontWeight="700"
        fill="#1e1b4b"
      >
        MIT
      </text>
      <text
        x="70"
        y="50"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="17"
        fontWeight="700"
        fill="#4338ca"
      >
        WPU
      </text>
    </svg>
  );
}
