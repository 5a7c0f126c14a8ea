import { Link } from 'react-router';
import { PAGE_SIZE } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { Event } from '@ssf/domain/schemas/event';
import { useConfirmedDelete } from '../../components/admin/use-confirmed-delete.ts';
import { FormDrawer, useDrawerForm } from '../../components/admin/form-drawer.tsx';
import { AdminListPage, listPagination, usePageParam } from '../../components/admin-list-page.tsx';
import {
  type AdminColumn,
  AdminRow,
  AdminRowActions,
  AdminTable,
  AdminThumbnailCell,
  AdminTitleCell,
} from '../../components/admin-table.tsx';
import { Button } from '../../components/button.tsx';
import { pageSlice } from '../../components/pagination.tsx';
import { formatDate } from '../../lib/dates.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDeleteEvent } from './event-admin-api.ts';
import { useEvents } from './event-api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { EventForm } from './event-form.tsx';
import { typeLabel } from './event-rules.ts';

const EVENT_COLUMNS: AdminColumn[] = [
  { label: 'Cover' },
  { label: 'Title' },
  { label: 'Type', from: 'sm' },
  { label: 'Date', from: 'sm', nowrap: true },
  { label: 'Actions' },
];

/**
 * /admin/events: every event first, five a page (?page=N), each with Edit and Delete; "New event"
 * and Edit open the event form in a drawer over the list.
 */
export default function AdminEventsPage() {
  usePageTitle(PAGES.adminEvents);
  const query = useEvents();
  const [page, setPage] = usePageParam();
  const drawer = useDrawerForm<Event>();
  // An account that may only view the section sees the events without the form, Edit, Delete and Check-in.
  const mayEdit = useAuth().can('events', 'edit');
  const { remove: confirmDelete, dialog, deleting } = useConfirmedDelete(useDeleteEvent());
  const shown = query.data ? pageSlice(query.data, page, PAGE_SIZE.adminEvents) : null;

  const remove = async (event: Event) => {
    const gone = await confirmDelete(event._id, {
      title: 'Delete event',
      message: MSG.confirmDeleteEvent,
      done: () => MSG.eventDeleted,
      failed: MSG.eventDeleteFailed,
      logLabel: 'Failed to delete event',
    });
    if (gone) drawer.closeIfEditing(event._id);
  };

  return (
    <>
      <AdminListPage
        title="Admin Events"
        actions={
          mayEdit && (
            <Button onClick={() => drawer.openForm(null)} aria-haspopup="dialog">
              New event
            </Button>
          )
        }
        query={query}
        items={shown?.items}
        loadingLabel="Loading events..."
        emptyMessage={MSG.noData}
        errorTitle="The events could not be loaded."
        pagination={listPagination(shown, setPage, 'Event pages')}
      >
        {(events) => (
          <AdminTable
            caption="Events, latest first"
            columns={mayEdit ? EVENT_COLUMNS : EVENT_COLUMNS.slice(0, -1)}
          >
            {events.map((event) => (
              <AdminRow key={event._id} current={drawer.editing?._id === event._id}>
                <AdminThumbnailCell src={event.coverImage} />
                <AdminTitleCell>
                  {event.title}
                  {/* On a phone the type and date go under the title rather than in squeezed columns. */}
                  <span className="mt-1 block font-normal text-gray-600 sm:hidden">
                    {typeLabel(event.eventType)} ·{' '}
                    <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
                  </span>
                  {event.registration.enabled ? (
                    <RegistrationLinks event={event} mayCheckIn={mayEdit} />
                  ) : null}
                </AdminTitleCell>
                <td className="hidden px-4 py-3 text-gray-700 sm:table-cell">{typeLabel(event.eventType)}</td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-gray-700 sm:table-cell">
                  <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
                </td>
                {mayEdit && (
                  <AdminRowActions
                    name={event.title}
                    onEdit={() => drawer.openForm(event)}
                    onDelete={() => void remove(event)}
                    deleting={deleting}
                  />
                )}
              </AdminRow>
            ))}
          </AdminTable>
        )}
      </AdminListPage>
      <FormDrawer drawer={drawer} labelledBy="event-form-title">
        {(form) => <EventForm {...form} event={drawer.editing} />}
      </FormDrawer>
      {dialog}
    </>
  );
}

/** An event taking registrations: its registrations list and the door's check-in page. */
function RegistrationLinks({ event, mayCheckIn }: { event: Event; mayCheckIn: boolean }) {
  const { registered, waitlisted } = event.registration.counts;
  const link =
    'inline-flex min-h-10 items-center rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-4 font-normal">
      <span className="text-sm text-gray-600">
        {registered} registered{waitlisted ? `, ${waitlisted} waitlisted` : ''}
      </span>
      <Link to={PAGES.adminEventRegistrations.href({ id: event._id })} className={link}>
        Registrations<span className="sr-only"> for {event.title}</span>
      </Link>
      {mayCheckIn && (
        <Link to={PAGES.adminEventCheckIn.href({ id: event._id })} className={link}>
          Check-in<span className="sr-only"> for {event.title}</span>
        </Link>
      )}
    </span>
  );
}
