import { PAGES } from '@ssf/domain/pages';
import { YEAR_OPTIONS } from '@ssf/domain/constants';
import { COURSES } from '@ssf/domain/courses';
import {
  buildResponsePayload,
  RESPONDENT_FIELD_LABELS,
  type Respondent,
  type RespondentField,
  validateResponse,
} from '@ssf/domain/forms/form';
import { MSG } from '@ssf/domain/messages';
import type { PublicForm } from '@ssf/domain/schemas/forms';
import { type FormEvent, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { useRevealFirstInvalidField } from '../../components/first-invalid-field.ts';
import { Spinner } from '../../components/spinner.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { FORM_HEADER_IMAGE_SIZES, imageProps } from '../../lib/media.ts';
import { HoneypotField, useBotCheck } from '../../lib/bot-check.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAnswers } from '../../components/review/use-answers.ts';
import { VisibleQuestions } from '../../components/review/visible-questions.tsx';
import { usePublicForm, useRespond } from './public-form-api.ts';

/** /f/{slug}: a public form, or its closed, full or not-yet-open message. */
export default function FormPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = usePublicForm(slug);
  usePageTitle({ pageName: data?.kind === 'open' ? data.form.title : PAGES.form.title });

  if (isPending) return <Spinner label="Loading the form..." className="min-h-[60vh]" />;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        {isError ? (
          <Notice title="The form could not be loaded" text="Please check your connection and try again." />
        ) : data.kind === 'missing' ? (
          <Notice title="Form not found" text="This form does not exist or is no longer shared." />
        ) : data.kind === 'closed' ? (
          <Notice title="Not accepting responses" text={data.message} />
        ) : (
          <OpenForm form={data.form} />
        )}
      </div>
    </section>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 whitespace-pre-line text-gray-700">{text}</p>
    </div>
  );
}

const INPUT_TYPES: Partial<
  Record<RespondentField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email' }>
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  prn: { type: 'text', autoComplete: 'off' },
};

function OpenForm({ form }: { form: PublicForm }) {
  const [respondent, setRespondent] = useState<Respondent>({});
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const zod = useZodForm();
  const { errors, clearError } = zod;
  const respond = useRespond(form.slug);
  const bot = useBotCheck();
  const busy = useRef(false);
  const questions = form.customQuestions;
  const { answers, changeAnswer } = useAnswers(questions, clearError);
  const doneRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused submit brings the first field in error into view, focused.
  const revealFirstInvalid = useRevealFirstInvalidField(formRef);

  const changeField = (field: RespondentField, value: string) => {
    setRespondent((r) => ({ ...r, [field]: value }));
    clearError(`respondent.${field}`);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const payload = buildResponsePayload(form, respondent, answers);
    // The server's own check; the university domain it names is checked there.
    const check = validateResponse({ ...form, universityOnly: false }, payload);
    if (!check.ok) {
      zod.setErrors(check.errors);
      setProblem(check.message);
      revealFirstInvalid();
      return;
    }
    zod.setErrors({});
    setProblem(null);
    busy.current = true;
    try {
      const res = await respond.mutateAsync({ ...payload, ...bot.signals() });
      setDone(res.message);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      if (zod.showServerErrors(err)) revealFirstInvalid();
      setProblem(err instanceof ApiError ? err.message : MSG.submitFailed);
    } finally {
      busy.current = false;
    }
  };

  if (done !== null)
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 focus:outline-none"
      >
        <h1 className="text-2xl font-bold text-brand-900">{form.title}</h1>
        <p role="status" className="mt-3 whitespace-pre-line text-gray-800">
          {done}
        </p>
      </div>
    );

  return (
    <>
      <header>
        {form.headerImage && (
          // The page's largest picture: each width of it offered, fetched first.
          <img
            {...imageProps(form.headerImage, FORM_HEADER_IMAGE_SIZES)}
            alt=""
            width={1600}
            height={900}
            fetchPriority="high"
            className="mb-6 aspect-[16/9] w-full rounded-2xl object-cover"
          />
        )}
        <h1 className="text-3xl font-bold text-brand-900">{form.title}</h1>
        {form.description && <p className="mt-3 whitespace-pre-line text-gray-700">{form.description}</p>}
      </header>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={respond.isPending}
        aria-label={form.title}
        className="relative mt-6 space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
      >
        <HoneypotField inputRef={bot.honeypot} />
        {form.respondentFields.length > 0 && (
          <div className="space-y-5">
            {form.respondentFields.map(({ field, required }) => {
              const error = errors[`respondent.${field}`];
              const label =
                field === 'email' && form.universityOnly
                  ? 'University email'
                  : RESPONDENT_FIELD_LABELS[field];
              if (field === 'year' || field === 'course') {
                const options: readonly string[] = field === 'year' ? YEAR_OPTIONS : COURSES;
                return (
                  <Field key={field} label={label} required={required} error={error}>
                    {(control) => (
                      <select
                        {...control}
                        name={field}
                        value={respondent[field] ?? ''}
                        onChange={(e) => changeField(field, e.target.value)}
                        className={inputClass(!!error)}
                      >
                        <option value="">Select an option</option>
                        {options.map((o) => (
                          <option key={o} value={o}>
                            {o}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                );
              }
              const kind = INPUT_TYPES[field] ?? { type: 'text', autoComplete: 'off' };
              return (
                <Field key={field} label={label} required={required} error={error}>
                  {(control) => (
                    <input
                      {...control}
                      name={field}
                      type={kind.type}
                      autoComplete={kind.autoComplete}
                      inputMode={kind.inputMode}
                      maxLength={field === 'email' ? 320 : 100}
                      value={respondent[field] ?? ''}
                      onChange={(e) => changeField(field, e.target.value)}
                      className={inputClass(!!error)}
                    />
                  )}
                </Field>
              );
            })}
          </div>
        )}
        <VisibleQuestions questions={questions} answers={answers} onChange={changeAnswer} errors={errors} />
        <FormAlert tone="error" message={problem} />
        <button
          type="submit"
          aria-disabled={respond.isPending || undefined}
          className={`${buttonClass('primary')} w-full sm:w-auto`}
        >
          {respond.isPending ? 'Submitting...' : 'Submit'}
        </button>
      </form>
    </>
  );
}
