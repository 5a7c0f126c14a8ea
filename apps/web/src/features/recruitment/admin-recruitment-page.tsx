import { PAGES } from '@ssf/domain/pages';
import { MSG } from '@ssf/domain/messages';
import { RECRUITMENT_TEXT as T } from '@ssf/domain/recruitment/texts';
import type { Recruitment } from '@ssf/domain/schemas/recruitment';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { EmptyState, ListState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { paramsWithoutFilter } from './application-filter.ts';
import { ApplicationsPanel } from './applications-panel.tsx';
import { RecruitmentCard } from './recruitment-card.tsx';
import {
  useAdminRecruitments,
  useDeleteRecruitment,
  useDuplicateRecruitment,
} from './recruitment-admin-api.ts';
import { RecruitmentFormModal } from './recruitment-form-modal.tsx';
import { panelId, RecruitmentTabs, type TabKey, tabId } from './recruitment-tabs.tsx';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

/** /admin/recruitment: drives (create, edit, delete) and their applications. */
export default function AdminRecruitmentPage() {
  usePageTitle({ pageName: PAGES.adminRecruitment.title });
  const { data: recruitments, isPending, isError, error, refetch } = useAdminRecruitments();
  const remove = useDeleteRecruitment();
  const duplicate = useDuplicateRecruitment();
  // An account that may only view recruitment sees the drives and applications, nothing to change them.
  const mayEdit = useAuth().can('recruitment', 'edit');
  const { confirm, dialog } = useConfirm();
  const notices = useNotices();
  // The tab, the drive whose applications are shown and their filter live in the address, so a
  // reload or the Back button returns to the same view.
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'applications' ? 'applications' : 'recruitments';
  const selectedId = params.get('drive');
  const setTab = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'applications') next.set('tab', key);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  /** Show a drive's applications (unfiltered: each drive has its own questions). */
  const showApplications = (id: string | null) =>
    setParams((current) => {
      const next = paramsWithoutFilter(current);
      next.set('tab', 'applications');
      if (id) next.set('drive', id);
      else next.delete('drive');
      return next;
    });
  // undefined: the form is closed; null: creating a new drive.
  const [editing, setEditing] = useState<Recruitment | null | undefined>(undefined);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const list = recruitments ?? [];
  const known = list.some((r) => r._id === selectedId) ? selectedId : null;
  const applicationsFor = known ?? list.find((r) => r.isActive)?._id ?? list[0]?._id ?? null;

  const onDelete = async (r: Recruitment) => {
    const title = 'Delete recruitment';
    if (!(await confirm({ title, message: MSG.confirmDeleteRecruitment }))) return;
    const count = r.currentApplications;
    // Applications go with the drive only after a second, explicit confirmation naming them.
    if (count > 0 && !(await confirm({ title, message: T.confirmDeleteWithApplications(count) }))) return;
    setDeletingId(r._id);
    try {
      await remove.mutateAsync({ id: r._id, withApplications: count > 0 });
      if (selectedId === r._id)
        setParams((current) => {
          const next = paramsWithoutFilter(current);
          next.delete('drive');
          return next;
        });
      notices.success(MSG.recruitmentDeleted);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : '';
      notices.error(reason ? `${MSG.recruitmentDeleteFailed}\n${reason}` : MSG.recruitmentDeleteFailed);
    } finally {
      setDeletingId(null);
    }
  };

  /** Copy a drive (last year's) and open the copy to set its deadline and activate it. */
  const onDuplicate = async (r: Recruitment) => {
    try {
      const res = await duplicate.mutateAsync(r._id);
      notices.success(`${res.message}. Set its deadline, then make it active.`);
      setEditing(res.data);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : '';
      notices.error(
        reason ? `The recruitment was not duplicated.\n${reason}` : 'The recruitment was not duplicated.',
      );
    }
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader
        title="Recruitment"
        actions={
          mayEdit && (
            <Button onClick={() => setEditing(null)} aria-haspopup="dialog">
              Create New Recruitment
            </Button>
          )
        }
      />

      <div className="mt-6">
        <RecruitmentTabs current={tab} onChange={setTab} />
      </div>

      <div
        role="tabpanel"
        id={panelId('recruitments')}
        aria-labelledby={tabId('recruitments')}
        hidden={tab !== 'recruitments'}
        className="pt-6"
      >
        <ListState
          isPending={isPending}
          isError={isError}
          error={error}
          items={recruitments}
          loadingLabel="Loading recruitments..."
          emptyMessage={MSG.noRecruitments}
          errorTitle="The recruitments could not be loaded."
          onRetry={() => void refetch()}
        >
          {(list) => (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {list.map((r) => (
                <RecruitmentCard
                  key={r._id}
                  recruitment={r}
                  deleting={deletingId === r._id}
                  onEdit={mayEdit ? () => setEditing(r) : undefined}
                  onViewApplications={() => showApplications(r._id)}
                  onDelete={mayEdit ? () => onDelete(r) : undefined}
                  onDuplicate={mayEdit ? () => void onDuplicate(r) : undefined}
                />
              ))}
            </div>
          )}
        </ListState>
      </div>

      <div
        role="tabpanel"
        id={panelId('applications')}
        aria-labelledby={tabId('applications')}
        hidden={tab !== 'applications'}
        className="pt-6"
      >
        {tab === 'applications' &&
          (isPending ? (
            <Spinner label="Loading recruitments..." />
          ) : list.length === 0 ? (
            <EmptyState>{MSG.noRecruitments}</EmptyState>
          ) : (
            <ApplicationsPanel recruitments={list} selectedId={applicationsFor} onSelect={showApplications} />
          ))}
      </div>

      {editing !== undefined && (
        <RecruitmentFormModal recruitment={editing} onClose={() => setEditing(undefined)} />
      )}
      {dialog}
    </section>
  );
}
