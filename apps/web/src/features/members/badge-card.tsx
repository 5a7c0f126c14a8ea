import { FORUM_NAME } from '@ssf/domain/constants';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import type { MemberBadge } from '@ssf/domain/schemas/member';
import { QrCode } from '../../components/qr-code.tsx';
import { ForumLogo } from '../../components/logos.tsx';

/**
 * The membership badge card: the forum's name and logo, the member's name, Member ID and
 * designation, and a QR code to the public verification page with the words to scan it.
 */
export function BadgeCard({ member, verifyUrl }: { member: MemberBadge; verifyUrl: string }) {
  return (
    <figure
      aria-label={`Membership badge of ${member.name}`}
      className="w-full max-w-md overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-gray-200"
    >
      <div className="flex items-center gap-3 border-b-4 border-accent-400 bg-brand-900 px-5 py-4 text-white">
        <ForumLogo width={48} height={48} className="h-12 w-12 shrink-0" />
        <p className="min-w-0 font-serif text-lg leading-tight font-bold break-words">{FORUM_NAME}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 p-5">
        <dl className="min-w-0 flex-1 space-y-3">
          <div>
            <dt className="sr-only">Name</dt>
            <dd className="font-serif text-2xl font-bold break-words text-brand-900">{member.name}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">Member ID</dt>
            <dd className="font-mono text-lg font-semibold text-gray-900">{member.member_id}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">Designation</dt>
            <dd className="font-semibold text-gray-900">{MEMBER_TEXT.designation}</dd>
          </div>
        </dl>
        <div className="flex flex-col items-center gap-1">
          <QrCode
            value={verifyUrl}
            label={`QR code linking to the verification page of ${member.name}'s badge`}
          />
          <p className="text-xs font-semibold text-brand-900">{MEMBER_TEXT.scanToVerify}</p>
        </div>
      </div>
    </figure>
  );
}
