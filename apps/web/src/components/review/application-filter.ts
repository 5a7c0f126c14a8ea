import { YEAR_OPTIONS } from '@ssf/domain/constants';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationSort,
  type ApplicationStatus,
  answerFilterIndex,
  DEFAULT_APPLICATION_SORT,
} from '@ssf/domain/recruitment/review';
import { applicationsQueryString } from '@ssf/domain/schemas/review';

/**
 * What the applications table shows, held in the page's address (search params) so that a reload,
 * the Back button or a shared link keeps it. The names are the API's own query parameters, so the
 * address, the list call and the CSV export all describe the same applications.
 */
export interface ReviewFilter {
  status: ApplicationStatus | '';
  year: string;
  course: string;
  /** Name, email or PRN. */
  q: string;
  /** Answers to the drive's dropdown and radio questions, by question index. */
  answers: Record<number, string>;
  sort: ApplicationSort;
  page: number;
}

const DEFAULT_SORT = DEFAULT_APPLICATION_SORT;

export const EMPTY_FILTER: ReviewFilter = {
  status: '',
  year: '',
  course: '',
  q: '',
  answers: {},
  sort: DEFAULT_SORT,
  page: 1,
};

/** The address parameters the filter owns; the page's others (tab, drive) are left alone. */
function isFilterParam(name: string) {
  return ['status', 'year', 'course', 'q', 'sort', 'page'].includes(name) || answerFilterIndex(name) !== null;
}

const isStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);
const isSort = (value: string): value is ApplicationSort =>
  (APPLICATION_SORTS as readonly string[]).includes(value);

/** The filter an address describes; values it cannot hold (an unknown status) are ignored. */
export function filterFromParams(params: URLSearchParams): ReviewFilter {
  const status = params.get('status') ?? '';
  const year = params.get('year') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const answers: Record<number, string> = {};
  for (const [name, value] of params) {
    const index = answerFilterIndex(name);
    if (index !== null && value.trim() !== '') answers[index] = value;
  }
  return {
    status: isStatus(status) ? status : '',
    year: (YEAR_OPTIONS as readonly string[]).includes(year) ? year : '',
    course: params.get('course')?.trim() ?? '',
    q: params.get('q')?.trim() ?? '',
    answers,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The filter's parameters: only those that narrow or order the list (empty ones are left out). */
function filterEntries(filter: ReviewFilter): Array<[string, string]> {
  const { page: _page, ...rest } = filter;
  return [...new URLSearchParams(applicationsQueryString(rest))];
}

/** The address with `filter` written in: other parameters kept, page 1 left out. */
export function paramsWithFilter(current: URLSearchParams, filter: ReviewFilter): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of current) if (!isFilterParam(name)) next.append(name, value);
  for (const [name, value] of filterEntries(filter)) next.append(name, value);
  if (filter.page > 1) next.set('page', String(filter.page));
  return next;
}

/** The same address without any filter (a new drive, or 'Clear filters'). */
export function paramsWithoutFilter(current: URLSearchParams): URLSearchParams {
  return paramsWithFilter(current, EMPTY_FILTER);
}

/** Whether anything narrows the list (the sort alone does not). */
export function isFiltered(filter: ReviewFilter): boolean {
  return Boolean(
    filter.status || filter.year || filter.course || filter.q || Object.values(filter.answers).some(Boolean),
  );
}

/** The list call's query string: the filter, its page and the page size. */
export function listQuery(filter: ReviewFilter, limit: number): string {
  return applicationsQueryString({ ...filter, limit });
}

/** The CSV export's query string: the same applications, every page. */
export function exportQuery(filter: ReviewFilter): string {
  const { page: _page, ...rest } = filter;
  return applicationsQueryString(rest);
}

/** 'Showing 51–100 of 734' for a page of `count` items. */
export function showingText(page: number, limit: number, count: number, total: number): string {
  if (total === 0 || count === 0) return `Showing 0 of ${total}`;
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + count - 1} of ${total}`;
}
