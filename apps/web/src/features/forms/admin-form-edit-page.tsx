import {
  FORM_TEXT as F,
  RESPONDENT_FIELD_LABELS,
  RESPONDENT_FIELDS,
  type RespondentField,
} from '@ssf/domain/forms/form';
import { formInputSchema } from '@ssf/domain/forms/form-input';
import { PAGES } from '@ssf/domain/pages';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import type { Form } from '@ssf/domain/schemas/forms';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Field, FieldError, inputClass } from '../../components/field.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { isoToLocalInput, localInputToIso } from '../../components/review/deadline.ts';
import { ForumTimeField } from '../../components/review/forum-time-field.tsx';
import { MessageFields } from '../../components/review/message-fields.tsx';
import { ToggleCard } from '../../components/review/toggle-card.tsx';
import { QuestionBuilder } from '../../components/review/question-builder.tsx';
import { useAdminForms, useSaveForm } from './forms-api.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { BackToForms } from './back-to-forms.tsx';
import { SaveBar } from '../../components/admin/save-bar.tsx';

/** /admin/forms/new and /admin/forms/edit/{id}: a form's settings, respondent fields and questions. */
export default function AdminFormEditPage() {
  const { id } = useParams();
  usePageTitle({ pageName: (id ? PAGES.adminFormEdit : PAGES.adminFormNew).title });
  const { data, isPending, isError, error, refetch } = useAdminForms();
  if (!id) return <FormEditor form={null} />;
  if (isPending) return <Spinner label="Loading the form..." />;
  if (isError)
    return <ErrorState title="The form could not be loaded." error={error} onRetry={() => void refetch()} />;
  const form = data.find((f) => f._id === id);
  if (!form) return <ErrorState title="Form not found." error={null} />;
  return <FormEditor key={form._id} form={form} />;
}

interface Draft {
  slug: string;
  title: string;
  description: string;
  isActive: boolean;
  opensAt: string;
  deadline: string;
  maxResponses: string;
  oneResponsePerEmail: boolean;
  universityOnly: boolean;
  sendReceipt: boolean;
  fields: Record<RespondentField, 'off' | 'optional' | 'required'>;
  customQuestions: CustomQuestion[];
  successMessage: string;
  closedMessage: string;
}

function draftOf(f: Form | null): Draft {
  const fields = Object.fromEntries(RESPONDENT_FIELDS.map((k) => [k, 'off'])) as Draft['fields'];
  if (!f) {
    fields.name = 'required';
    fields.email = 'required';
  }
  for (const r of f?.respondentFields ?? []) fields[r.field] = r.required ? 'required' : 'optional';
  return {
    slug: f?.slug ?? '',
    title: f?.title ?? '',
    description: f?.description ?? '',
    isActive: f?.isActive ?? false,
    opensAt: f?.opensAt ? isoToLocalInput(f.opensAt) : '',
    deadline: f?.deadline ? isoToLocalInput(f.deadline) : '',
    maxResponses: f?.maxResponses ? String(f.maxResponses) : '',
    oneResponsePerEmail: f?.oneResponsePerEmail ?? false,
    universityOnly: f?.universityOnly ?? false,
    sendReceipt: f?.sendReceipt ?? false,
    fields,
    customQuestions: f?.customQuestions ?? [],
    successMessage: f?.successMessage ?? '',
    closedMessage: f?.closedMessage ?? '',
  };
}

/** The draft as the API's form fields. */
function draftToInput(d: Draft) {
  return {
    slug: d.slug,
    title: d.title,
    description: d.description,
    isActive: d.isActive,
    opensAt: d.opensAt ? localInputToIso(d.opensAt) : null,
    deadline: d.deadline ? localInputToIso(d.deadline) : null,
    maxResponses: d.maxResponses.trim() === '' ? null : d.maxResponses.trim(),
    oneResponsePerEmail: d.oneResponsePerEmail,
    universityOnly: d.universityOnly,
    sendReceipt: d.sendReceipt,
    respondentFields: RESPONDENT_FIELDS.filter((k) => d.fields[k] !== 'off').map((field) => ({
      field,
      required: d.fields[field] === 'required',
    })),
    customQuestions: d.customQuestions,
    successMessage: d.successMessage,
    closedMessage: d.closedMessage,
  };
}

function FormEditor({ form }: { form: Form | null }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(form));
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const zod = useZodForm(formInputSchema);
  const { errors } = zod;
  const save = useSaveForm();
  const notices = useNotices();
  const navigate = useNavigate();

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    zod.clearError(key === 'fields' ? 'respondentFields' : key);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const input = zod.validate(draftToInput(draft));
    if (!input) {
      notices.error('Please correct the highlighted fields.');
      return;
    }
    try {
      setProgress(image ? 0 : null);
      await save.mutateAsync({
        id: form?._id ?? null,
        input,
        headerImage: image,
        onProgress: image ? setProgress : undefined,
      });
      notices.success(form ? F.updated : F.created);
      navigate(PAGES.adminForms.path);
    } catch (err) {
      zod.showServerErrors(err);
      notices.error(
        err instanceof ApiError ? `The form was not saved.\n${err.message}` : 'The form was not saved.',
      );
    } finally {
      setProgress(null);
    }
  };

  const text = (key: 'slug' | 'title', label: string, hint?: string) => (
    <Field label={label} required hint={hint} error={errors[key]}>
      {(p) => (
        <input
          {...p}
          type="text"
          required
          maxLength={key === 'slug' ? 60 : 200}
          value={draft[key]}
          onChange={(e) => set(key, key === 'slug' ? e.target.value.toLowerCase() : e.target.value)}
          className={inputClass(!!errors[key])}
        />
      )}
    </Field>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <AdminPageHeader title={form ? 'Edit Form' : 'Create Form'} back={<BackToForms />} />
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-5"
        aria-label={form ? 'Edit form' : 'Create form'}
      >
        {text('title', 'Title')}
        {text(
          'slug',
          'Short address',
          'Lower-case letters, digits and dashes: the form is shared at /f/<address>.',
        )}
        <Field label="Description" error={errors.description}>
          {(p) => (
            <textarea
              {...p}
              rows={4}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
              className={inputClass(!!errors.description)}
            />
          )}
        </Field>
        <ImageField
          label="Header image"
          hint={form?.headerImage ? 'Leave empty to keep the current image.' : 'Optional.'}
          value={image}
          onChange={setImage}
          currentUrl={form?.headerImage ?? null}
          error={errors.headerImage}
          progress={progress}
          name="headerImage"
        />
        <fieldset className="min-w-0 rounded-xl border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-gray-900">Respondent fields</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {RESPONDENT_FIELDS.map((field) => (
              <Field key={field} label={RESPONDENT_FIELD_LABELS[field]}>
                {(p) => (
                  <select
                    {...p}
                    value={draft.fields[field]}
                    onChange={(e) =>
                      set('fields', {
                        ...draft.fields,
                        [field]: e.target.value as Draft['fields'][RespondentField],
                      })
                    }
                    className={inputClass()}
                  >
                    <option value="off">Not asked</option>
                    <option value="optional">Optional</option>
                    <option value="required">Required</option>
                  </select>
                )}
              </Field>
            ))}
          </div>
          <FieldError message={errors.respondentFields} />
        </fieldset>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <ForumTimeField
            label="Opens at"
            value={draft.opensAt}
            onChange={(value) => set('opensAt', value)}
            error={errors.opensAt}
          />
          <ForumTimeField
            label="Deadline"
            value={draft.deadline}
            onChange={(value) => set('deadline', value)}
            error={errors.deadline}
          />
          <Field label="Maximum responses" hint="Empty: no limit." error={errors.maxResponses}>
            {(p) => (
              <input
                {...p}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={draft.maxResponses}
                onChange={(e) => set('maxResponses', e.target.value)}
                className={inputClass(!!errors.maxResponses)}
              />
            )}
          </Field>
        </div>
        <MessageFields
          values={draft}
          onChange={set}
          errors={errors}
          placeholders={{ successMessage: F.defaultSuccessMessage, closedMessage: F.defaultClosedMessage }}
        />
        <ToggleCard checked={draft.isActive} onChange={(v) => set('isActive', v)} title="Published">
          Anyone with the link can respond while the form is open.
        </ToggleCard>
        <ToggleCard
          checked={draft.universityOnly}
          onChange={(v) => set('universityOnly', v)}
          title="University emails only"
        />
        <ToggleCard
          checked={draft.oneResponsePerEmail}
          onChange={(v) => set('oneResponsePerEmail', v)}
          title="One response per email"
        >
          Needs the email field, required. The same address in another case or with a +tag counts as the same.
        </ToggleCard>
        <FieldError message={errors.oneResponsePerEmail} />
        <ToggleCard
          checked={draft.sendReceipt}
          onChange={(v) => set('sendReceipt', v)}
          title="Send a receipt by email"
        >
          The respondent gets a copy of their answers.
        </ToggleCard>
        <QuestionBuilder
          questions={draft.customQuestions}
          onChange={(questions) => {
            setDraft((d) => ({ ...d, customQuestions: questions }));
            zod.clearError('customQuestions');
          }}
          errors={errors}
        />
        <SaveBar inCard={false}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : form ? 'Update Form' : 'Create Form'}
          </Button>
          <Link
            to={PAGES.adminForms.path}
            className="inline-flex min-h-11 items-center px-3 font-medium text-brand-800 underline"
          >
            Cancel
          </Link>
        </SaveBar>
      </form>
    </div>
  );
}
