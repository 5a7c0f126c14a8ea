import { PAGES } from '@ssf/domain/pages';
import type { CheckedIn } from '@ssf/domain/schemas/event-registration';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Field, inputClass } from '../../components/field.tsx';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useEvent } from './event-api.ts';
import { useCheckIn, useRegistrations } from './registration-admin-api.ts';
import { startScanner, ticketTokenOf } from './qr-scanner.ts';
import { EmailText } from '../../components/admin/email-text.tsx';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

type Outcome = { kind: 'done'; answer: CheckedIn } | { kind: 'error'; message: string };

/** The same code seen again within this time is the same ticket still in front of the camera. */
const SAME_CODE_PAUSE_MS = 3000;

const timeOf = (iso: string) => `${formatTime(iso)} on ${formatDate(iso)}`;

/**
 * /admin/events/:id/check-in: the door, on a phone. A camera scanner reads tickets' QR codes, and
 * a search finds people by name or email; each check-in shows the name and time, and a second one
 * says when that person was already checked in.
 */
export default function CheckInPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  usePageTitle(event.data ? { pageName: `Check-in: ${event.data.title}` } : PAGES.adminEventCheckIn);
  const checkIn = useCheckIn(id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (body: { token: string } | { registrationId: string }) => {
    try {
      setOutcome({ kind: 'done', answer: await checkIn.mutateAsync(body) });
    } catch (err) {
      setOutcome({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <div className="mx-auto max-w-xl">
      <AdminPageHeader
        title={`Check-in: ${event.data?.title ?? 'Event'}`}
        back={
          <Link
            to={PAGES.adminEventRegistrations.href({ id })}
            className="font-medium text-brand-700 hover:underline"
          >
            <span aria-hidden="true">←&nbsp;</span>Registrations
          </Link>
        }
      />
      <OutcomePanel outcome={outcome} />
      <Scanner
        onToken={(token) => void submit({ token })}
        onProblem={(message) => setOutcome({ kind: 'error', message })}
      />
      <Search
        eventId={id}
        onCheckIn={(registrationId) => void submit({ registrationId })}
        busy={checkIn.isPending}
      />
    </div>
  );
}

function OutcomePanel({ outcome }: { outcome: Outcome | null }) {
  const tone =
    outcome === null
      ? 'border-gray-200 bg-white text-gray-700'
      : outcome.kind === 'error'
        ? 'border-red-300 bg-red-50 text-red-900'
        : outcome.answer.result === 'already'
          ? 'border-amber-300 bg-amber-50 text-amber-900'
          : 'border-green-300 bg-green-50 text-green-900';
  return (
    <div
      role="status"
      aria-live="assertive"
      aria-atomic="true"
      data-testid="check-in-outcome"
      className={`mt-4 min-h-20 rounded-xl border-2 p-4 text-lg ${tone}`}
    >
      {outcome === null ? (
        'Scan a ticket or search for a name.'
      ) : outcome.kind === 'error' ? (
        outcome.message
      ) : outcome.answer.result === 'already' ? (
        <>
          <strong className="block break-words">{outcome.answer.name}</strong>
          Already checked in at {timeOf(outcome.answer.at)}
        </>
      ) : (
        <>
          <strong className="block break-words">{outcome.answer.name}</strong>
          Checked in at {timeOf(outcome.answer.at)}
        </>
      )}
    </div>
  );
}

function Scanner({
  onToken,
  onProblem,
}: {
  onToken: (token: string) => void;
  onProblem: (message: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const handlers = useRef({ onToken, onProblem });
  handlers.current = { onToken, onProblem };

  useEffect(() => () => stop.current?.(), []);

  const start = async () => {
    if (!video.current || state !== 'off') return;
    setState('starting');
    try {
      stop.current = await startScanner(video.current, (text) => {
        const now = Date.now();
        if (last.current && last.current.text === text && now - last.current.at < SAME_CODE_PAUSE_MS) return;
        last.current = { text, at: now };
        const token = ticketTokenOf(text);
        if (token) handlers.current.onToken(token);
        else handlers.current.onProblem('That code is not a ticket of this site.');
      });
      setState('on');
    } catch {
      setState('off');
      handlers.current.onProblem(
        'The camera could not be started. Allow the camera, or search by name below.',
      );
    }
  };

  const end = () => {
    stop.current?.();
    stop.current = null;
    setState('off');
  };

  return (
    <section aria-labelledby="scanner-title" className="mt-6">
      <h2 id="scanner-title" className="text-lg font-semibold text-brand-900">
        Scan tickets
      </h2>
      <video
        ref={video}
        aria-label="Camera view"
        className={`mt-2 aspect-square w-full rounded-xl bg-black object-cover ${state === 'off' ? 'hidden' : ''}`}
        muted
        playsInline
      />
      <div className="mt-2">
        {state === 'off' ? (
          <Button onClick={() => void start()}>Start camera</Button>
        ) : (
          <Button variant="secondary" onClick={end} disabled={state === 'starting'}>
            {state === 'starting' ? 'Starting camera...' : 'Stop camera'}
          </Button>
        )}
      </div>
    </section>
  );
}

function Search({
  eventId,
  onCheckIn,
  busy,
}: {
  eventId: string;
  onCheckIn: (id: string) => void;
  busy: boolean;
}) {
  const [q, setQ] = useState('');
  const searching = q.trim().length >= 2;
  const list = useRegistrations(eventId, { status: 'registered', q, page: 1 }, searching);
  return (
    <section aria-labelledby="search-title" className="mt-8">
      <h2 id="search-title" className="text-lg font-semibold text-brand-900">
        Find by name or email
      </h2>
      <form onSubmit={(e) => e.preventDefault()}>
        <Field label="Name or email" hint="At least two letters.">
          {(control) => (
            <input
              {...control}
              type="search"
              autoComplete="off"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              className={inputClass()}
            />
          )}
        </Field>
      </form>
      {searching && list.data ? (
        list.data.registrations.length === 0 ? (
          <p className="mt-3 text-gray-700">Nobody registered matches.</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {list.data.registrations.map((r) => (
              <li key={r._id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0">
                  <span className="block font-medium break-words text-gray-900">{r.name}</span>
                  <EmailText email={r.email} className="block text-sm text-gray-600" />
                  {r.checkedInAt ? (
                    <span className="block text-sm text-gray-700">In at {timeOf(r.checkedInAt)}</span>
                  ) : null}
                </span>
                <Button
                  size="sm"
                  variant={r.checkedInAt ? 'secondary' : 'primary'}
                  onClick={() => onCheckIn(r._id)}
                  disabled={busy}
                >
                  Check in<span className="sr-only"> {r.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
