import { SECTION_LABELS, SECTIONS } from '@ssf/domain/accounts';
import { MSG } from '@ssf/domain/messages';
import { PAGES } from '@ssf/domain/pages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { inputClass, labelClass } from '../../components/field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError, api } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useActivity, when } from './accounts-api.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

interface Filters {
  actor: string;
  section: string;
  action: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { actor: '', section: '', action: '', from: '', to: '' };

const queryOf = (f: Filters, page: number) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
  if (page > 1) params.set('page', String(page));
  return params.toString();
};

/** /admin/activity: who did what, newest first, with filters and a CSV. */
export default function ActivityPage() {
  usePageTitle(PAGES.adminActivity);
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const activity = useActivity(queryOf(filters, page));
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };

  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <AdminPageHeader title="Activity" />
      <form
        onSubmit={apply}
        className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0 [&_input]:min-w-0"
      >
        <TextField
          label="Person"
          name="actor"
          hint="Name or email"
          value={draft.actor}
          onChange={set('actor')}
        />
        <div>
          <label htmlFor="activity-section" className={labelClass}>
            Section
          </label>
          <select
            id="activity-section"
            className={inputClass()}
            value={draft.section}
            onChange={set('section')}
          >
            <option value="">All</option>
            <option value="auth">Sign-in</option>
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {SECTION_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Action"
          name="action"
          hint="create, update, delete, export, sign-in..."
          value={draft.action}
          onChange={set('action')}
        />
        <TextField label="From" name="from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="To" name="to" type="date" value={draft.to} onChange={set('to')} />
        <div className="flex flex-wrap items-end gap-2 sm:col-span-2 xl:col-span-3">
          <Button type="submit">Filter</Button>
          <Button
            variant="secondary"
            onClick={() => void api.download(`/activity/export.csv?${queryOf(filters, 1)}`, 'activity.csv')}
          >
            CSV
          </Button>
        </div>
      </form>
      {activity.isPending ? (
        <p>Loading activity...</p>
      ) : activity.isError ? (
        <p role="alert">{activity.error instanceof ApiError ? activity.error.message : MSG.internalError}</p>
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {activity.data.total} entries · page {activity.data.page} of {activity.data.totalPages}
          </p>
          <ol className="space-y-2" aria-label="Activity, newest first">
            {activity.data.entries.map((e) => (
              <li
                key={e._id}
                className="rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ring-gray-200 [overflow-wrap:anywhere]"
                data-testid="activity-entry"
              >
                <p>
                  <span className="font-semibold">{e.actor.name}</span>{' '}
                  <span className="text-gray-600">({e.actor.email || 'unknown'})</span> ·{' '}
                  <span className="font-medium">{e.action}</span> · {e.section}
                </p>
                <p className="break-words text-gray-700">
                  {e.entity.type}
                  {e.entity.label ? `: ${e.entity.label}` : ''}
                  {e.fields.length ? ` · fields: ${e.fields.join(', ')}` : ''}
                </p>
                <p className="text-xs text-gray-600">
                  {when(e.at)} {e.ip ? `· ${e.ip}` : ''}
                </p>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={page >= activity.data.totalPages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
