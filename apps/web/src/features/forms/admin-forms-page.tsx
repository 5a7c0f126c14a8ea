import { FORM_TEXT as F, formState } from '@ssf/domain/forms/form';
import { PAGES } from '@ssf/domain/pages';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@ssf/domain/recruitment/review';
import type { Form } from '@ssf/domain/schemas/forms';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { ItemActions } from '../../components/item-actions.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { EmptyState, ErrorState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAdminForms, useDeleteForm, useDuplicateForm, useSaveForm } from './forms-api.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

export const formEditPath = (id: string) => PAGES.adminFormEdit.href({ id });
export const formResponsesPath = (id: string) => PAGES.adminFormResponses.href({ id });
export const shareLink = (slug: string) => `${window.location.origin}${PAGES.form.href({ slug })}`;

const STATE_LABELS = {
  open: 'Open',
  inactive: 'Draft or closed',
  'not-yet-open': 'Not yet open',
  closed: 'Deadline passed',
  full: 'Full',
} as const;

/** A stored form as the fields of an update (publishing or closing it keeps everything else). */
export function formToInput(f: Form) {
  return {
    slug: f.slug,
    title: f.title,
    description: f.description,
    isActive: f.isActive,
    opensAt: f.opensAt,
    deadline: f.deadline,
    maxResponses: f.maxResponses,
    oneResponsePerEmail: f.oneResponsePerEmail,
    universityOnly: f.universityOnly,
    sendReceipt: f.sendReceipt,
    respondentFields: f.respondentFields,
    customQuestions: f.customQuestions,
    successMessage: f.successMessage,
    closedMessage: f.closedMessage,
  };
}

/** /admin/forms: every form with its state and response counts, and what an officer does with one. */
export default function AdminFormsPage() {
  usePageTitle({ pageName: PAGES.adminForms.title });
  const { data, isPending, isError, error, refetch } = useAdminForms();
  const save = useSaveForm();
  const duplicate = useDuplicateForm();
  const remove = useDeleteForm();
  const notices = useNotices();
  const { confirm, dialog } = useConfirm();
  const navigate = useNavigate();
  // An account that may only view forms sees them with their responses and link, nothing to change them.
  const mayEdit = useAuth().can('forms', 'edit');

  const failed = (what: string) => (err: unknown) =>
    notices.error(err instanceof ApiError ? `${what}\n${err.message}` : what);

  const setActive = async (f: Form, isActive: boolean) => {
    try {
      await save.mutateAsync({ id: f._id, input: { ...formToInput(f), isActive }, headerImage: null });
      notices.success(isActive ? `${f.title} is published` : `${f.title} is closed`);
    } catch (err) {
      failed('The form was not changed.')(err);
    }
  };

  const onDuplicate = async (f: Form) => {
    try {
      const res = await duplicate.mutateAsync(f._id);
      notices.success(`${F.duplicated}: ${res.data.title}`);
      navigate(formEditPath(res.data._id));
    } catch (err) {
      failed('The form was not duplicated.')(err);
    }
  };

  const onCopy = async (f: Form) => {
    try {
      await navigator.clipboard.writeText(shareLink(f.slug));
      notices.success('Link copied');
    } catch {
      notices.error(`Copy this link: ${shareLink(f.slug)}`);
    }
  };

  const onDelete = async (f: Form) => {
    const n = f.currentResponses;
    const ok = await confirm({
      title: 'Delete form',
      message:
        n > 0
          ? `${f.title} has ${n} response${n === 1 ? '' : 's'}. Deleting it also deletes them permanently. Continue?`
          : `Delete ${f.title}?`,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ id: f._id, withResponses: n > 0 });
      notices.success(F.deleted);
    } catch (err) {
      failed('The form was not deleted.')(err);
    }
  };

  return (
    <div>
      <AdminPageHeader
        title="Forms"
        actions={
          mayEdit && (
            <Link to={PAGES.adminFormNew.path} className={buttonClass('primary')}>
              Create Form
            </Link>
          )
        }
      />
      {isPending ? (
        <Spinner label="Loading forms..." />
      ) : isError ? (
        <ErrorState title="The forms could not be loaded." error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState>No forms yet. Create one for feedback, a sign-up or a survey.</EmptyState>
      ) : (
        <ul className="mt-6 space-y-4">
          {data.map((f) => {
            const state = formState(f);
            return (
              <li key={f._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold break-words text-gray-900">{f.title}</h2>
                    <p className="text-sm break-all text-gray-600">/f/{f.slug}</p>
                  </div>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-medium ${state === 'open' ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-800'}`}
                  >
                    {STATE_LABELS[state]}
                  </span>
                </div>
                <p className="mt-2 text-sm text-gray-800">
                  {f.currentResponses} response{f.currentResponses === 1 ? '' : 's'}
                  {f.maxResponses ? ` of ${f.maxResponses}` : ''}
                </p>
                <p className="mt-1 text-sm text-gray-600">
                  {APPLICATION_STATUSES.filter((s) => f.statusCounts[s] > 0)
                    .map((s) => `${APPLICATION_STATUS_LABELS[s]}: ${f.statusCounts[s]}`)
                    .join(' · ')}
                </p>
                <ItemActions
                  className="mt-3"
                  actions={[
                    {
                      label: 'Responses',
                      name: `Responses to ${f.title}`,
                      to: formResponsesPath(f._id),
                      variant: 'primary',
                    },
                    mayEdit && { label: 'Edit', name: `Edit ${f.title}`, to: formEditPath(f._id) },
                    mayEdit && {
                      label: f.isActive ? 'Close' : 'Publish',
                      name: `${f.isActive ? 'Close' : 'Publish'} ${f.title}`,
                      onClick: () => void setActive(f, !f.isActive),
                    },
                    { label: 'Copy link', name: `Copy link to ${f.title}`, onClick: () => void onCopy(f) },
                    mayEdit && {
                      label: 'Duplicate',
                      name: `Duplicate ${f.title}`,
                      onClick: () => void onDuplicate(f),
                    },
                    mayEdit && {
                      label: 'Delete',
                      name: `Delete ${f.title}`,
                      onClick: () => void onDelete(f),
                      variant: 'danger',
                    },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </div>
  );
}
