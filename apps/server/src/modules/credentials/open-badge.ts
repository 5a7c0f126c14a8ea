import crypto from 'node:crypto';
import { FORUM_NAME, INSTITUTION } from '@ssf/domain/constants';
import { OB_V3, VC_V2 } from './context-urls.ts';
import type { JsonObject } from './did.ts';

/**
 * Open Badges 3.0 credentials (OpenBadgeCredential on the Verifiable Credentials 2.0 data model),
 * built from what any award has: an achievement, the name of the person who earned it, the id of
 * the record it belongs to, and optionally their email, which is written only salted and hashed.
 * A membership badge and a certificate of participation differ only in their achievement.
 */

/** What was achieved (the same for everyone who earns it). */
export interface Achievement {
  /** A URI naming the achievement. */
  id: string;
  /** Open Badges' achievementType: 'Membership', 'Achievement', 'Certificate', ... */
  achievementType: string;
  name: string;
  description: string;
  /** How it is earned, in words. */
  criteria: string;
  /** The page describing the criteria (optional). */
  criteriaUrl?: string;
}

/** The forum as issuer: an Open Badges Profile identified by its did:web. */
export interface IssuerProfile {
  id: string;
  name: string;
  url: string;
  image: string;
}

export interface StatusEntry {
  /** The status list credential's URL. */
  listUrl: string;
  index: number;
}

export interface OpenBadgeInput {
  /** The credential's own id (a URN). */
  id: string;
  issuer: IssuerProfile;
  achievement: Achievement;
  /** The holder's name, as on the badge. */
  name: string;
  /** The holder's email, written only as a salted SHA-256 hash; null writes none. */
  email: string | null;
  /** The salt of the hash (kept with the credential's record). */
  salt: string;
  validFrom: Date;
  status: StatusEntry;
}

/** The forum as an Open Badges issuer Profile. */
export function forumProfile(did: string, publicUrl: string): IssuerProfile {
  return {
    id: did,
    name: FORUM_NAME,
    url: publicUrl,
    image: `${publicUrl}/images/ssf-logo.svg`,
  };
}

/** Membership of the forum, the achievement of every membership badge. */
export function membershipAchievement(publicUrl: string): Achievement {
  return {
    id: `${publicUrl}/join-us#membership`,
    achievementType: 'Membership',
    name: `Member of the ${FORUM_NAME}`,
    description: `Membership of the ${FORUM_NAME}, a student forum of ${INSTITUTION} that bridges scientific knowledge and spiritual wisdom through events and discussions.`,
    criteria: `Open to students of ${INSTITUTION}: a student joins with their university email address, and one membership is given per student. The membership lasts until the forum revokes it.`,
    criteriaUrl: `${publicUrl}/join-us`,
  };
}

/** Open Badges' hashed identity: 'sha256$' and the hex SHA-256 of the address followed by the salt. */
export function hashedEmail(email: string, salt: string): string {
  return `sha256$${crypto.createHash('sha256').update(`${email}${salt}`, 'utf8').digest('hex')}`;
}

export const newSalt = () => crypto.randomBytes(16).toString('hex');

/** Seconds precision, as credentials write dates. */
export const isoSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The unsigned OpenBadgeCredential. Never email in clear, PRN or gender: only what is given here. */
export function openBadgeCredential(input: OpenBadgeInput): JsonObject {
  const { achievement, issuer, status } = input;
  return {
    '@context': [VC_V2, OB_V3],
    id: input.id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: achievement.name,
    issuer: {
      id: issuer.id,
      type: ['Profile'],
      name: issuer.name,
      url: issuer.url,
      image: { id: issuer.image, type: 'Image' },
    },
    validFrom: isoSeconds(input.validFrom),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: input.name,
      ...(input.email
        ? {
            identifier: [
              {
                type: 'IdentityObject',
                identityHash: hashedEmail(input.email, input.salt),
                identityType: 'emailAddress',
                hashed: true,
                salt: input.salt,
              },
            ],
          }
        : {}),
      achievement: {
        id: achievement.id,
        type: ['Achievement'],
        achievementType: achievement.achievementType,
        name: achievement.name,
        description: achievement.description,
        criteria: {
          ...(achievement.criteriaUrl ? { id: achievement.criteriaUrl } : {}),
          narrative: achievement.criteria,
        },
        creator: { id: issuer.id, type: ['Profile'], name: issuer.name, url: issuer.url },
      },
    },
    credentialStatus: {
      id: `${status.listUrl}#${status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.index),
      statusListCredential: status.listUrl,
    },
  };
}
