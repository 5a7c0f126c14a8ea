import type { MemberBadge } from '@ssf/domain/schemas/member';
import { PAGES } from '@ssf/domain/pages';
import { Navigate, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { BadgeView } from './badge-view.tsx';
import { useBadge } from './member-api.ts';

/** The member handed over in navigation state, when it has the badge's fields. */
function memberFromState(state: unknown): MemberBadge | null {
  const member = (state as { member?: Partial<MemberBadge> } | null)?.member;
  if (!member || typeof member !== 'object') return null;
  const { _id, name, member_id, createdAt } = member;
  if (typeof _id !== 'string' || typeof name !== 'string' || typeof member_id !== 'string') return null;
  return { _id, name, member_id, createdAt: typeof createdAt === 'string' ? createdAt : '' };
}

/** /certificate: the badge of the member passed in navigation state; without one, the join page. */
export default function CertificatePage() {
  usePageTitle(PAGES.certificate);
  const member = memberFromState(useLocation().state);
  if (!member) return <Navigate to={PAGES.joinUs.path} replace />;
  return <Certificate member={member} />;
}

function Certificate({ member }: { member: MemberBadge }) {
  // The forum's LinkedIn organisation comes with the badge from the server; until it arrives (or
  // if it cannot), the add-certification link names the forum instead.
  const { data } = useBadge(member._id);
  return <BadgeView member={member} linkedinOrganizationId={data?.linkedinOrganizationId ?? ''} />;
}
