import { DEFAULT_MAX_APPLICATIONS, MIN_MAX_APPLICATIONS } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { type Recruitment, recruitmentInputSchema } from '@ssf/domain/schemas/recruitment';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { Modal } from '../../components/modal.tsx';
import { useNotices } from '../../components/notices.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isoToLocalInput, localInputToIso } from '../../components/review/deadline.ts';
import { ForumTimeField } from '../../components/review/forum-time-field.tsx';
import { MessageFields } from '../../components/review/message-fields.tsx';
import { QuestionBuilder } from '../../components/review/question-builder.tsx';
import { ToggleCard } from '../../components/review/toggle-card.tsx';
import { useSaveRecruitment } from './recruitment-admin-api.ts';

interface Draft {
  title: string;
  description: string;
  applicationDeadline: string;
  maxApplications: string;
  whatsappGroupUrl: string;
  successMessage: string;
  closedMessage: string;
  isActive: boolean;
  statusVisible: boolean;
  customQuestions: CustomQuestion[];
}

/** A new drive starts inactive, with the default success and closed messages filled in. */
function draftOf(r: Recruitment | null): Draft {
  return {
    title: r?.title ?? '',
    description: r?.description ?? '',
    applicationDeadline: r ? isoToLocalInput(r.applicationDeadline) : '',
    maxApplications: String(r?.maxApplications ?? DEFAULT_MAX_APPLICATIONS),
    whatsappGroupUrl: r?.whatsappGroupUrl ?? '',
    successMessage: r?.successMessage ?? MSG.defaultSuccessMessage,
    closedMessage: r?.closedMessage ?? MSG.defaultClosedMessage,
    isActive: r?.isActive ?? false,
    statusVisible: r?.statusVisible ?? false,
    customQuestions: r?.customQuestions ?? [],
  };
}

interface RecruitmentFormModalProps {
  /** null: create a new drive. */
  recruitment: Recruitment | null;
  onClose: () => void;
}

/** The modal form that creates or edits a drive. Mounted fresh for each opening. */
export function RecruitmentFormModal({ recruitment, onClose }: RecruitmentFormModalProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(recruitment));
  const form = useZodForm(recruitmentInputSchema);
  const { errors } = form;
  const notices = useNotices();
  const save = useSaveRecruitment();
  const formId = useId();
  const editing = recruitment !== null;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    form.clearError(key);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = form.validate({
      ...draft,
      applicationDeadline: localInputToIso(draft.applicationDeadline),
      maxApplications: draft.maxApplications.trim() === '' ? undefined : Number(draft.maxApplications),
    });
    if (!input) return;
    try {
      await save.mutateAsync({ id: recruitment?._id ?? null, input });
      notices.success(editing ? MSG.recruitmentUpdated : MSG.recruitmentCreated);
      onClose();
    } catch (err) {
      // The form stays open with the server's field messages in place.
      form.showServerErrors(err);
      const reason = err instanceof ApiError ? err.message : '';
      notices.error(reason ? `${MSG.recruitmentSaveFailed}\n${reason}` : MSG.recruitmentSaveFailed);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? 'Edit Recruitment' : 'Create New Recruitment'}
      size="xl"
      closeOnOverlay={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Update Recruitment' : 'Create Recruitment'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        <Field label="Title" required error={errors.title}>
          {(p) => (
            <input
              {...p}
              type="text"
              required
              maxLength={200}
              value={draft.title}
              onChange={(e) => set('title', e.target.value)}
              className={inputClass(!!errors.title)}
            />
          )}
        </Field>
        <Field label="Description" required error={errors.description}>
          {(p) => (
            <textarea
              {...p}
              required
              rows={4}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
              className={inputClass(!!errors.description)}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <ForumTimeField
            label="Application deadline"
            required
            value={draft.applicationDeadline}
            onChange={(value) => set('applicationDeadline', value)}
            error={errors.applicationDeadline}
          />
          <Field label="Maximum applications" error={errors.maxApplications}>
            {(p) => (
              <input
                {...p}
                type="number"
                inputMode="numeric"
                min={MIN_MAX_APPLICATIONS}
                step={1}
                value={draft.maxApplications}
                onChange={(e) => set('maxApplications', e.target.value)}
                className={inputClass(!!errors.maxApplications)}
              />
            )}
          </Field>
        </div>
        <Field
          label="WhatsApp group link"
          hint="Optional. Shown to applicants after they apply."
          error={errors.whatsappGroupUrl}
        >
          {(p) => (
            <input
              {...p}
              type="url"
              inputMode="url"
              placeholder="https://chat.whatsapp.com/..."
              value={draft.whatsappGroupUrl}
              onChange={(e) => set('whatsappGroupUrl', e.target.value)}
              className={inputClass(!!errors.whatsappGroupUrl)}
            />
          )}
        </Field>
        <MessageFields values={draft} onChange={set} errors={errors} />
        <ToggleCard checked={draft.isActive} onChange={(v) => set('isActive', v)} title="Active">
          Students can apply to an active drive. Activating this one deactivates any other.
        </ToggleCard>
        <ToggleCard
          checked={draft.statusVisible}
          onChange={(v) => set('statusVisible', v)}
          title="Publish statuses to applicants"
        >
          Applicants see their decision (Shortlisted, Selected, Not selected this time, On the waiting list)
          on their private status page. While this is off, every application reads “Received”.
        </ToggleCard>
        <QuestionBuilder
          questions={draft.customQuestions}
          onChange={(questions) => {
            setDraft((d) => ({ ...d, customQuestions: questions }));
            form.clearError('customQuestions');
          }}
          errors={errors}
        />
      </form>
    </Modal>
  );
}
