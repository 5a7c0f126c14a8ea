import { PAGE_SIZE } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { TeamMember } from '@ssf/domain/schemas/team';
import { useConfirmedDelete } from '../../components/admin/use-confirmed-delete.ts';
import { FormDrawer, useDrawerForm } from '../../components/admin/form-drawer.tsx';
import { AdminListPage, listPagination, usePageParam } from '../../components/admin-list-page.tsx';
import {
  type AdminColumn,
  AdminRow,
  AdminRowActions,
  AdminTable,
  AdminThumbnailCell,
  AdminTitleCell,
} from '../../components/admin-table.tsx';
import { Button } from '../../components/button.tsx';
import { pageSlice } from '../../components/pagination.tsx';
import { useAuth } from '../../lib/auth.tsx';
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
  const drawer = useDrawerForm<TeamMember>();
  const { remove: confirmDelete, dialog, deleting } = useConfirmedDelete(useDeleteMember());
  // An account that may only view the section sees the members without the form, Edit and Delete.
  const mayEdit = useAuth().can('team', 'edit');
  const shown = query.data ? pageSlice(query.data, page, PAGE_SIZE.adminTeam) : null;

  const remove = async (member: TeamMember) => {
    const gone = await confirmDelete(member._id, {
      title: 'Delete member',
      message: MSG.confirmDeleteMember,
      done: (answer) => answer?.message || MSG.memberDeleted,
      failed: MSG.memberDeleteFailed,
      logLabel: 'Failed to delete member',
    });
    if (gone) drawer.closeIfEditing(member._id);
  };

  return (
    <>
      <AdminListPage
        title="Admin Team"
        actions={
          mayEdit && (
            <Button onClick={() => drawer.openForm(null)} aria-haspopup="dialog">
              New member
            </Button>
          )
        }
        query={query}
        items={shown?.items}
        loadingLabel="Loading members..."
        emptyMessage={MSG.noMembers}
        errorTitle="The team could not be loaded."
        pagination={listPagination(shown, setPage, 'Team member pages', 'count')}
      >
        {(members) => (
          <AdminTable
            caption="Team members, by role then name"
            columns={mayEdit ? TEAM_COLUMNS : TEAM_COLUMNS.slice(0, -1)}
          >
            {members.map((member) => (
              <AdminRow key={member._id} current={drawer.editing?._id === member._id}>
                <AdminThumbnailCell src={member.photo} round />
                <AdminTitleCell>
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
                </AdminTitleCell>
                <td className="hidden px-4 py-3 text-gray-700 md:table-cell">
                  {member.email ? <EmailText email={member.email} /> : null}
                </td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-gray-700 sm:table-cell">
                  {member.role}
                </td>
                {mayEdit && (
                  <AdminRowActions
                    name={member.name}
                    onEdit={() => drawer.openForm(member)}
                    onDelete={() => void remove(member)}
                    deleting={deleting}
                  />
                )}
              </AdminRow>
            ))}
          </AdminTable>
        )}
      </AdminListPage>
      <FormDrawer drawer={drawer} labelledBy="member-form-title">
        {(form) => <MemberForm {...form} member={drawer.editing} />}
      </FormDrawer>
      {dialog}
    </>
  );
}
