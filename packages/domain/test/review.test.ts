import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  answerFilterIndex,
  applicantStatusWording,
  emptyStatusCounts,
  isApplicationStatus,
  isWellFormedStatusToken,
  MAX_BULK_STATUS_IDS,
  REVIEW_TEXT as R,
  statusChangeOutcome,
} from '../src/recruitment/review.ts';
import { recruitmentInputSchema } from '../src/schemas/recruitment.ts';
import {
  applicationsQuerySchema,
  applicationsQueryString,
  bulkStatusBodySchema,
  noteBodySchema,
} from '../src/schemas/review.ts';

describe('application statuses', () => {
  it('words each status for the applicant once the drive shows decisions', () => {
    expect(APPLICATION_STATUSES.map((s) => applicantStatusWording(s, true))).toEqual([
      'Received',
      'Received',
      'Shortlisted',
      'Selected',
      'Not selected this time',
      'On the waiting list',
    ]);
  });

  it('says Received whatever the status while decisions are hidden', () => {
    for (const s of APPLICATION_STATUSES) expect(applicantStatusWording(s, false)).toBe('Received');
  });

  it('has an admin label for every status', () => {
    expect(Object.keys(APPLICATION_STATUS_LABELS)).toEqual([...APPLICATION_STATUSES]);
    expect(APPLICATION_STATUS_LABELS.waitlisted).toBe('Waitlisted');
  });

  it('allows any change and records it; the same status changes nothing', () => {
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        expect(statusChangeOutcome(from, to)).toBe(from === to ? 'unchanged' : 'record');
      }
    }
  });

  it('knows its statuses and counts each from zero', () => {
    expect(isApplicationStatus('shortlisted')).toBe(true);
    expect(isApplicationStatus('accepted')).toBe(false);
    expect(isApplicationStatus(undefined)).toBe(false);
    expect(emptyStatusCounts()).toEqual({
      new: 0,
      reviewing: 0,
      shortlisted: 0,
      selected: 0,
      rejected: 0,
      waitlisted: 0,
    });
  });

  it('accepts only 43 base64url characters as a status token', () => {
    expect(isWellFormedStatusToken('a'.repeat(43))).toBe(true);
    expect(isWellFormedStatusToken(`${'Ab9_-'.repeat(8)}xyz`)).toBe(true);
    expect(isWellFormedStatusToken('a'.repeat(42))).toBe(false);
    expect(isWellFormedStatusToken('a'.repeat(44))).toBe(false);
    expect(isWellFormedStatusToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isWellFormedStatusToken(`${'a'.repeat(42)}/`)).toBe(false);
  });
});

describe('the admin list query', () => {
  it('reads answer filters in both spellings and ignores empty parameters', () => {
    const parsed = applicationsQuerySchema.parse({
      status: 'shortlisted',
      year: ' SE ',
      course: '',
      q: '',
      'answer[2]': 'Yes',
      'answer.0': ' Design ',
      'answer[5]': '',
      other: 'ignored',
    });
    expect(parsed).toEqual({
      status: 'shortlisted',
      year: 'SE',
      course: undefined,
      q: undefined,
      answers: [
        { questionIndex: 0, value: 'Design' },
        { questionIndex: 2, value: 'Yes' },
      ],
      sort: 'newest',
      page: undefined,
      limit: undefined,
    });
    expect(answerFilterIndex('answer[12]')).toBe(12);
    expect(answerFilterIndex('answers[1]')).toBeNull();
  });

  it('refuses an unknown status or sort, and caps the page size at 200', () => {
    expect(applicationsQuerySchema.safeParse({ status: 'accepted' }).success).toBe(false);
    expect(applicationsQuerySchema.safeParse({ sort: 'date' }).success).toBe(false);
    expect(applicationsQuerySchema.safeParse({ 'answer[1]': ['a', 'b'] }).success).toBe(false);
    expect(applicationsQuerySchema.parse({ limit: '1000', page: '3', sort: '-name' })).toMatchObject({
      limit: 200,
      page: 3,
      sort: '-name',
    });
  });

  it('builds the query string the server reads back', () => {
    const text = applicationsQueryString({
      status: 'rejected',
      q: ' ann ',
      answers: { 3: 'Yes & no', 4: '' },
      sort: 'oldest',
      page: 2,
    });
    const query = Object.fromEntries(new URLSearchParams(text));
    expect(query).toEqual({
      status: 'rejected',
      q: 'ann',
      'answer[3]': 'Yes & no',
      sort: 'oldest',
      page: '2',
    });
    expect(applicationsQuerySchema.parse(query)).toMatchObject({
      status: 'rejected',
      q: 'ann',
      answers: [{ questionIndex: 3, value: 'Yes & no' }],
      sort: 'oldest',
      page: 2,
    });
    expect(applicationsQueryString({ sort: 'newest', status: '' })).toBe('');
  });
});

describe('review bodies', () => {
  it('takes 1 to 500 distinct ids for a bulk decision', () => {
    expect(bulkStatusBodySchema.parse({ ids: ['a', 'b', 'a'], status: 'selected' }).ids).toEqual(['a', 'b']);
    expect(bulkStatusBodySchema.safeParse({ ids: [], status: 'selected' }).error?.issues[0].message).toBe(
      R.bulkIdsRequired,
    );
    const tooMany = Array.from({ length: MAX_BULK_STATUS_IDS + 1 }, (_, i) => String(i));
    expect(
      bulkStatusBodySchema.safeParse({ ids: tooMany, status: 'selected' }).error?.issues[0].message,
    ).toBe(R.bulkTooMany);
    expect(bulkStatusBodySchema.safeParse({ ids: ['a'], status: 'accepted' }).success).toBe(false);
  });

  it('takes a note of 1 to 2,000 characters, as plain text', () => {
    expect(noteBodySchema.safeParse({ text: '   ' }).error?.issues[0].message).toBe(R.noteRequired);
    expect(noteBodySchema.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0].message).toBe(R.noteTooLong);
    expect(noteBodySchema.parse({ text: ' <b>Strong</b> candidate ' }).text).toBe('<b>Strong</b> candidate');
    expect(noteBodySchema.parse({ text: 'x'.repeat(2000) }).text).toHaveLength(2000);
  });

  it('keeps a drive’s decisions hidden unless asked', () => {
    const base = { title: 'Drive', description: 'D', applicationDeadline: '2030-01-01' };
    expect(recruitmentInputSchema.parse(base).statusVisible).toBe(false);
    expect(recruitmentInputSchema.parse({ ...base, statusVisible: true }).statusVisible).toBe(true);
  });
});
