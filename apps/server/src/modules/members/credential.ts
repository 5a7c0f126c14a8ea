import { memberName } from '@ssf/domain/schemas/member';
import type { AppContext } from '../../context.ts';
import { credentialService } from '../credentials/public.ts';
import { membershipAchievement } from '../credentials/public.ts';
import type { Award } from '../credentials/public.ts';
import type { MemberRow } from './service.ts';

/** A member's badge as an award: membership, their name, their badge id, their email (hashed in the credential). */
export function membershipAward(row: MemberRow, publicUrl: string): Award {
  return {
    kind: 'membership',
    subjectId: row.id,
    name: memberName({ first_name: row.firstName, last_name: row.lastName }),
    email: row.email,
    validFrom: row.createdAt,
    achievement: membershipAchievement(publicUrl),
  };
}

/** The member's signed Open Badges credential (issued on first request), or null once revoked. */
export function memberCredential(ctx: Pick<AppContext, 'config' | 'db'>, row: MemberRow) {
  return credentialService(ctx).credentialFor(membershipAward(row, ctx.config.publicUrl));
}
