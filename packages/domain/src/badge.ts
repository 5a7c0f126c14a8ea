import { FORUM_NAME } from './constants.ts';
import { MEMBER_TEXT } from './member-text.ts';
import { PAGES } from './pages.ts';

/**
 * The membership badge's links, the same in the browser and on the server: the public
 * verification page the QR code points to, LinkedIn's add-certification link and the share links.
 */

/** The badge page of badge `id`. */
export const badgePath = (id: string) => `/member/badge/${encodeURIComponent(id)}`;

/** The page confirming a membership with the token mailed in its welcome message. */
export const memberConfirmPath = (token: string) => `/member/confirm/${encodeURIComponent(token)}`;

/** The public verification page of badge `id`. */
export const badgeVerifyPath = (id: string) => PAGES.verify.href({ id });

/** The verification page's absolute URL on the site at `origin` (PUBLIC_URL, or the browser's origin). */
export const badgeVerifyUrl = (origin: string, id: string) =>
  `${origin.replace(/\/+$/, '')}${badgeVerifyPath(id)}`;

/** The server-drawn badge image of badge `id`, under the API base. */
export const badgeImagePath = (id: string) => `/member/badge/${encodeURIComponent(id)}/image.png`;

export interface LinkedInCertification {
  /** The forum's LinkedIn organisation id; empty: the organisation is named instead. */
  organizationId: string;
  /** The verification page's absolute URL. */
  verifyUrl: string;
  /** The readable member id (SSF-2026-0042), shown as the credential id. */
  memberId: string;
  /** When the certification is added: its year and month are the issue date. */
  issued: Date;
}

/**
 * LinkedIn's "add a certification" link, filled in: name 'Member', the forum (by organisation id
 * when one is configured, else by name), the issue year and month, the verify URL and the member id.
 */
export function linkedInAddCertificationUrl({
  organizationId,
  verifyUrl,
  memberId,
  issued,
}: LinkedInCertification): string {
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: MEMBER_TEXT.designation });
  const id = organizationId.trim();
  if (id) params.set('organizationId', id);
  else params.set('organizationName', FORUM_NAME);
  params.set('issueYear', String(issued.getFullYear()));
  params.set('issueMonth', String(issued.getMonth() + 1));
  params.set('certUrl', verifyUrl);
  params.set('certId', memberId);
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** The text a shared badge carries where the network takes one (Twitter). */
export const BADGE_SHARE_TEXT = `I am now a member of the ${FORUM_NAME}! Verify my membership badge:`;
/** The title of the device's own share sheet. */
export const BADGE_SHARE_TITLE = 'Check out my badge';

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';

/** The share windows' links for the verification page `url`. */
export function badgeShareUrls(url: string, text: string = BADGE_SHARE_TEXT): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

/** A QR code's modules: `size` by `size`, row by row, truthy for a dark one. */
export interface QrModules {
  size: number;
  data: ArrayLike<number | boolean>;
}

/**
 * An SVG path drawing a QR code's dark modules, one unit per module, each row's runs of dark
 * modules as one rectangle (draw it in a viewBox of `size + 2 * margin` with the quiet zone around).
 */
export function qrPath({ size, data }: QrModules, margin = 4): string {
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`);
    }
  }
  return parts.join('');
}

/** The badge page's own title (before the forum suffix), on the server's page head and in the browser. */
export const badgePageTitle = (name: string) => `${name} — Membership Badge`;
/** The verification page's own title. */
export const verifyPageTitle = (name: string) => `${name} — Verified Member`;
/** The badge page's description. */
export const badgePageDescription = (name: string, memberId: string) =>
  `${name} is a member of the ${FORUM_NAME}. Member ID ${memberId}.`;
/** The verification page's description. */
export const verifyPageDescription = (name: string, memberId: string) =>
  `${name} is a verified member of the ${FORUM_NAME} (member ID ${memberId}).`;
