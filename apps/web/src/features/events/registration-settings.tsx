import { CAPACITY_MAX, type EventRegistration } from '@ssf/domain/schemas/event-registration';
import { choiceClass, Field, inputClass } from '../../components/field.tsx';
import { forumTimeZone, toForumDateTimeInput } from '../../lib/dates.ts';

/** The registration settings as the event form holds them (text, as the inputs do). */
export interface RegistrationDraft {
  registrationEnabled: boolean;
  capacity: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  waitlist: boolean;
  universityOnly: boolean;
}

/** The form's starting values: the event's settings, or registration off for a new event. */
export function registrationDraft(registration: EventRegistration | undefined): RegistrationDraft {
  return {
    registrationEnabled: registration?.enabled ?? false,
    capacity: registration?.capacity ? String(registration.capacity) : '',
    registrationOpensAt: registration?.opensAt ? toForumDateTimeInput(registration.opensAt) : '',
    registrationClosesAt: registration?.closesAt ? toForumDateTimeInput(registration.closesAt) : '',
    waitlist: registration?.waitlist ?? true,
    universityOnly: registration?.universityOnly ?? true,
  };
}

interface Props {
  value: RegistrationDraft;
  onChange: (next: RegistrationDraft) => void;
  error: (name: string) => string | undefined;
  /** Seats already taken: the capacity cannot go below them. */
  registered: number;
}

/** The event form's registration settings: on or off, seats, when it opens and closes, waitlist, who may register. */
export function RegistrationSettings({ value, onChange, error, registered }: Props) {
  const set = <K extends keyof RegistrationDraft>(key: K, v: RegistrationDraft[K]) =>
    onChange({ ...value, [key]: v });
  return (
    // min-w-0: a fieldset is otherwise as wide as its longest line, past a phone's edge at large text.
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-gray-200 p-4">
      <legend className="max-w-full px-1 font-semibold text-brand-900 [overflow-wrap:anywhere]">
        Registration
      </legend>
      <label className={choiceClass}>
        <input
          type="checkbox"
          name="registrationEnabled"
          checked={value.registrationEnabled}
          onChange={(e) => set('registrationEnabled', e.target.checked)}
          className="size-5 accent-brand-700"
        />
        Take registrations on the event page
      </label>
      {value.registrationEnabled ? (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Field
              label="Capacity"
              hint={registered > 0 ? `Empty: no limit. ${registered} registered so far.` : 'Empty: no limit.'}
              error={error('capacity')}
            >
              {(control) => (
                <input
                  {...control}
                  name="capacity"
                  type="number"
                  inputMode="numeric"
                  min={Math.max(1, registered)}
                  max={CAPACITY_MAX}
                  value={value.capacity}
                  onChange={(e) => set('capacity', e.target.value)}
                  className={inputClass(!!error('capacity'))}
                />
              )}
            </Field>
            <Field
              label="Opens"
              hint={`Empty: now. On the forum's clocks (${forumTimeZone()}).`}
              error={error('registrationOpensAt')}
            >
              {(control) => (
                <input
                  {...control}
                  name="registrationOpensAt"
                  type="datetime-local"
                  value={value.registrationOpensAt}
                  onChange={(e) => set('registrationOpensAt', e.target.value)}
                  className={inputClass(!!error('registrationOpensAt'))}
                />
              )}
            </Field>
            <Field label="Closes" hint="Empty: never closes by itself." error={error('registrationClosesAt')}>
              {(control) => (
                <input
                  {...control}
                  name="registrationClosesAt"
                  type="datetime-local"
                  value={value.registrationClosesAt}
                  onChange={(e) => set('registrationClosesAt', e.target.value)}
                  className={inputClass(!!error('registrationClosesAt'))}
                />
              )}
            </Field>
          </div>
          <label className={choiceClass}>
            <input
              type="checkbox"
              name="waitlist"
              checked={value.waitlist}
              onChange={(e) => set('waitlist', e.target.checked)}
              className="size-5 accent-brand-700"
            />
            Keep a waitlist when the seats are taken
          </label>
          <label className={choiceClass}>
            <input
              type="checkbox"
              name="universityOnly"
              checked={value.universityOnly}
              onChange={(e) => set('universityOnly', e.target.checked)}
              className="size-5 accent-brand-700"
            />
            University emails only
          </label>
        </>
      ) : null}
    </fieldset>
  );
}
