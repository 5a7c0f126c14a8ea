import { buildApplicationPayload, validateApplication } from '@ssf/domain/recruitment/application';
import {
  APPLICANT_FIELDS,
  type ApplicantField,
  EMPTY_STUDENT_DETAILS,
  type StudentDetailsDraft,
} from '@ssf/domain/schemas/applicant';
import type { PublicRecruitment } from '@ssf/domain/schemas/recruitment';
import { type FormEvent, useRef, useState } from 'react';
import { buttonClass } from '../../components/button.tsx';
import { FormActions, FormSection, RequiredNote, SUBMIT_CLASS } from '../../components/form-layout.tsx';
import { useRevealFirstInvalidField } from '../../components/first-invalid-field.ts';
import { Modal } from '../../components/modal.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { PersonalFields } from '../../components/personal-fields.tsx';
import { HoneypotField, useBotCheck } from '../../lib/bot-check.tsx';
import { useAnswers } from '../../components/review/use-answers.ts';
import { VisibleQuestions } from '../../components/review/visible-questions.tsx';
import { useApply } from './application-api.ts';
import { StatusLink } from './status-link.tsx';
import { submitErrorText } from './submit-error.ts';

type Outcome =
  | { kind: 'error'; text: string }
  | { kind: 'success'; text: string; whatsappGroupUrl?: string; statusToken?: string }
  | null;

/**
 * The open drive's application form: the student's details, the drive's questions (shown as their
 * conditions say), the submit button and the result dialogs. The drive's page loads it once the
 * drive's text is on screen (recruitment-page.tsx).
 */
export default function ApplicationForm({
  recruitment,
  emailDomain,
}: {
  recruitment: PublicRecruitment;
  emailDomain: string;
}) {
  const [details, setDetails] = useState<StudentDetailsDraft>(EMPTY_STUDENT_DETAILS);
  // The whole application is checked by the shared rules (validateApplication), not one schema;
  // the form kit still places its messages and the server's details on the fields.
  const form = useZodForm();
  const { errors, clearError } = form;
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, the first field in error is shown behind the 'Error' dialog at once and
  // takes focus when the dialog closes (focus cannot leave an open dialog).
  const reveal = useRevealFirstInvalidField(formRef);
  const apply = useApply();
  const bot = useBotCheck();
  const questions = recruitment.customQuestions;
  const { answers, changeAnswer, clearAnswers } = useAnswers(questions, clearError);

  const changeDetail = (field: ApplicantField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    clearError(`applicantInfo.${field}`);
  };

  const closeError = () => {
    setOutcome(null);
    if (Object.keys(errors).length > 0) reveal({ focus: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const payload = buildApplicationPayload(recruitment, details, answers);
    // The same validation the server runs: the form refuses exactly what the server would.
    const check = validateApplication(recruitment, payload, { emailDomain });
    if (!check.ok) {
      form.setErrors(check.errors);
      reveal({ focus: false });
      setOutcome({ kind: 'error', text: check.message });
      return;
    }
    form.setErrors({});
    busy.current = true;
    try {
      // A refusal arrives as an ApiError (below): an answer here is an accepted application.
      const res = await apply.mutateAsync({ ...payload, ...bot.signals() });
      setDetails(EMPTY_STUDENT_DETAILS);
      clearAnswers();
      // The group link comes with the accepted application only, never with the open drive.
      setOutcome({
        kind: 'success',
        text: res.message,
        whatsappGroupUrl: res.whatsappGroupUrl || undefined,
        statusToken: res.statusToken || undefined,
      });
    } catch (err) {
      if (form.showServerErrors(err)) reveal({ focus: false });
      setOutcome({ kind: 'error', text: submitErrorText(err) });
    } finally {
      busy.current = false;
    }
  };

  const personalErrors = Object.fromEntries(
    APPLICANT_FIELDS.map((f) => [f, errors[`applicantInfo.${f}`]]).filter(([, m]) => m),
  );

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={apply.isPending}
        className="space-y-6"
        aria-label={`Application for ${recruitment.title}`}
      >
        <FormSection id="personal-heading" title="Personal Information" note={<RequiredNote />}>
          <PersonalFields
            values={details}
            errors={personalErrors}
            onChange={changeDetail}
            emailDomain={emailDomain}
          />
        </FormSection>

        {questions.length > 0 && (
          <FormSection id="questions-heading" title="Additional Questions">
            <div className="space-y-6">
              <VisibleQuestions
                questions={questions}
                answers={answers}
                onChange={changeAnswer}
                errors={errors}
              />
            </div>
          </FormSection>
        )}

        {/* aria-disabled rather than disabled: a disabled button drops focus to the page, and the
              result dialog would then have nowhere to return it. The busy flag refuses a second send. */}
        <HoneypotField inputRef={bot.honeypot} />
        <FormActions>
          <button
            type="submit"
            aria-disabled={apply.isPending || undefined}
            className={`${buttonClass('primary')} ${SUBMIT_CLASS}`}
          >
            {apply.isPending ? 'Submitting...' : 'Submit Application'}
          </button>
        </FormActions>
      </form>

      <Modal open={outcome?.kind === 'error'} onClose={closeError} title="Error">
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
            // Second to the status link above it, which the student must keep: the secondary style.
            className={`${buttonClass('secondary')} mt-4 w-full`}
          >
            Join WhatsApp Recruitment Group
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </Modal>
    </>
  );
}
