// A person's name drawn on the server's pictures (the membership badge, the event certificate).

import { escapeXml } from './xml.ts';

/** The faces the pictures are drawn in: the first of each list the machine has. */
export const SANS = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
export const SERIF = 'DejaVu Serif, Liberation Serif, Georgia, serif';
export const MONO = 'DejaVu Sans Mono, Liberation Mono, monospace';

/** At most `max` characters (code points), with an ellipsis when cut. */
function fit(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

// The name's column: from x 60 to the QR code's panel. Widths are estimated (an average bold
// serif letter is about 0.72 of the font size); a clip keeps an unusually wide name off the panel.
const NAME_WIDTH = 720;
const EM_PER_CHAR = 0.72;
const length = (text: string) => Array.from(text).length;
const sizeFor = (text: string, max: number) =>
  Math.floor(Math.min(max, NAME_WIDTH / (length(text) * EM_PER_CHAR)));

/**
 * The name as one line (up to 60 pixels high), or for a long name two lines split between words,
 * each at least 30 pixels high and cut with an ellipsis when even that is too wide.
 */
export function nameLines(name: string): { lines: string[]; size: number } {
  if (sizeFor(name, 60) >= 44) return { lines: [name], size: sizeFor(name, 60) };
  const words = name.split(/\s+/);
  let best: [string, string] = [name, ''];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(length(pair[0]), length(pair[1]));
    if (widest < bestWidth) {
      best = pair;
      bestWidth = widest;
    }
  }
  const maxChars = Math.floor(NAME_WIDTH / (30 * EM_PER_CHAR));
  const lines = best.filter(Boolean).map((line) => fit(line, maxChars));
  const size = Math.max(30, Math.min(...lines.map((line) => sizeFor(line, 48))));
  return { lines, size };
}

/** The name as SVG text in its column, in bold serif, the top of its first line at `top`. */
export function drawnName(name: string, top: number): string {
  const { lines, size } = nameLines(name);
  return lines
    .map(
      (line, i) =>
        `<text x="60" y="${top + size + i * Math.round(size * 1.2)}" font-family="${SERIF}" font-size="${size}" font-weight="bold" fill="#1e1b4b">${escapeXml(line)}</text>`,
    )
    .join('');
}
