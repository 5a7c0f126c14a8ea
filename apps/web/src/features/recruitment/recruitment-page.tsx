import { MSG } from '@ssf/domain/messages';
import { buildApplicationPayload, validateApplication } from '@ssf/domain/recruitment/application';
import type { AnswerMap, AnswerValue } from '@ssf/domain/recruitment/questions';
import { setAnswer, visibleQuestions } from '@ssf/domain/recruitment/visibility';
import {
  APPLICANT_FIELDS,
  type ApplicantField,
  EMPTY_STUDENT_DETAILS,
  type StudentDetailsDraft,
} from '@ssf/domain/schemas/applicant';
import type { PublicRecruitment } from '@ssf/domain/schemas/recruitment';
import { formatDate } from '../../lib/dates.ts';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { Modal } from '../../components/modal.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useZodForm } from '../../components/use-zod-form.ts';
import { PersonalFields } from '../../components/personal-fields.tsx';
import { QuestionInput } from './question-input.tsx';
import { useActiveRecruitment, useApply } from './recruitment-api.ts';
import { StatusLink } from './status-link.tsx';
import { submitErrorText } from './submit-error.ts';

/** /recruitment: the open drive's application form, or the closed screen. */
export default function RecruitmentPage() {
  usePageTitle({
    pageName: 'Recruitment',
    description: 'Apply to join the team of the Science and Spirituality Forum.',
    keywords: 'recruitment, apply, join the team, science and spirituality forum',
  });
  const { data, isPending } = useActiveRecruitment();

  if (isPending) return <Spinner label="Loading recruitment..." className="min-h-[60vh]" />;
  if (!data?.open) return <ClosedScreen message={data?.message ?? MSG.defaultClosedMessage} />;
  return <ApplicationForm recruitment={data.recruitment} emailDomain={data.emailDomain} />;
}

function ClosedScreen({ message }: { message: string }) {
  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
        <div
          aria-hidden="true"
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-accent-400/20 text-2xl"
        >
          ⏳
        </div>
        <h1 className="mt-4 font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
          {MSG.recruitmentClosedTitle}
        </h1>
        <p className="mt-3 text-gray-700">{message}</p>
        <Link to="/" className={`${buttonClass('primary')} mt-6`}>
          Go to Home
        </Link>
      </div>
    </section>
  );
}

type Outcome =
  | { kind: 'error'; text: string }
  | { kind: 'success'; text: string; whatsappGroupUrl?: string; statusToken?: string }
  | null;

function ApplicationForm({
  recruitment,
  emailDomain,
}: {
  recruitment: PublicRecruitment;
  emailDomain: string;
}) {
  const [details, setDetails] = useState<StudentDetailsDraft>(EMPTY_STUDENT_DETAILS);
  const [answers, setAnswers] = useState<AnswerMap>({});
  // The whole application is checked by the shared rules (validateApplication), not one schema;
  // the form kit still places its messages and the server's details on the fields.
  const form = useZodForm();
  const { errors, clearError } = form;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = useRef(false);
  const apply = useApply();
  const questions = recruitment.customQuestions;
  const shown = visibleQuestions(questions, answers);

  const changeDetail = (field: ApplicantField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    clearError(`applicantInfo.${field}`);
  };

  // The shared rules clear the answers of questions depending on the changed one.
  const changeAnswer = (index: number, value: AnswerValue) => {
    setAnswers((current) => setAnswer(questions, current, index, value));
    clearError(`answers.${index}`);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const payload = buildApplicationPayload(recruitment, details, answers);
    // The same validation the server runs: the form refuses exactly what the server would.
    const check = validateApplication(recruitment, payload, { emailDomain });
    if (!check.ok) {
      form.setErrors(check.errors);
      setOutcome({ kind: 'error', text: check.message });
      return;
    }
    form.setErrors({});
    busy.current = true;
    try {
      const res = await apply.mutateAsync(payload);
      if (!res.success) {
        setOutcome({ kind: 'error', text: res.message || MSG.submitFailed });
        return;
      }
      setDetails(EMPTY_STUDENT_DETAILS);
      setAnswers({});
      // The group link comes with the accepted application only, never with the open drive.
      setOutcome({
        kind: 'success',
        text: res.message,
        whatsappGroupUrl: res.whatsappGroupUrl || undefined,
        statusToken: res.statusToken || undefined,
      });
    } catch (err) {
      form.showServerErrors(err);
      setOutcome({ kind: 'error', text: submitErrorText(err) });
    } finally {
      busy.current = false;
    }
  };

  const personalErrors = Object.fromEntries(
    APPLICANT_FIELDS.map((f) => [f, errors[`applicantInfo.${f}`]]).filter(([, m]) => m),
  );

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <header className="text-center sm:text-left">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Recruitment</p>
          <h1 className="mt-1 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
            {recruitment.title}
          </h1>
          <p className="mt-3 whitespace-pre-line text-gray-700">{recruitment.description}</p>
          <p className="mt-3 text-sm text-gray-600">
            Applications close on{' '}
            <time dateTime={recruitment.applicationDeadline}>
              {formatDate(recruitment.applicationDeadline)}
            </time>
            .
          </p>
        </header>

        <form
          noValidate
          onSubmit={onSubmit}
          aria-busy={apply.isPending}
          className="mt-8 space-y-6"
          aria-label={`Application for ${recruitment.title}`}
        >
          <section
            aria-labelledby="personal-heading"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
          >
            <h2 id="personal-heading" className="text-xl font-semibold text-brand-900">
              Personal Information
            </h2>
            <p className="mt-1 mb-5 text-sm text-gray-600">
              Fields marked <span className="text-red-700">*</span> are required.
            </p>
            <PersonalFields
              values={details}
              errors={personalErrors}
              onChange={changeDetail}
              emailDomain={emailDomain}
            />
          </section>

          {questions.length > 0 && (
            <section
              aria-labelledby="questions-heading"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
            >
              <h2 id="questions-heading" className="mb-5 text-xl font-semibold text-brand-900">
                Additional Questions
              </h2>
              <div className="space-y-6">
                {shown.map(({ index, question }) => (
                  <QuestionInput
                    key={index}
                    index={index}
                    question={question}
                    value={answers[index]}
                    onChange={(value) => changeAnswer(index, value)}
                    error={errors[`answers.${index}`]}
                  />
                ))}
              </div>
            </section>
          )}

          {/* aria-disabled rather than disabled: a disabled button drops focus to the page, and the
              result dialog would then have nowhere to return it. The busy flag refuses a second send. */}
          <button
            type="submit"
            aria-disabled={apply.isPending || undefined}
            className={`${buttonClass('primary')} w-full text-lg sm:w-auto`}
          >
            {apply.isPending ? 'Submitting...' : 'Submit Application'}
          </button>
        </form>
      </div>

      <Modal open={outcome?.kind === 'error'} onClose={() => setOutcome(null)} title="Error">
        <p className="whitespace-pre-line text-gray-800">{outcome?.text}</p>
      </Modal>
      {/* With a status link shown only this once, a stray click beside the dialog must not lose it. */}
      <Modal
        open={outcome?.kind === 'success'}
        onClose={() => setOutcome(null)}
        title="Success"
        closeOnOverlay={!(outcome?.kind === 'success' && outcome.statusToken)}
      >
        <p className="text-gray-800">{outcome?.text}</p>
        {outcome?.kind === 'success' && outcome.statusToken && <StatusLink token={outcome.statusToken} />}
        {outcome?.kind === 'success' && outcome.whatsappGroupUrl && (
          <a
            href={outcome.whatsappGroupUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
          >
            Join WhatsApp Recruitment Group
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </Modal>
    </section>
  );
}
