import crypto from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { qrPath } from '@ssf/domain/badge';
import { FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { drawnName, MONO, SANS, SERIF } from '../../content/drawn-name.ts';
import { escapeXml } from '../../content/xml.ts';

/**
 * The membership badge as an image, drawn by the server: the same picture is the badge's download
 * (member_badge.png) and its link preview (og:image), so both look the same on every device and
 * need no browser to draw them. 1200 by 630, the size link previews use.
 */

export const BADGE_WIDTH = 1200;
export const BADGE_HEIGHT = 630;
/** Raised whenever the drawing changes, so cached images of the old drawing are not reused. */
const DRAWING_VERSION = 1;

export interface BadgeImageInput {
  name: string;
  memberId: string;
  /** The verification page's absolute URL, which the QR code holds. */
  verifyUrl: string;
}

// The forum's logo (the web app's /images/ssf-logo.svg), drawn inline so the image depends on no file.
const LOGO = `<circle cx="32" cy="32" r="31" fill="#1e1b4b" stroke="#fbbf24" stroke-width="1"/><g fill="none" stroke="#fbbf24" stroke-width="2.5"><ellipse cx="32" cy="32" rx="22" ry="8.5"/><ellipse cx="32" cy="32" rx="22" ry="8.5" transform="rotate(60 32 32)"/><ellipse cx="32" cy="32" rx="22" ry="8.5" transform="rotate(120 32 32)"/></g><circle cx="32" cy="32" r="5" fill="#fbbf24"/><path d="M32 14.5c1.6 3 1.6 5.2 0 7.4-1.6-2.2-1.6-4.4 0-7.4z" fill="#fff"/>`;

/** The badge card as SVG. */
export function badgeSvg({ name, memberId, verifyUrl }: BadgeImageInput): string {
  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
  const margin = 2;
  const modules = qr.modules.size + 2 * margin;
  const nameText = drawnName(name, 250);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}">
  <rect width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" fill="#ffffff"/>
  <rect width="${BADGE_WIDTH}" height="150" fill="#1e1b4b"/>
  <rect y="150" width="${BADGE_WIDTH}" height="8" fill="#fbbf24"/>
  <svg x="48" y="27" width="96" height="96" viewBox="0 0 64 64">${LOGO}</svg>
  <text x="170" y="78" font-family="${SERIF}" font-size="40" font-weight="bold" fill="#ffffff">${escapeXml(FORUM_NAME)}</text>
  <text x="170" y="116" font-family="${SANS}" font-size="24" fill="#fcd34d">${escapeXml(INSTITUTION)}</text>
  <text x="60" y="226" font-family="${SANS}" font-size="22" font-weight="bold" letter-spacing="4" fill="#4338ca">MEMBERSHIP BADGE</text>
  <clipPath id="name"><rect x="0" y="160" width="790" height="230"/></clipPath>
  <g clip-path="url(#name)">${nameText}</g>
  <text x="60" y="420" font-family="${SANS}" font-size="22" fill="#4b5563">Member ID</text>
  <text x="60" y="462" font-family="${MONO}" font-size="36" font-weight="bold" fill="#111827">${escapeXml(memberId)}</text>
  <text x="60" y="526" font-family="${SANS}" font-size="22" fill="#4b5563">Designation</text>
  <text x="60" y="564" font-family="${SANS}" font-size="32" font-weight="bold" fill="#111827">${escapeXml(MEMBER_TEXT.designation)}</text>
  <rect x="816" y="196" width="336" height="380" rx="20" fill="#eef2ff"/>
  <svg x="844" y="216" width="280" height="280" viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges">
    <rect width="${modules}" height="${modules}" fill="#ffffff"/>
    <path d="${qrPath(qr.modules, margin)}" fill="#111827"/>
  </svg>
  <text x="984" y="546" text-anchor="middle" font-family="${SANS}" font-size="26" font-weight="bold" fill="#1e1b4b">${escapeXml(MEMBER_TEXT.scanToVerify)}</text>
  <rect y="${BADGE_HEIGHT - 12}" width="${BADGE_WIDTH}" height="12" fill="#1e1b4b"/>
</svg>`;
}

/** The badge's ETag: changes when anything drawn on it, or the credential baked into it, changes. */
export function badgeEtag(input: BadgeImageInput, credential: object | null = null): string {
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, input.name, input.memberId, input.verifyUrl, credential]))
    .digest('base64url')
    .slice(0, 27);
  return `"${hash}"`;
}

/**
 * The badge card as a PNG. The ETag lets browsers and link-preview crawlers reuse what they
 * already fetched; `drawnBadge` keeps recent drawings for the server itself.
 */
export async function renderBadgePng(input: BadgeImageInput): Promise<Buffer> {
  drawings.count++;
  return sharp(Buffer.from(badgeSvg(input)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** How many badges were drawn since start (the response-cache suite counts them). */
export const drawings = { count: 0 };

/** Recent drawings by ETag: at most this many, each for at most this long. */
const DRAWN_MAX = 100;
const DRAWN_MAX_AGE_MS = 60 * 60 * 1000;
const drawn = new Map<string, { png: Buffer; at: number }>();

/**
 * The badge for `input`, drawn once per ETag. Drawing costs tens of milliseconds, and the response
 * cache drops every badge whenever anyone joins; the ETag says exactly what is on the card, so a
 * drawing found under it is the same picture. The route finds the member first, so a revoked
 * member's card is never answered from here; it leaves memory within the hour, or sooner when
 * a hundred newer drawings push it out.
 */
export async function drawnBadge(input: BadgeImageInput, etag: string): Promise<Buffer> {
  const now = Date.now();
  const kept = drawn.get(etag);
  if (kept && now - kept.at < DRAWN_MAX_AGE_MS) {
    drawn.delete(etag);
    drawn.set(etag, kept);
    return kept.png;
  }
  const png = await renderBadgePng(input);
  drawn.delete(etag);
  drawn.set(etag, { png, at: now });
  for (const [oldest] of drawn) {
    if (drawn.size <= DRAWN_MAX) break;
    drawn.delete(oldest);
  }
  return png;
}
