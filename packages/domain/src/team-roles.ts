// The team's roles without zod: the team page reads them, and a public page's code does not
// carry the schema library for a list of names (schemas/team.ts re-exports them).

/** The team's roles, in the order the team page and the list show them. */
export const TEAM_ROLES = ['Faculty Advisor', 'Post Holder', 'Team Lead', 'Member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Members grouped by role, in the roles' order; roles without members are left out. */
export function groupByRole<T extends { role: TeamRole }>(
  members: readonly T[],
): Array<{ role: TeamRole; members: T[] }> {
  return TEAM_ROLES.map((role) => ({ role, members: members.filter((m) => m.role === role) })).filter(
    (group) => group.members.length > 0,
  );
}
