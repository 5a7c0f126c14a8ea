import {
  badgeImagePath,
  badgePageDescription,
  badgePageTitle,
  verifyPageDescription,
  verifyPageTitle,
} from '@ssf/domain/badge';
import { API_BASE } from '@ssf/domain/constants';
import { fullTitle } from '@ssf/domain/pages';
import type { Feature, PageMeta } from '../feature.ts';
import type { AppContext } from '../../context.ts';
import { memberAdminRoutes } from './admin-routes.ts';
import { membersDashboard } from './dashboard.ts';
import { memberRoutes } from './routes.ts';
import { seedMembers } from './seed.ts';
import { findMember, isConfirmed, toMemberBadge } from './service.ts';

/** A badge page's preview: the member's name, and the server-drawn badge as its image. */
async function badgeMeta(
  id: string | undefined,
  { db }: AppContext,
  verify: boolean,
): Promise<PageMeta | null> {
  const row = await findMember(db, id ?? '');
  if (!row || !isConfirmed(row)) return null;
  const { name } = toMemberBadge(row);
  return {
    title: fullTitle(verify ? verifyPageTitle(name) : badgePageTitle(name)),
    description: verify
      ? verifyPageDescription(name, row.memberId)
      : badgePageDescription(name, row.memberId),
    image: `${API_BASE}${badgeImagePath(row.id)}`,
    type: 'profile',
  };
}

/**
 * Membership: students join, get a badge with a readable member id, and anyone holding the badge's
 * link can verify it; admins list, export and revoke members.
 */
export const members: Feature = {
  name: 'members',
  async routes(api, ctx) {
    await memberRoutes(api, ctx);
    await memberAdminRoutes(api, ctx);
  },
  pageMeta: {
    '/member/badge/:id': ({ id }, ctx) => badgeMeta(id, ctx, false),
    '/member/badge/verify/:id': ({ id }, ctx) => badgeMeta(id, ctx, true),
  },
  dashboard: membersDashboard,
  seed: seedMembers,
};
