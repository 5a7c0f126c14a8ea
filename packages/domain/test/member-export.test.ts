import { describe, expect, it } from 'vitest';
import { genderLetter, MEMBERS_CSV_COLUMNS, memberCsvRow } from '../src/member-export.ts';
import type { Member } from '../src/schemas/member.ts';

const member: Member = {
  _id: '5f0c7a2e-3b1d-4c9a-8e2f-1a2b3c4d5e6f',
  first_name: 'Asha',
  last_name: 'Kulkarni',
  prn: '1032210001',
  gender: 'female',
  email: 'asha.kulkarni@mitwpu.edu.in',
  course: 'B.Tech Computer Science',
  year: 'SY',
  member_id: 'SSF-2026-0042',
  createdAt: '2026-03-04T20:00:00.000Z',
};

describe('genderLetter', () => {
  it('shows male as M and anything else as F', () => {
    expect(genderLetter('male')).toBe('M');
    expect(genderLetter(' Male ')).toBe('M');
    expect(genderLetter('female')).toBe('F');
    expect(genderLetter('')).toBe('F');
    expect(genderLetter('other')).toBe('F');
    expect(genderLetter('males')).toBe('F');
  });
});

describe('memberCsvRow', () => {
  it('gives one cell per column, in the order of the columns', () => {
    const row = memberCsvRow(member, 'Asia/Kolkata');
    expect(row).toHaveLength(MEMBERS_CSV_COLUMNS.length);
    expect(Object.fromEntries(MEMBERS_CSV_COLUMNS.map((c, i) => [c, row[i]]))).toEqual({
      Name: 'Asha Kulkarni',
      PRN: '1032210001',
      Gender: 'F',
      Email: 'asha.kulkarni@mitwpu.edu.in',
      Course: 'B.Tech Computer Science',
      Year: 'SY',
      'Member ID': 'SSF-2026-0042',
      // 20:00 UTC on 4 March is already 5 March in India.
      'Joined Date': 'March 5, 2026',
    });
  });

  it('dates the joining on the forum’s clocks', () => {
    expect(memberCsvRow(member, 'UTC')[7]).toBe('March 4, 2026');
    expect(memberCsvRow({ ...member, gender: 'male' }, 'UTC')[2]).toBe('M');
  });
});
