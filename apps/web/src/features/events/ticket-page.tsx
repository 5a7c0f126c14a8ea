import { PAGES } from '@ssf/domain/pages';
import {
  certificatePath,
  REGISTRATION_STATUS_LABELS,
  type Ticket,
} from '@ssf/domain/schemas/event-registration';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { ErrorState } from '../../components/list-state.tsx';
import { useNotices } from '../../components/notices.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatLongDate, formatTime } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { QrCode } from '../../components/qr-code.tsx';
import { calendarUrl } from './event-api.ts';
import { useCancelTicket, useTicket } from './registration-api.ts';

/** /events/tickets/:token: a registration's private ticket, with the QR code shown at the door. */
export default function TicketPage() {
  const { token = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useTicket(token);
  usePageTitle(data ? { pageName: `Ticket: ${data.ticket.event.title}` } : PAGES.eventTicket);
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      {isPending ? (
        <Spinner label="Loading ticket..." />
      ) : isError ? (
        <>
          <h1 className="font-serif text-3xl font-bold text-brand-900">Ticket</h1>
          {error instanceof ApiError && error.status === 404 ? (
            <p className="mt-4 text-gray-800">Ticket not found. Check that the whole link was copied.</p>
          ) : (
            <ErrorState title="The ticket could not be loaded." error={error} onRetry={() => refetch()} />
          )}
        </>
      ) : (
        <TicketView ticket={data.ticket} token={token} />
      )}
    </section>
  );
}

function TicketView({ ticket, token }: { ticket: Ticket; token: string }) {
  const { confirm, dialog } = useConfirm();
  const notices = useNotices();
  const cancel = useCancelTicket(token);
  const ticketUrl = `${window.location.origin}${PAGES.eventTicket.href({ token })}`;
  const { event } = ticket;

  const onCancel = async () => {
    const sure = await confirm({
      title: 'Cancel registration',
      message: `Cancel your registration for “${event.title}”? Your seat goes to the next person on the waitlist.`,
      confirmLabel: 'Cancel registration',
      cancelLabel: 'Keep my registration',
    });
    if (!sure) return;
    try {
      await cancel.mutateAsync();
      notices.success('Your registration is cancelled.');
    } catch (err) {
      notices.error(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Ticket</p>
      <h1 className="mt-1 font-serif text-3xl font-bold break-words text-brand-900">{event.title}</h1>
      <p className="mt-2 text-gray-700">
        <time dateTime={event.eventDate}>
          {formatLongDate(event.eventDate)}, {formatTime(event.eventDate)}
        </time>
      </p>
      <dl className="mt-6 divide-y divide-gray-200 border-y border-gray-200">
        <div className="grid grid-cols-3 gap-2 py-3">
          <dt className="text-sm font-medium text-gray-600">Name</dt>
          <dd className="col-span-2 break-words text-gray-900">{ticket.name}</dd>
        </div>
        <div className="grid grid-cols-3 gap-2 py-3">
          <dt className="text-sm font-medium text-gray-600">Status</dt>
          <dd className="col-span-2 text-gray-900" data-testid="ticket-status">
            {REGISTRATION_STATUS_LABELS[ticket.status]}
            {ticket.status === 'waitlisted' && ticket.position ? ` (number ${ticket.position} in line)` : ''}
          </dd>
        </div>
        {ticket.checkedInAt ? (
          <div className="grid grid-cols-3 gap-2 py-3">
            <dt className="text-sm font-medium text-gray-600">Checked in</dt>
            <dd className="col-span-2 text-gray-900">
              <time dateTime={ticket.checkedInAt}>
                {formatLongDate(ticket.checkedInAt)}, {formatTime(ticket.checkedInAt)}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {ticket.status === 'registered' ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <QrCode value={ticketUrl} size={240} label={`Ticket QR code for ${ticket.name}`} />
          <p className="mt-2 text-center text-sm text-gray-700">Show this code at the door.</p>
        </div>
      ) : ticket.status === 'waitlisted' ? (
        <p className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-900">
          You are on the waitlist. When a seat is freed, the first in line gets it at once and this page shows
          your QR code.
        </p>
      ) : (
        <p className="mt-6 rounded-xl bg-gray-100 p-4 text-gray-800">This registration is cancelled.</p>
      )}
      {ticket.certificate ? (
        <p className="mt-6">
          <Link to={certificatePath(ticket.certificate._id)} className={buttonClass('primary')}>
            Your certificate of participation
          </Link>
        </p>
      ) : null}
      <p className="mt-6 break-all text-sm text-gray-700">
        Your private ticket link (keep it; anyone holding it can see or cancel this ticket): {ticketUrl}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={calendarUrl(event._id)} className={buttonClass('secondary')}>
          Add to calendar
        </a>
        <Link to={PAGES.event.href({ id: event._id })} className={buttonClass('secondary')}>
          Event page
        </Link>
        {ticket.status !== 'cancelled' && !ticket.checkedInAt ? (
          <Button variant="danger" onClick={() => void onCancel()} disabled={cancel.isPending}>
            Cancel registration
          </Button>
        ) : null}
      </div>
      {dialog}
    </>
  );
}
