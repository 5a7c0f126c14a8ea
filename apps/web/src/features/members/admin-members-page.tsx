import { PAGE_SIZE } from '@ssf/domain/constants';
import { genderLetter } from '@ssf/domain/member-export';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { type Member, memberName } from '@ssf/domain/schemas/member';
import { useRef, useState } from 'react';
import { usePageParam } from '../../components/admin-list-page.tsx';
import { type AdminColumn, AdminTable } from '../../components/admin-table.tsx';
import { Button, buttonClass } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { EmptyState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Pagination, pageSlice } from '../../components/pagination.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAuth } from '../../lib/auth.tsx';
import { downloadMembersCsv, useAdminMembers, useRevokeMember } from './admin-members-api.ts';
import { searchMembers } from './admin-members-search.ts';
import { MemberAttendance } from './member-attendance.tsx';
import { EmailText } from '../../components/admin/email-text.tsx';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { AdminPageWaiting } from '../../components/admin/admin-page-waiting.tsx';

// Every column on a wide screen (2xl); narrower, a row shows the hidden facts under the name, so
// the table never needs more room than the screen has.
const COLUMNS: AdminColumn[] = [
  { label: 'Name' },
  { label: 'PRN', from: '2xl' },
  { label: 'Gender', from: '2xl' },
  { label: 'Email', from: 'lg' },
  { label: 'Course', from: '2xl' },
  { label: 'Year', from: '2xl' },
  { label: 'Member ID', from: 'sm', nowrap: true },
  { label: 'Joined Date', from: 'lg' },
  { label: 'Actions' },
];

// Written out whole so the stylesheet generator finds every class.
const CELL = {
  sm: 'hidden px-4 py-3 text-gray-700 sm:table-cell',
  lg: 'hidden px-4 py-3 text-gray-700 lg:table-cell',
  wide: 'hidden px-4 py-3 text-gray-700 2xl:table-cell',
} as const;
const under = 'mt-1 block font-normal text-gray-700';

/**
 * /admin/members: every member in a read-only table, 15 a page (?page=N), searchable by name,
 * email, PRN or member id; the CSV export; and revoking a membership, after a confirmation.
 */
export default function AdminMembersPage() {
  usePageTitle(PAGES.adminMembers);
  const query = useAdminMembers();
  const [page, setPage] = usePageParam();
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const { confirm, dialog } = useConfirm();
  const notices = useNotices();
  const revoke = useRevokeMember();
  // A reviewer views members but may not revoke them: the button is not shown.
  const mayRevoke = useAuth().can('members', 'edit');
  const summary = useRef<HTMLParagraphElement>(null);

  // Wider than other admin lists: the table has nine columns on a wide screen.
  const frame = 'mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10';

  // A failed load shows its message in place of the page.
  if (query.isPending || query.isError)
    return (
      <AdminPageWaiting
        frame={frame}
        title="Admin Members"
        query={query}
        loadingLabel="Loading members..."
        errorTitle="The members could not be loaded."
      />
    );

  const all = query.data;
  const found = searchMembers(all, search);
  const shown = pageSlice(found, page, PAGE_SIZE.members);

  const onSearch = (value: string) => {
    setSearch(value);
    if (page !== 1) setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadMembersCsv();
    } catch (err) {
      notices.error(err instanceof ApiError ? err.message : 'Download failed');
    } finally {
      setExporting(false);
    }
  };

  const remove = async (member: Member) => {
    const name = memberName(member);
    const sure = await confirm({
      title: `Revoke ${name}'s membership (${member.member_id})?`,
      message: MSG.confirmRevokeMember,
      confirmLabel: 'Revoke',
    });
    if (!sure) return;
    try {
      const answer = await revoke.mutateAsync(member._id);
      notices.success(answer?.message || MSG.memberRevoked);
      // The row and its button are gone: the reader continues from the list's summary.
      requestAnimationFrame(() => summary.current?.focus());
    } catch (err) {
      notices.error(err instanceof ApiError && err.message ? err.message : MSG.memberRevokeFailed);
    }
  };

  return (
    <section className={frame}>
      <AdminPageHeader
        title="Admin Members"
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={exporting || all.length === 0}>
            {exporting ? 'Exporting...' : 'Export to CSV'}
          </Button>
        }
      />

      {all.length === 0 ? (
        <EmptyState>{MSG.noMembers}</EmptyState>
      ) : (
        <>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <Field label="Search members" hint="Name, email, PRN or member ID" className="sm:w-96">
              {(control) => (
                <input
                  {...control}
                  type="search"
                  value={search}
                  onChange={(e) => onSearch(e.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  className={inputClass()}
                />
              )}
            </Field>
            <p
              ref={summary}
              tabIndex={-1}
              aria-live="polite"
              className="text-sm text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {search.trim()
                ? `${found.length} of ${all.length} ${all.length === 1 ? 'member' : 'members'} match`
                : `${all.length} ${all.length === 1 ? 'member' : 'members'}`}
            </p>
          </div>

          {found.length === 0 ? (
            <EmptyState>
              {MSG.noMembers} for “{search.trim()}”.{' '}
              <button
                type="button"
                onClick={() => onSearch('')}
                className={`${buttonClass('secondary', 'sm')} mt-3`}
              >
                Clear the search
              </button>
            </EmptyState>
          ) : (
            <>
              <AdminTable caption="Members, newest first" columns={COLUMNS}>
                {shown.items.map((member) => (
                  <MemberRow
                    key={member._id}
                    member={member}
                    onRevoke={mayRevoke ? () => void remove(member) : undefined}
                    revoking={revoke.isPending}
                  />
                ))}
              </AdminTable>
              <Pagination
                page={shown.page}
                totalPages={shown.totalPages}
                onPageChange={setPage}
                label="Member pages"
              />
            </>
          )}
        </>
      )}
      {dialog}
    </section>
  );
}

function MemberRow({
  member,
  onRevoke,
  revoking,
}: {
  member: Member;
  onRevoke?: () => void;
  revoking: boolean;
}) {
  const name = memberName(member);
  const gender = genderLetter(member.gender);
  const joined = formatDate(member.createdAt);
  return (
    <tr>
      <td className="px-2 py-3 font-medium break-words text-gray-900 sm:px-4">
        {name}
        <span className={`${under} sm:hidden`}>{member.member_id}</span>
        <span className={`${under} [overflow-wrap:anywhere] lg:hidden`}>
          <EmailText email={member.email} />
        </span>
        <span className={`${under} 2xl:hidden`}>
          PRN {member.prn} · Gender {gender} · {member.year}
        </span>
        <span className={`${under} 2xl:hidden`}>{member.course}</span>
        <span className={`${under} lg:hidden`}>Joined {joined}</span>
        <MemberAttendance memberId={member._id} name={name} />
      </td>
      <td className={`${CELL.wide} whitespace-nowrap`}>{member.prn}</td>
      <td className={CELL.wide}>{gender}</td>
      <td className={`${CELL.lg} [overflow-wrap:anywhere]`}>
        <EmailText email={member.email} />
      </td>
      <td className={CELL.wide}>{member.course}</td>
      <td className={CELL.wide}>{member.year}</td>
      <td className={`${CELL.sm} whitespace-nowrap`}>{member.member_id}</td>
      <td className={CELL.lg}>{joined}</td>
      <td className="px-2 py-3 sm:px-4">
        {onRevoke ? (
          <button
            type="button"
            aria-label={`Revoke membership of ${name}`}
            onClick={onRevoke}
            disabled={revoking}
            className={buttonClass('danger', 'sm')}
          >
            Revoke
          </button>
        ) : null}
      </td>
    </tr>
  );
}
