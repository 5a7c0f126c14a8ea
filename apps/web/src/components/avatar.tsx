import { imageProps } from '../lib/media.ts';

/** Titles before a name, which are not part of its initials. */
const HONORIFIC = /^(dr|prof|mr|mrs|ms|shri|smt|sri)\.?$/i;

/** Up to two initials of a name ("Dr. Asha Rao" gives "AR", "Dr. A. Leader" gives "AL"). */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => w && !HONORIFIC.test(w))
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}

const SIZE = {
  sm: { box: 'h-12 w-12 text-base', px: 48 },
  md: { box: 'h-20 w-20 text-2xl', px: 80 },
  lg: { box: 'h-28 w-28 text-3xl sm:h-32 sm:w-32', px: 128 },
} as const;

/**
 * A person's round picture: their photo, or their initials on the brand colour when there is none
 * (never an empty silhouette). Decorative: the name is always written beside it.
 */
export function Avatar({
  name,
  photo,
  size = 'md',
  className = '',
}: {
  name: string;
  photo?: string | null;
  size?: keyof typeof SIZE;
  className?: string;
}) {
  const s = SIZE[size];
  if (photo)
    return (
      <img
        {...imageProps(photo, `${s.px}px`)}
        alt=""
        width={s.px}
        height={s.px}
        loading="lazy"
        decoding="async"
        className={`${s.box} shrink-0 rounded-full bg-brand-50 object-cover ring-4 ring-white ${className}`.trim()}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${s.box} flex shrink-0 items-center justify-center rounded-full bg-brand-900 font-serif font-semibold text-accent-400 ring-4 ring-white ${className}`.trim()}
    >
      {initials(name)}
    </span>
  );
}
