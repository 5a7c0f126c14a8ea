import type { TeamRole } from '@ssf/domain/schemas/team';

const PLURAL: Record<TeamRole, string> = {
  'Faculty Advisor': 'Faculty Advisors',
  'Post Holder': 'Post Holders',
  'Team Lead': 'Team Leads',
  Member: 'Members',
};

/** A role's heading on the team page: 'Faculty Advisor' for one, 'Faculty Advisors' for several. */
export const roleHeading = (role: TeamRole, count: number) => (count === 1 ? role : PLURAL[role]);
