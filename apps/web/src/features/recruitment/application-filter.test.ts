import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  exportQuery,
  filterFromParams,
  isFiltered,
  listQuery,
  paramsWithFilter,
  paramsWithoutFilter,
  showingText,
} from './application-filter.ts';

describe('the applications filter in the address', () => {
  it('reads every filter and writes it back unchanged, keeping the page’s other parameters', () => {
    const address = new URLSearchParams(
      'tab=applications&drive=r1&status=shortlisted&year=SY&course=Other&q=asha&answer%5B2%5D=Design&answer.4=Yes&sort=name&page=3',
    );
    const filter = filterFromParams(address);
    expect(filter).toEqual({
      status: 'shortlisted',
      year: 'SY',
      course: 'Other',
      q: 'asha',
      answers: { 2: 'Design', 4: 'Yes' },
      sort: 'name',
      page: 3,
    });
    const written = paramsWithFilter(address, filter);
    expect(written.get('tab')).toBe('applications');
    expect(written.get('drive')).toBe('r1');
    expect(filterFromParams(written)).toEqual(filter);
    // One spelling of an answer filter in the address: the API's own.
    expect(written.has('answer.4')).toBe(false);
    expect(written.get('answer[4]')).toBe('Yes');
  });

  it('ignores what it cannot hold and leaves defaults out of the address', () => {
    const filter = filterFromParams(
      new URLSearchParams('status=hired&year=5th&sort=random&page=-2&answer%5B1%5D='),
    );
    expect(filter).toEqual(EMPTY_FILTER);
    expect(isFiltered(filter)).toBe(false);
    expect(paramsWithFilter(new URLSearchParams('drive=r1'), filter).toString()).toBe('drive=r1');
    expect(paramsWithoutFilter(new URLSearchParams('drive=r1&status=new&page=2')).toString()).toBe(
      'drive=r1',
    );
  });

  it('asks the server for the filtered page, and exports every page of the same filter', () => {
    const filter = { ...EMPTY_FILTER, status: 'selected' as const, answers: { 0: 'Events' }, page: 2 };
    expect(listQuery(filter, 50)).toBe('status=selected&answer%5B0%5D=Events&page=2&limit=50');
    expect(exportQuery(filter)).toBe('status=selected&answer%5B0%5D=Events');
    expect(exportQuery(EMPTY_FILTER)).toBe('');
  });

  it('says which applications a page shows', () => {
    expect(showingText(2, 50, 50, 734)).toBe('Showing 51–100 of 734');
    expect(showingText(15, 50, 34, 734)).toBe('Showing 701–734 of 734');
    expect(showingText(1, 50, 0, 0)).toBe('Showing 0 of 0');
  });
});
