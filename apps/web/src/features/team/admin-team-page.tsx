import { PAGE_SIZE } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { TeamMember } from '@ssf/domain/schemas/team';
import { useRef, useState } from 'react';
import { AdminDrawer } from '../../components/admin/admin-drawer.tsx';
import { AdminListPage, usePageParam } from '../../components/admin-list-page.tsx';
import { type AdminColumn, AdminRowActions, AdminTable } from '../../components/admin-table.tsx';
import { Button } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { useNotices } from '../../components/notices.tsx';
import { pageSlice } from '../../components/pagination.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { imageProps } from '../../lib/media.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { MemberForm } from './member-form.tsx';
import { useDeleteMember, useTeam } from './team-api.ts';
import { EmailText } from '../../components/admin/email-text.tsx';

const TEAM_COLUMNS: AdminColumn[] = [
  { label: 'Photo' },
  { label: 'Name' },
  { label: 'Email', from: 'md' },
  { label: 'Role', from: 'sm' },
  { label: 'Actions' },
];

/**
 * /admin/team: the members first, five a page (?page=N) with Previous, 'X of Y' and Next, each
 * with Edit and Delete; "New member" and Edit open the member form in a drawer over the list.
 */
export default function AdminTeamPage() {
  usePageTitle(PAGES.adminTeam);
  const query = useTeam();
  const [page, setPage] = usePageParam();
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const { confirm, dialog } = useConfirm();
  const notices = useNotices();
  const deleteMember = useDeleteMember();
  // An account that may only view the section sees the members without the form, Edit and Delete.
  const mayEdit = useAuth().can('team', 'edit');
  const shown = query.data ? pageSlice(query.data, page, PAGE_SIZE.adminTeam) : null;

  const openForm = (member: TeamMember | null) => {
    setEditing(member);
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };

  const closeForm = () => {
    setFormOpen(false);
    setEditing(null);
  };

  const remove = async (member: TeamMember) => {
    const sure = await confirm({
      title: 'Delete member',
      message: MSG.confirmDeleteMember,
      confirmLabel: 'Delete',
    });
    if (!sure) return;
    try {
      const answer = await deleteMember.mutateAsync(member._id);
      notices.success(answer?.message || MSG.memberDeleted);
      if (editing?._id === member._id) closeForm();
    } catch (err) {
      console.error('Failed to delete member', err);
      notices.error(MSG.memberDeleteFailed);
    }
  };

  return (
    <>
      <AdminListPage
        title="Admin Team"
        actions={
          mayEdit && (
            <Button onClick={() => openForm(null)} aria-haspopup="dialog">
              New member
            </Button>
          )
        }
        query={query}
        items={shown?.items}
        loadingLabel="Loading members..."
        emptyMessage={MSG.noMembers}
        errorTitle="The team could not be loaded."
        pagination={
          shown
            ? {
                page: shown.page,
                totalPages: shown.totalPages,
                onPageChange: setPage,
                label: 'Team member pages',
                variant: 'count',
              }
            : undefined
        }
      >
        {(members) => (
          <AdminTable
            caption="Team members, by role then name"
            columns={mayEdit ? TEAM_COLUMNS : TEAM_COLUMNS.slice(0, -1)}
          >
            {members.map((member) => (
              <tr
                key={member._id}
                aria-current={editing?._id === member._id ? 'true' : undefined}
                className="aria-[current=true]:bg-brand-50"
              >
                <td className="px-2 py-3 sm:px-4">
                  <img
                    {...imageProps(member.photo, '50px')}
                    alt=""
                    width={50}
                    height={50}
                    loading="lazy"
                    className="h-[50px] w-[50px] rounded-full bg-brand-50 object-cover"
                  />
                </td>
                <td className="w-full px-2 py-3 font-medium text-gray-900 [overflow-wrap:anywhere] sm:px-4">
                  {member.name}
                  <span className="mt-1 block font-normal text-gray-600">{member.designation}</span>
                  {/* On a phone the email and role go under the name rather than in squeezed columns. */}
                  {member.email ? (
                    <EmailText
                      email={member.email}
                      className="mt-1 block font-normal text-gray-600 md:hidden"
                    />
                  ) : null}
                  <span className="mt-1 block font-normal text-gray-600 sm:hidden">{member.role}</span>
                </td>
                <td className="hidden px-4 py-3 text-gray-700 md:table-cell">
                  {member.email ? <EmailText email={member.email} /> : null}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-gray-700 sm:table-cell">
                  {member.role}
                </td>
                {mayEdit && (
                  <AdminRowActions
                    name={member.name}
                    onEdit={() => openForm(member)}
                    onDelete={() => void remove(member)}
                    deleting={deleteMember.isPending}
                  />
                )}
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListPage>
      <AdminDrawer open={formOpen} onClose={closeForm} labelledBy="member-form-title" initialFocus={heading}>
        <MemberForm
          key={formKey}
          member={editing}
          headingRef={heading}
          onSaved={closeForm}
          onCancel={closeForm}
        />
      </AdminDrawer>
      {dialog}
    </>
  );
}
