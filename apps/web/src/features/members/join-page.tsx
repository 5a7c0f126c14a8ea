import { PAGES } from '@ssf/domain/pages';
import {
  APPLICANT_FIELDS,
  type ApplicantField,
  EMPTY_STUDENT_DETAILS,
  type StudentDetailsDraft,
  summarizeErrors,
} from '@ssf/domain/schemas/applicant';
import { issuesToDetails } from '@ssf/domain/field-errors';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { memberJoinSchema } from '@ssf/domain/schemas/member';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { useRevealFirstInvalidField } from '../../components/first-invalid-field.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import {
  FormActions,
  FormPage,
  FormSection,
  RequiredNote,
  SUBMIT_CLASS,
} from '../../components/form-layout.tsx';
import { PersonalFields } from '../../components/personal-fields.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { HoneypotField, useBotCheck } from '../../lib/bot-check.tsx';
import { useEmailDomain } from '../../lib/email-domain.ts';
import { useJoin } from './join-api.ts';

const BENEFITS = [
  'A membership badge with your own member ID and a QR code anyone can scan to verify it',
  'A certification you can add to your LinkedIn profile',
  'Invitations to the forum’s talks, podcast recordings, retreats and discussions',
  'A community of students from every programme exploring science and spirituality together',
];

/** /join-us: what membership gives, then the form; a new member lands on their badge. */
export default function JoinPage() {
  usePageTitle(PAGES.joinUs);
  const emailDomain = useEmailDomain();
  const schema = useMemo(() => memberJoinSchema({ emailDomain }), [emailDomain]);
  const form = useZodForm(schema);
  const [details, setDetails] = useState<StudentDetailsDraft>(EMPTY_STUDENT_DETAILS);
  const [alert, setAlert] = useState<string | null>(null);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused submit brings the first field in error into view, focused.
  const revealFirstInvalid = useRevealFirstInvalidField(formRef);
  const join = useJoin();
  const bot = useBotCheck();
  const navigate = useNavigate();

  const change = (field: ApplicantField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    // The same rules the server applies: the form refuses exactly what the server would.
    const parsed = schema.safeParse(details);
    if (!parsed.success) {
      const errors = issuesToDetails(parsed.error);
      form.setErrors(errors);
      setAlert(summarizeErrors(errors, emailDomain));
      revealFirstInvalid();
      return;
    }
    form.setErrors({});
    setAlert(null);
    busy.current = true;
    try {
      const res = await join.mutateAsync({ ...details, ...bot.signals() });
      navigate(PAGES.badge.href({ id: res.member._id }), { state: { member: res.member } });
    } catch (err) {
      if (form.showServerErrors(err)) revealFirstInvalid();
      setAlert(err instanceof ApiError && err.message ? err.message : MEMBER_TEXT.joinFailed);
    } finally {
      busy.current = false;
    }
  };

  const fieldErrors = Object.fromEntries(
    APPLICANT_FIELDS.map((f) => [f, form.errors[f]]).filter(([, message]) => message),
  );

  return (
    <FormPage
      eyebrow="Membership"
      title="Become a Member!"
      intro="Membership is open to every student of the university. Fill in your details once and you are in:"
      aside={
        <ul className="mt-4 space-y-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-gray-800">
              <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
                ✓
              </span>
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-busy={join.isPending}
        aria-labelledby="join-heading"
        className="space-y-6"
      >
        <FormSection
          id="join-heading"
          title="Your details"
          note={
            <RequiredNote>
              Your email and PRN are seen only by the forum’s admins; your badge shows your name and member
              ID.
            </RequiredNote>
          }
        >
          <PersonalFields values={details} errors={fieldErrors} onChange={change} emailDomain={emailDomain} />
          <HoneypotField inputRef={bot.honeypot} />
        </FormSection>
        <FormActions>
          <FormAlert tone="error" message={alert} />
          {/* aria-disabled rather than disabled keeps focus on the button while the join is sent. */}
          <button
            type="submit"
            aria-disabled={join.isPending || undefined}
            className={`${buttonClass('primary')} ${SUBMIT_CLASS}`}
          >
            {join.isPending ? 'Joining...' : 'Join and get my badge'}
          </button>
        </FormActions>
      </form>
    </FormPage>
  );
}
