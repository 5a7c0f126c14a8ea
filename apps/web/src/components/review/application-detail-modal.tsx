import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  MAX_NOTE_LENGTH,
  REVIEW_TEXT as R,
} from '@ssf/domain/recruitment/review';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../button.tsx';
import { FieldError, inputClass, labelClass } from '../field.tsx';
import { Modal } from '../modal.tsx';
import { useNotices } from '../notices.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { forumTimeZone } from '../../lib/dates.ts';
import { useAddNote, useMayReview, useSetStatus } from './review-api.ts';
import type { AdminApplication } from '@ssf/domain/schemas/review';
import { StatusBadge } from './status-badge.tsx';

/** When an application came in, on the forum's clock (not the viewer's). */
export const formatSubmitted = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: forumTimeZone(),
  });

const sectionTitle = 'text-sm font-semibold tracking-wide text-brand-800 uppercase';

interface ApplicationDetailModalProps {
  application: AdminApplication | null;
  onClose: () => void;
  /** The application after a change made here (a new status, a note). */
  onChanged: (application: AdminApplication) => void;
  /** The personal rows to show (a form's respondent fields); by default the student's details. */
  personalOf?: (application: AdminApplication) => Array<[string, string]>;
  /** The dialog's title. */
  title?: string;
  /** The application before and after this one in the list shown, to step through them. */
  onPrevious?: (() => void) | null;
  onNext?: (() => void) | null;
  /** Where this one is in the list shown ('3 of 12'). */
  position?: string;
  /** The name of the previous and next buttons' group. */
  stepLabel?: string;
}

/**
 * One application for review: its status with a control to change it, every personal field and
 * answer, the admins' notes with a form to add one, and the trail of status changes.
 */
export function ApplicationDetailModal({
  application,
  onClose,
  onChanged,
  personalOf,
  title = 'Application Details',
  onPrevious,
  onNext,
  position,
  stepLabel = 'Other applications',
}: ApplicationDetailModalProps) {
  const info = application?.applicantInfo;
  const personal: Array<[string, string]> = !application
    ? []
    : personalOf
      ? personalOf(application)
      : info
        ? [
            // The name heads the dialog once; first and last names are shown only when they do not make it up.
            ...(`${info.first_name} ${info.last_name}`.trim() === info.name.trim()
              ? []
              : ([
                  ['First Name', info.first_name],
                  ['Last Name', info.last_name],
                ] as Array<[string, string]>)),
            ['Email', info.email],
            ['PRN', info.prn],
            ['Gender', info.gender.charAt(0).toUpperCase() + info.gender.slice(1)],
            ['Year', info.year],
            ['Course', info.course],
            ['Submitted', formatSubmitted(application.submittedAt)],
          ]
        : [];
  return (
    <Modal
      open={application !== null}
      onClose={onClose}
      title={title}
      size="lg"
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-3">
          {onPrevious !== undefined || onNext !== undefined ? (
            <nav aria-label={stepLabel} className="flex flex-wrap items-center gap-2">
              <Button variant="secondary" size="sm" onClick={() => onPrevious?.()} disabled={!onPrevious}>
                <span aria-hidden="true">←</span> Previous
              </Button>
              {position ? <span className="text-sm text-gray-600">{position}</span> : null}
              <Button variant="secondary" size="sm" onClick={() => onNext?.()} disabled={!onNext}>
                Next <span aria-hidden="true">→</span>
              </Button>
            </nav>
          ) : (
            <span />
          )}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      }
    >
      {application && (
        <div className="space-y-6">
          {/* A student's name heads the dialog once (a form's respondent rows carry their own). */}
          {info?.name && !personalOf ? (
            <p className="text-xl font-semibold break-words text-gray-900">{info.name}</p>
          ) : null}
          {/* Keyed: another application starts with a fresh status choice and an empty note. */}
          <StatusSection key={`status-${application._id}`} application={application} onChanged={onChanged} />
          <section aria-labelledby="detail-personal">
            <h3 id="detail-personal" className={sectionTitle}>
              Personal Information
            </h3>
            <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {personal.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-xs text-gray-600">{label}</dt>
                  <dd className="break-words text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="detail-answers">
            <h3 id="detail-answers" className={sectionTitle}>
              Answers
            </h3>
            {application.answers.length === 0 ? (
              <p className="mt-2 text-sm text-gray-600">No additional answers.</p>
            ) : (
              <dl className="mt-2 space-y-3">
                {application.answers.map((a) => (
                  <div key={a.questionIndex} className="rounded-lg bg-gray-50 p-3">
                    <dt className="text-sm font-medium text-gray-700">{a.question}</dt>
                    <dd className="mt-1 break-words whitespace-pre-line text-gray-900">
                      {Array.isArray(a.answer) ? a.answer.join(', ') : a.answer}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
          <NotesSection key={`notes-${application._id}`} application={application} onChanged={onChanged} />
          <HistorySection application={application} />
        </div>
      )}
    </Modal>
  );
}

interface SectionProps {
  application: AdminApplication;
  onChanged: (application: AdminApplication) => void;
}

function StatusSection({ application, onChanged }: SectionProps) {
  const [choice, setChoice] = useState<ApplicationStatus>(application.status);
  const setStatus = useSetStatus();
  const notices = useNotices();
  const selectId = useId();
  // An account that may only view the section sees the status, not the control to change it.
  const mayReview = useMayReview();

  // A status changed elsewhere (a bulk change, another admin) becomes the menu's starting point.
  useEffect(() => setChoice(application.status), [application.status]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice === application.status || setStatus.isPending) return;
    try {
      const res = await setStatus.mutateAsync({ id: application._id, status: choice });
      onChanged({ ...application, ...res.data });
      notices.success(res.message || 'Status updated');
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : '';
      notices.error(reason ? `The status was not changed.\n${reason}` : 'The status was not changed.');
    }
  };

  return (
    <section aria-labelledby="detail-status" className="rounded-xl border border-gray-200 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="detail-status" className={sectionTitle}>
          Status
        </h3>
        <StatusBadge status={application.status} />
      </div>
      {mayReview && (
        <form onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={selectId} className={labelClass}>
              Change status
            </label>
            <select
              id={selectId}
              value={choice}
              onChange={(e) => setChoice(e.target.value as ApplicationStatus)}
              className={`${inputClass()} sm:w-56`}
            >
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          {/* aria-disabled, not disabled: the button keeps focus while the change is sent. */}
          <Button
            type="submit"
            aria-disabled={choice === application.status || setStatus.isPending || undefined}
          >
            {setStatus.isPending ? 'Updating...' : 'Update status'}
          </Button>
        </form>
      )}
    </section>
  );
}

function NotesSection({ application, onChanged }: SectionProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const addNote = useAddNote();
  const notices = useNotices();
  const fieldId = useId();
  const length = text.trim().length;
  // Notes are read by every account that may view the section, added only by one that may edit it.
  const mayReview = useMayReview();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (addNote.isPending) return;
    const note = text.trim();
    if (!note) return setError(R.noteRequired);
    if (note.length > MAX_NOTE_LENGTH) return setError(R.noteTooLong);
    try {
      const res = await addNote.mutateAsync({ id: application._id, text: note });
      onChanged({ ...application, notes: [...application.notes, res.data] });
      setText('');
      setError(undefined);
      notices.success('Note added');
    } catch (err) {
      if (err instanceof ApiError && typeof err.details === 'object' && err.details?.text) {
        setError(err.details.text);
      }
      const reason = err instanceof ApiError ? err.message : '';
      notices.error(reason ? `The note was not added.\n${reason}` : 'The note was not added.');
    }
  };

  return (
    <section aria-labelledby="detail-notes">
      <h3 id="detail-notes" className={sectionTitle}>
        Notes
      </h3>
      {application.notes.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No notes yet.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {application.notes.map((note) => (
            <li key={note._id} className="rounded-lg border border-gray-200 bg-gray-50 p-3">
              {/* Plain text, never markup: what an admin typed shows exactly as typed. */}
              <p className="break-words whitespace-pre-line text-gray-900">{note.text}</p>
              <p className="mt-1 text-xs text-gray-600">
                {note.author} · <time dateTime={note.createdAt}>{formatSubmitted(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {mayReview && (
        <form onSubmit={onSubmit} noValidate className="mt-3">
          <label htmlFor={fieldId} className={labelClass}>
            Add a note
          </label>
          <textarea
            id={fieldId}
            rows={3}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
            className={inputClass(Boolean(error))}
          />
          <p
            id={`${fieldId}-hint`}
            className={`mt-1 text-xs ${length > MAX_NOTE_LENGTH ? 'text-red-700' : 'text-gray-600'}`}
          >
            Seen only by admins. {length.toLocaleString('en-US')} / {MAX_NOTE_LENGTH.toLocaleString('en-US')}{' '}
            characters.
          </p>
          <FieldError id={`${fieldId}-error`} message={error} />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            className="mt-2"
            aria-disabled={addNote.isPending || undefined}
          >
            {addNote.isPending ? 'Adding...' : 'Add note'}
          </Button>
        </form>
      )}
    </section>
  );
}

function HistorySection({ application }: { application: AdminApplication }) {
  return (
    <section aria-labelledby="detail-history">
      <h3 id="detail-history" className={sectionTitle}>
        Status history
      </h3>
      {application.history.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No status changes yet. Every application starts as New.</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {application.history.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="text-sm text-gray-800">
              <time dateTime={entry.at} className="text-gray-600">
                {formatSubmitted(entry.at)}
              </time>{' '}
              — <span className="font-medium">{entry.by}</span> changed{' '}
              {APPLICATION_STATUS_LABELS[entry.from]} to {APPLICATION_STATUS_LABELS[entry.to]}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
