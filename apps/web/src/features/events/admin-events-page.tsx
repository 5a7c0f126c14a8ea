import { Link } from 'react-router';
import { PAGE_SIZE } from '@ssf/domain/constants';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import type { Event } from '@ssf/domain/schemas/event';
import { useRef, useState } from 'react';
import { AdminDrawer } from '../../components/admin/admin-drawer.tsx';
import { AdminListPage, usePageParam } from '../../components/admin-list-page.tsx';
import { type AdminColumn, AdminRowActions, AdminTable } from '../../components/admin-table.tsx';
import { Button } from '../../components/button.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { useNotices } from '../../components/notices.tsx';
import { pageSlice } from '../../components/pagination.tsx';
import { formatDate } from '../../lib/dates.ts';
import { imageProps } from '../../lib/media.ts';
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
  const [editing, setEditing] = useState<Event | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // A new key starts a fresh form (after a save, or when an edit begins or ends).
  const [formKey, setFormKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // An account that may only view the section sees the events without the form, Edit, Delete and Check-in.
  const mayEdit = useAuth().can('events', 'edit');
  const { confirm, dialog } = useConfirm();
  const notices = useNotices();
  const deleteEvent = useDeleteEvent();
  const shown = query.data ? pageSlice(query.data, page, PAGE_SIZE.adminEvents) : null;

  const openForm = (event: Event | null) => {
    setEditing(event);
    setFormKey((k) => k + 1);
    setFormOpen(true);
  };

  const closeForm = () => {
    setFormOpen(false);
    setEditing(null);
  };

  const remove = async (event: Event) => {
    const sure = await confirm({
      title: 'Delete event',
      message: MSG.confirmDeleteEvent,
      confirmLabel: 'Delete',
    });
    if (!sure) return;
    try {
      await deleteEvent.mutateAsync(event._id);
      notices.success(MSG.eventDeleted);
      if (editing?._id === event._id) closeForm();
    } catch (err) {
      console.error('Failed to delete event', err);
      notices.error(MSG.eventDeleteFailed);
    }
  };

  return (
    <>
      <AdminListPage
        title="Admin Events"
        actions={
          mayEdit && (
            <Button onClick={() => openForm(null)} aria-haspopup="dialog">
              New event
            </Button>
          )
        }
        query={query}
        items={shown?.items}
        loadingLabel="Loading events..."
        emptyMessage={MSG.noData}
        errorTitle="The events could not be loaded."
        pagination={
          shown
            ? { page: shown.page, totalPages: shown.totalPages, onPageChange: setPage, label: 'Event pages' }
            : undefined
        }
      >
        {(events) => (
          <AdminTable
            caption="Events, latest first"
            columns={mayEdit ? EVENT_COLUMNS : EVENT_COLUMNS.slice(0, -1)}
          >
            {events.map((event) => (
              <tr
                key={event._id}
                aria-current={editing?._id === event._id ? 'true' : undefined}
                className="aria-[current=true]:bg-brand-50"
              >
                <td className="px-2 py-3 sm:px-4">
                  <img
                    {...imageProps(event.coverImage, '50px')}
                    alt=""
                    width={50}
                    height={50}
                    loading="lazy"
                    className="h-[50px] w-[50px] rounded-md bg-brand-50 object-cover"
                  />
                </td>
                <td className="w-full px-2 py-3 font-medium text-gray-900 [overflow-wrap:anywhere] sm:px-4">
                  {event.title}
                  {/* On a phone the type and date go under the title rather than in squeezed columns. */}
                  <span className="mt-1 block font-normal text-gray-600 sm:hidden">
                    {typeLabel(event.eventType)} ·{' '}
                    <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
                  </span>
                  {event.registration.enabled ? (
                    <RegistrationLinks event={event} mayCheckIn={mayEdit} />
                  ) : null}
                </td>
                <td className="hidden px-4 py-3 text-gray-700 sm:table-cell">{typeLabel(event.eventType)}</td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-gray-700 sm:table-cell">
                  <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
                </td>
                {mayEdit && (
                  <AdminRowActions
                    name={event.title}
                    onEdit={() => openForm(event)}
                    onDelete={() => void remove(event)}
                    deleting={deleteEvent.isPending}
                  />
                )}
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListPage>
      <AdminDrawer open={formOpen} onClose={closeForm} labelledBy="event-form-title" initialFocus={heading}>
        <EventForm
          key={formKey}
          event={editing}
          headingRef={heading}
          onSaved={closeForm}
          onCancel={closeForm}
        />
      </AdminDrawer>
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
