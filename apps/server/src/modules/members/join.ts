import { isRecord } from '@ssf/domain/records';
import { summarizeErrors } from '@ssf/domain/schemas/applicant';
import { issuesToDetails } from '@ssf/domain/field-errors';
import { type MemberBadge, type MemberJoinInput, memberJoinSchema } from '@ssf/domain/schemas/member';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { enqueueMail } from '../mail/public.ts';
import { joinMember, newConfirmToken } from './service.ts';

/**
 * The join form's body as a new member's details, or a 400 naming the fields: several problems
 * at once are told in one sentence, the one an application gets. A body that is not an object (a
 * list, null) is told which fields are required, like an empty one.
 */
export function validJoin(body: unknown, emailDomain: string): MemberJoinInput {
  const parsed = memberJoinSchema({ emailDomain }).safeParse(isRecord(body) ? body : {});
  if (!parsed.success) {
    throw validationError(parsed.error, summarizeErrors(issuesToDetails(parsed.error), emailDomain));
  }
  return parsed.data;
}

/**
 * A student joins: the member is stored with their welcome message, in one transaction (never one
 * without the other). With mail configured the membership waits for the link in the welcome mail,
 * so nobody can hold another student's email and PRN; without mail there is no link to follow.
 */
export async function joinWithWelcome(
  db: Db,
  config: Pick<Config, 'smtp' | 'timeZone'>,
  input: MemberJoinInput,
): Promise<MemberBadge> {
  const confirmToken = config.smtp ? newConfirmToken() : undefined;
  return db.transaction(async (tx) => {
    const joined = await joinMember(tx, input, { timeZone: config.timeZone, confirmToken });
    await enqueueMail(tx, config, {
      template: 'welcome',
      to: input.email,
      data: { memberId: joined._id, ...(confirmToken ? { confirmToken } : {}) },
    });
    return joined;
  });
}
