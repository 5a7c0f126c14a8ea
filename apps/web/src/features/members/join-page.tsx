import { PAGES } from '@ssf/domain/pages';
import {
  APPLICANT_FIELDS,
  type ApplicantField,
  EMPTY_STUDENT_DETAILS,
  type StudentDetailsDraft,
  summarizeErrors,
} from '@ssf/domain/schemas/applicant';
import { issuesToDetails } from '@ssf/domain/schemas/errors';
import { MEMBER_TEXT } from '@ssf/domain/member-text';
import { memberJoinSchema } from '@ssf/domain/schemas/member';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { revealFirstInvalidField } from '../../components/first-invalid-field.ts';
import { FormAlert } from '../../components/form-alert.tsx';
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
  // Counts refused submits: each one brings the first field in error into view, focused.
  const [refusals, setRefusals] = useState(0);
  const join = useJoin();
  const bot = useBotCheck();
  const navigate = useNavigate();

  const change = (field: ApplicantField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  useEffect(() => {
    if (refusals > 0) revealFirstInvalidField(formRef.current);
  }, [refusals]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    // The same rules the server applies: the form refuses exactly what the server would.
    const parsed = schema.safeParse(details);
    if (!parsed.success) {
      const errors = issuesToDetails(parsed.error);
      form.setErrors(errors);
      setAlert(summarizeErrors(errors, emailDomain));
      setRefusals((n) => n + 1);
      return;
    }
    form.setErrors({});
    setAlert(null);
    busy.current = true;
    try {
      const res = await join.mutateAsync({ ...details, ...bot.signals() });
      navigate(PAGES.badge.href({ id: res.member._id }), { state: { member: res.member } });
    } catch (err) {
      if (form.showServerErrors(err)) setRefusals((n) => n + 1);
      setAlert(err instanceof ApiError && err.message ? err.message : MEMBER_TEXT.joinFailed);
    } finally {
      busy.current = false;
    }
  };

  const fieldErrors = Object.fromEntries(
    APPLICANT_FIELDS.map((f) => [f, form.errors[f]]).filter(([, message]) => message),
  );

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Membership</p>
          <h1 className="mt-1 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">Become a Member!</h1>
          <p className="mt-3 text-gray-700">
            Membership is open to every student of the university. Fill in your details once and you are in:
          </p>
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
        </header>

        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          aria-busy={join.isPending}
          aria-labelledby="join-heading"
          className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
        >
          <h2 id="join-heading" className="text-xl font-semibold text-brand-900">
            Your details
          </h2>
          <p className="mt-1 mb-5 text-sm text-gray-600">
            Fields marked <span className="text-red-700">*</span> are required. Your email and PRN are seen
            only by the forum’s admins; your badge shows your name and member ID.
          </p>
          <PersonalFields values={details} errors={fieldErrors} onChange={change} emailDomain={emailDomain} />
          <HoneypotField inputRef={bot.honeypot} />
          <div className="mt-6">
            <FormAlert tone="error" message={alert} />
            {/* aria-disabled rather than disabled keeps focus on the button while the join is sent. */}
            <button
              type="submit"
              aria-disabled={join.isPending || undefined}
              className={`${buttonClass('primary')} w-full text-lg sm:w-auto`}
            >
              {join.isPending ? 'Joining...' : 'Join and get my badge'}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
