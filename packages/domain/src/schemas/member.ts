import { z } from 'zod';
import { BOT_CHECK_FIELD_DOCS } from '../bot-check.ts';
import { type StudentDetailsOptions, studentDetailsSchema } from './applicant.ts';

/** The readable member id's prefix: SSF-2026-0042. */
export const MEMBER_ID_PREFIX = 'SSF';
/** The member number's digits in the member id (more once the numbers grow past 9999). */
export const MEMBER_NUMBER_DIGITS = 4;
export const MEMBER_ID_PATTERN = /^SSF-\d{4}-\d{4,}$/;

/** The readable member id for a member number and the year of joining: SSF-2026-0042. */
export function formatMemberId(year: number, memberNumber: number): string {
  return `${MEMBER_ID_PREFIX}-${year}-${String(memberNumber).padStart(MEMBER_NUMBER_DIGITS, '0')}`;
}

/** A registered member as admins see it (GET /member/all): every detail the student gave. */
export const memberSchema = z
  .object({
    _id: z.string().describe('The badge id: random, so badges cannot be enumerated'),
    first_name: z.string(),
    last_name: z.string(),
    prn: z.string(),
    gender: z.string(),
    email: z.string().describe('Lower-cased'),
    course: z.string(),
    year: z.string(),
    member_id: z.string().describe('Readable and unique, for example SSF-2026-0042'),
    createdAt: z.string(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

/** A member as the badge shows it: name and member id only, never email, PRN or gender. */
export const memberBadgeSchema = z
  .object({
    _id: z.string(),
    name: z.string().describe('First and last name'),
    member_id: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'MemberBadge' });
export type MemberBadge = z.infer<typeof memberBadgeSchema>;

/**
 * The body of POST /member/join: the same student details (and messages) as a recruitment
 * application's applicantInfo.
 */
export function memberJoinSchema(options: StudentDetailsOptions = {}) {
  return studentDetailsSchema(options);
}
export type MemberJoinInput = z.infer<ReturnType<typeof memberJoinSchema>>;

/** The body of POST /member/join, for the API document. */
export const memberJoinPayloadSchema = z.object({
  website: z.string().optional().describe(BOT_CHECK_FIELD_DOCS.website),
  fillMs: z.number().optional().describe(BOT_CHECK_FIELD_DOCS.fillMs),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.string().describe('male or female'),
  email: z.string().describe('An address of the university email domain'),
  prn: z.string(),
  year: z.string().describe('FY, SY, TY or Final Year'),
  course: z.string().describe('One of the course list'),
});

/** GET /member/join-form: what the join form needs from the server's configuration. */
export const joinFormAnswerSchema = z.object({
  emailDomain: z.string().describe('The university email domain members must use'),
});
export type JoinFormAnswer = z.infer<typeof joinFormAnswerSchema>;

/** POST /member/join, 201. */
export const memberJoinedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  member: memberBadgeSchema,
});
export type MemberJoined = z.infer<typeof memberJoinedSchema>;

/** GET /member/badge/{id}. */
export const memberBadgeAnswerSchema = z.object({
  member: memberBadgeSchema,
  awaitingConfirmation: z
    .boolean()
    .optional()
    .describe(
      'True while the membership waits for the link in its welcome mail: no image, credential or verification until then',
    ),
  linkedinOrganizationId: z
    .string()
    .describe('The forum’s LinkedIn organisation id for the add-certification link, or empty'),
});
export type MemberBadgeAnswer = z.infer<typeof memberBadgeAnswerSchema>;

/** A member as the public verification shows it: never email, PRN or gender. */
export const verifiedMemberSchema = z
  .object({
    name: z.string(),
    member_id: z.string(),
    course: z.string(),
    year: z.string(),
    createdAt: z.string(),
    created_at: z.string().describe('The same instant as createdAt (the original client reads this name)'),
  })
  .meta({ id: 'VerifiedMember' });
export type VerifiedMember = z.infer<typeof verifiedMemberSchema>;

/** GET /member/badge/verify/{id}, 200. */
export const badgeVerifiedSchema = z.object({ valid: z.literal(true), member: verifiedMemberSchema });
export type BadgeVerified = z.infer<typeof badgeVerifiedSchema>;

/** GET /member/badge/verify/{id}, 404: unknown or revoked. */
/** The 404 of a verification: the API's error shape ({success:false, message}) with `valid: false`. */
export const badgeNotVerifiedSchema = z.object({
  success: z.literal(false),
  valid: z.literal(false),
  message: z.string(),
});

/** GET /member/stats: how many members there are (the original client's dashboard). */
export const memberStatsSchema = z.object({ success: z.literal(true), totalMembers: z.number().int() });

/** GET /member/all: newest first. */
export const memberListSchema = z.array(memberSchema);

/** The name a badge shows. */
export function memberName(member: { first_name: string; last_name: string }): string {
  return `${member.first_name} ${member.last_name}`.trim();
}
