import { z } from 'zod';
import { isValidEmail } from '../email.ts';
import { isHttpUrl } from '../links.ts';
import { MSG } from '../messages.ts';

import { TEAM_ROLES } from '../team-roles.ts';

export { groupByRole, TEAM_ROLES, type TeamRole } from '../team-roles.ts';

export const TEAM_NAME_MAX = 100;
export const TEAM_DESIGNATION_MAX = 100;
export const TEAM_LINKEDIN_MAX = 2000;

/** A team member as the API returns it: `email` only in an admin's list. */
export const teamMemberSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string().optional().describe('Only when an admin asks'),
    linkedin: z.string().describe('An http or https URL'),
    role: z.enum(TEAM_ROLES),
    designation: z.string(),
    photo: z.string().describe('A URL that loads directly in a browser (usually /media/...)'),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /team/all: by role (in the order of TEAM_ROLES), then by name. */
export const teamListSchema = z.array(teamMemberSchema);

/** The answer to a member's addition or update. */
export const teamMemberSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  member: teamMemberSchema,
});
export type TeamMemberSaved = z.infer<typeof teamMemberSavedSchema>;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/**
 * The text fields of the team member form (POST /team/add, PUT /team/update/{id}), for the admin
 * form and the server alike: every field required, the email a valid address, the LinkedIn link
 * an http or https URL, the role one of the four. The photo is a file beside them: required when
 * adding, at most 5 MB.
 */
export const teamMemberInputSchema = z.object({
  name: required(MSG.teamNameRequired, TEAM_NAME_MAX, `Name must be at most ${TEAM_NAME_MAX} characters`),
  email: z.string({ error: MSG.teamEmailInvalid }).trim().refine(isValidEmail, MSG.teamEmailInvalid),
  linkedin: z
    .string({ error: MSG.teamLinkedinInvalid })
    .trim()
    .refine((v) => v.length <= TEAM_LINKEDIN_MAX && isHttpUrl(v), MSG.teamLinkedinInvalid),
  role: z.enum(TEAM_ROLES, { error: MSG.teamRoleRequired }),
  designation: required(
    MSG.designationRequired,
    TEAM_DESIGNATION_MAX,
    `Designation must be at most ${TEAM_DESIGNATION_MAX} characters`,
  ),
});
export type TeamMemberInput = z.infer<typeof teamMemberInputSchema>;
