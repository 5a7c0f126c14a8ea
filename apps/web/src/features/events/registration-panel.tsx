import type { Event } from '@ssf/domain/schemas/event';
import {
  type Registered,
  REGISTRANT_NAME_MAX,
  registerSchema,
  registrationOpen,
} from '@ssf/domain/schemas/event-registration';
import { summarizeErrors } from '@ssf/domain/schemas/applicant';
import { issuesToDetails } from '@ssf/domain/field-errors';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { HoneypotField, useBotCheck } from '../../lib/bot-check.tsx';
import { useZodForm } from '../../components/use-zod-form.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatLongDate, formatTime } from '../../lib/dates.ts';
import { useEmailDomain } from '../../lib/email-domain.ts';
import { type RegisterDraft, useRegister } from './registration-api.ts';

/** The seats as a visitor reads them: how many are left, or that the waitlist is open. */
export function seatsText(event: Event): string {
  const { capacity, waitlist, counts } = event.registration;
  if (capacity === null) return `${counts.registered} registered`;
  if ((counts.spotsLeft ?? 0) > 0) return `${counts.spotsLeft} of ${capacity} seats left`;
  return waitlist
    ? `All ${capacity} seats are taken: you can join the waitlist`
    : `All ${capacity} seats are taken`;
}

/** The ticket page's path inside the site, from the absolute link the server answers. */
const ticketPathOf = (ticketUrl: string) => {
  try {
    return new URL(ticketUrl).pathname;
  } catch {
    return ticketUrl;
  }
};

/** An upcoming event's registration: seats left and the form, or the result with the ticket link. */
export function RegistrationPanel({ event }: { event: Event }) {
  const r = event.registration;
  const [done, setDone] = useState<Registered | null>(null);
  const now = Date.now();
  const open = registrationOpen(r, event.eventType, now);
  const full = r.capacity !== null && (r.counts.spotsLeft ?? 0) <= 0;
  return (
    <section
      aria-labelledby="registration-title"
      className="mt-8 rounded-2xl border border-brand-100 bg-brand-50/50 p-5 sm:p-6"
    >
      <h2 id="registration-title" className="font-serif text-2xl font-bold text-brand-900">
        Register
      </h2>
      <p className="mt-1 font-medium text-gray-800" data-testid="seats-left">
        {seatsText(event)}
      </p>
      {done ? (
        <RegistrationResult result={done} />
      ) : !open ? (
        <p className="mt-3 text-gray-700">
          {r.opensAt && new Date(r.opensAt).getTime() > now
            ? `Registration opens on ${formatLongDate(r.opensAt)}, ${formatTime(r.opensAt)}.`
            : 'Registration is closed.'}
        </p>
      ) : full && !r.waitlist ? (
        <p className="mt-3 text-gray-700">Registration is full.</p>
      ) : (
        <RegistrationForm event={event} onDone={setDone} waitlisted={full} />
      )}
    </section>
  );
}

function RegistrationForm({
  event,
  onDone,
  waitlisted,
}: {
  event: Event;
  onDone: (r: Registered) => void;
  waitlisted: boolean;
}) {
  const emailDomain = useEmailDomain();
  const universityOnly = event.registration.universityOnly;
  const schema = useMemo(
    () => registerSchema({ emailDomain, universityOnly }),
    [emailDomain, universityOnly],
  );
  const form = useZodForm(schema);
  const [draft, setDraft] = useState<RegisterDraft>({ name: '', email: '', prn: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const register = useRegister(event._id);
  const bot = useBotCheck();

  const change = (field: keyof RegisterDraft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: e.target.value }));
    form.clearError(field);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (register.isPending) return;
    const formElement = e.currentTarget;
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      const errors = issuesToDetails(parsed.error);
      form.setErrors(errors);
      // The server's sentence for the same refusal: a missing field is 'Please fill in all
      // required fields', each field saying under it what it needs.
      setAlert(summarizeErrors(errors, emailDomain));
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setAlert(null);
    try {
      onDone(await register.mutateAsync({ ...draft, ...bot.signals() }));
    } catch (err) {
      form.showServerErrors(err);
      setAlert(err instanceof ApiError || err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={register.isPending} className="relative mt-4 space-y-4">
      <HoneypotField inputRef={bot.honeypot} />
      <FormAlert tone="error" message={alert} />
      <Field label="Name" required error={form.error('name')}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            maxLength={REGISTRANT_NAME_MAX}
            value={draft.name}
            onChange={change('name')}
            className={inputClass(!!form.error('name'))}
          />
        )}
      </Field>
      <Field
        label="Email"
        required
        hint={
          universityOnly
            ? `Your ${emailDomain} email. Your ticket link is shown after registering.`
            : undefined
        }
        error={form.error('email')}
      >
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={draft.email}
            onChange={change('email')}
            className={inputClass(!!form.error('email'))}
          />
        )}
      </Field>
      <Field label="PRN (optional)" error={form.error('prn')}>
        {(control) => (
          <input
            {...control}
            name="prn"
            value={draft.prn}
            onChange={change('prn')}
            className={inputClass(!!form.error('prn'))}
          />
        )}
      </Field>
      <button
        type="submit"
        aria-disabled={register.isPending || undefined}
        className={buttonClass('primary')}
      >
        {register.isPending ? 'Registering...' : waitlisted ? 'Join the waitlist' : 'Register'}
      </button>
    </form>
  );
}

function RegistrationResult({ result }: { result: Registered }) {
  const path = ticketPathOf(result.ticketUrl);
  return (
    <div
      role="status"
      className="mt-4 space-y-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
    >
      <p className="font-semibold">
        {result.status === 'registered'
          ? 'You are registered.'
          : `You are on the waitlist, number ${result.position ?? '?'}.`}
      </p>
      <p>
        {result.status === 'registered'
          ? 'Your ticket has a QR code to show at the door. Keep its link: it is private, and it is the only way back to your ticket.'
          : 'If a seat is freed, the first on the waitlist gets it at once. Your ticket link shows your place.'}
      </p>
      <p className="break-all text-sm">
        Ticket link: <span data-testid="ticket-url">{result.ticketUrl}</span>
      </p>
      <Link to={path} className={buttonClass('primary')}>
        Open your ticket
      </Link>
    </div>
  );
}
