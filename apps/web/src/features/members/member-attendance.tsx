import { type Attendance, REGISTRATION_STATUS_LABELS } from '@ssf/domain/schemas/event-registration';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/dates.ts';

/** The events a member registered for (matched by email), read when an admin opens the list. */
export function MemberAttendance({ memberId, name }: { memberId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['members', 'attendance', memberId] as const,
    queryFn: ({ signal }) =>
      api.get<{ attendance: Attendance }>(`/member/admin/${encodeURIComponent(memberId)}/attendance`, {
        signal,
      }),
    enabled: open,
  });
  const attended = data?.attendance.filter((a) => a.checkedInAt).length ?? 0;
  return (
    <details className="mt-1 font-normal" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm text-brand-700 underline-offset-2 hover:underline">
        Events<span className="sr-only"> of {name}</span>
      </summary>
      {!open ? null : isPending ? (
        <p className="text-sm text-gray-600">Loading events...</p>
      ) : isError ? (
        <p className="text-sm text-red-700">The events could not be loaded.</p>
      ) : data.attendance.length === 0 ? (
        <p className="text-sm text-gray-600">No event registrations.</p>
      ) : (
        <>
          <p className="text-sm text-gray-700">
            Attended {attended} of {data.attendance.length} registered
          </p>
          <ul className="mt-1 space-y-1 text-sm text-gray-700">
            {data.attendance.map((a) => (
              <li key={`${a.event._id}-${a.status}-${a.checkedInAt ?? ''}`}>
                <span className="font-medium text-gray-900">{a.event.title}</span> (
                {formatDate(a.event.eventDate)}):{' '}
                {a.checkedInAt
                  ? `attended, in at ${formatDate(a.checkedInAt)}`
                  : REGISTRATION_STATUS_LABELS[a.status]}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
