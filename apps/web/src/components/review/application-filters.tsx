import { YEAR_OPTIONS } from '@ssf/domain/constants';
import { COURSES } from '@ssf/domain/courses';
import { isChoiceType } from '@ssf/domain/recruitment/questions';
import {
  APPLICATION_SORT_LABELS,
  APPLICATION_SORTS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationSort,
  type ApplicationStatus,
} from '@ssf/domain/recruitment/review';
import type { CustomQuestion } from '@ssf/domain/recruitment/questions';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button.tsx';
import { Field } from '../field.tsx';
import { type ReviewFilter, EMPTY_FILTER } from './application-filter.ts';

/** How long typing rests before the search runs. */
export const SEARCH_DELAY_MS = 350;

// A compact control for a bar of filters (the form kit's field at a smaller height and text).
const selectClass =
  'mt-1 block w-full min-h-10 rounded-lg border border-gray-300 bg-white px-2.5 py-2 text-sm text-gray-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none';

interface FilterBarProps {
  filter: ReviewFilter;
  questions: readonly CustomQuestion[];
  /** How many of the drive's applications are in each status, shown beside each choice. */
  statusCounts?: Record<ApplicationStatus, number>;
  /** A new filter; `replace` when it should not add a Back step (each pause in typing). */
  onChange: (filter: ReviewFilter, options?: { replace?: boolean }) => void;
}

/**
 * The filter bar of the applications table: search (name, email or PRN, run once typing pauses),
 * status (with each status's count), year, course, one menu per dropdown, radio or checkbox
 * question of the drive (a checkbox answer matches when it includes the option), the order, and
 * 'Clear filters'. Every change starts again at page 1.
 */
export function ApplicationFilterBar({ filter, questions, statusCounts, onChange }: FilterBarProps) {
  const [text, setText] = useState(filter.q);
  // The search last written to the address: a change from elsewhere (Back, 'Clear filters') is
  // copied into the box, while the box's own pending text is never overwritten by an older search.
  const written = useRef(filter.q);
  const latest = useRef({ filter, onChange });
  latest.current = { filter, onChange };
  const searchBox = useRef<HTMLInputElement>(null);
  // On a phone the filters other than the search fold under a button (always shown from sm up).
  const [unfolded, setUnfolded] = useState(false);
  const moreId = useId();
  const active =
    (filter.status ? 1 : 0) +
    (filter.year ? 1 : 0) +
    (filter.course ? 1 : 0) +
    (filter.sort !== EMPTY_FILTER.sort ? 1 : 0) +
    Object.keys(filter.answers).length;

  useEffect(() => {
    if (filter.q !== written.current) {
      written.current = filter.q;
      setText(filter.q);
    }
  }, [filter.q]);

  useEffect(() => {
    const q = text.trim();
    if (q === written.current) return;
    const timer = setTimeout(() => {
      written.current = q;
      latest.current.onChange({ ...latest.current.filter, q, page: 1 }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const set = (patch: Partial<ReviewFilter>) => onChange({ ...filter, ...patch, page: 1 });
  const setAnswer = (index: number, value: string) => {
    const answers = { ...filter.answers };
    if (value) answers[index] = value;
    else delete answers[index];
    set({ answers });
  };

  // Enter searches at once.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q === written.current) return;
    written.current = q;
    onChange({ ...filter, q, page: 1 });
  };

  const choiceQuestions = questions
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => isChoiceType(question.type) && question.options.length > 0);

  return (
    <search
      aria-label="Filter applications"
      className="block rounded-2xl border border-gray-200 bg-white p-4"
    >
      <form onSubmit={onSubmit}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Search" hint="Name, email or PRN" className="sm:col-span-2">
            {(control) => (
              <input
                {...control}
                ref={searchBox}
                type="search"
                autoComplete="off"
                spellCheck={false}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className={selectClass}
              />
            )}
          </Field>
          <div className="flex items-end sm:hidden">
            <Button
              variant="secondary"
              size="sm"
              className="w-full"
              aria-expanded={unfolded}
              aria-controls={moreId}
              onClick={() => setUnfolded((u) => !u)}
            >
              {unfolded ? 'Hide filters' : 'More filters'}
              {active ? ` (${active} on)` : ''}
            </Button>
          </div>
          <div id={moreId} className={unfolded ? 'contents' : 'hidden sm:contents'}>
            <Field label="Status">
              {(control) => (
                <select
                  {...control}
                  value={filter.status}
                  onChange={(e) => set({ status: e.target.value as ApplicationStatus | '' })}
                  className={selectClass}
                >
                  <option value="">All statuses</option>
                  {APPLICATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {APPLICATION_STATUS_LABELS[s]}
                      {statusCounts ? ` (${statusCounts[s]})` : ''}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Sort by">
              {(control) => (
                <select
                  {...control}
                  value={filter.sort}
                  onChange={(e) => set({ sort: e.target.value as ApplicationSort })}
                  className={selectClass}
                >
                  {APPLICATION_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {APPLICATION_SORT_LABELS[s]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Year">
              {(control) => (
                <select
                  {...control}
                  value={filter.year}
                  onChange={(e) => set({ year: e.target.value })}
                  className={selectClass}
                >
                  <option value="">All years</option>
                  {YEAR_OPTIONS.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Course">
              {(control) => (
                <select
                  {...control}
                  value={filter.course}
                  onChange={(e) => set({ course: e.target.value })}
                  className={selectClass}
                >
                  <option value="">All courses</option>
                  {/* A course from an old link that the list no longer has still shows as chosen. */}
                  {filter.course && !COURSES.includes(filter.course) ? (
                    <option value={filter.course}>{filter.course}</option>
                  ) : null}
                  {COURSES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {choiceQuestions.map(({ question, index }) => (
              <Field
                key={index}
                label={<span className="line-clamp-2 break-words">{question.question}</span>}
              >
                {(control) => (
                  <select
                    {...control}
                    value={filter.answers[index] ?? ''}
                    onChange={(e) => setAnswer(index, e.target.value)}
                    className={selectClass}
                  >
                    <option value="">Any answer</option>
                    {filter.answers[index] && !question.options.includes(filter.answers[index]) ? (
                      <option value={filter.answers[index]}>{filter.answers[index]}</option>
                    ) : null}
                    {question.options.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
            <div className="flex items-end">
              <Button
                variant="secondary"
                size="sm"
                className="w-full"
                onClick={() => {
                  written.current = '';
                  setText('');
                  onChange({ ...EMPTY_FILTER });
                  searchBox.current?.focus();
                }}
              >
                Clear filters
              </Button>
            </div>
          </div>
        </div>
      </form>
    </search>
  );
}
