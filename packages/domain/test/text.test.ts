import { describe, expect, it } from 'vitest';
import { isUniversityEmail, isValidEmail } from '../src/email.ts';
import { COURSES } from '../src/courses.ts';
import { formatDate, isTimeZone, stripHtml, truncate } from '../src/text.ts';

describe('truncate', () => {
  it('keeps text at or under the limit', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('', 3)).toBe('');
    expect(truncate(null, 3)).toBe('');
  });
  it('cuts longer text and appends ...', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
  });
});

describe('email addresses', () => {
  it("keeps to the mail servers' limits: 64 characters before the @, 254 in all", () => {
    expect(isValidEmail(`${'a'.repeat(64)}@mitwpu.edu.in`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@mitwpu.edu.in`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(400)}@mitwpu.edu.in`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(250)}.in`)).toBe(false);
    expect(isUniversityEmail(`${'a'.repeat(65)}@mitwpu.edu.in`)).toBe(false);
  });
});

describe('university email', () => {
  it('accepts the domain in any letter case', () => {
    expect(isUniversityEmail('Student@MITWPU.edu.in')).toBe(true);
  });
  it('refuses other domains and look-alikes', () => {
    expect(isUniversityEmail('a@gmail.com')).toBe(false);
    expect(isUniversityEmail('a@evilmitwpu.edu.in')).toBe(false);
    expect(isUniversityEmail('mitwpu.edu.in')).toBe(false);
    expect(isUniversityEmail('a@mitwpu.edu.in.evil.com')).toBe(false);
  });
  it('honours another configured domain', () => {
    expect(isUniversityEmail('a@example.edu', 'example.edu')).toBe(true);
  });
});

describe('dates and html', () => {
  it("formats en-US dates in the forum's time zone, the same on every device", () => {
    // 00:10 in Pune on 6 March is still 5 March in UTC: the forum's day is shown.
    expect(formatDate('2026-03-05T18:40:00Z')).toBe('March 6, 2026');
    expect(formatDate('2026-03-05T18:40:00Z', 'UTC')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05T18:40:00Z', 'America/New_York')).toBe('March 5, 2026');
  });
  it('knows real time zones from made-up ones', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
  it('strips tags', () => {
    expect(stripHtml('<p>Hello <b>world</b></p>')).toBe('Hello world');
    expect(stripHtml('<p>It is <strong>free</strong>.</p><p>Come<br>along</p>')).toBe(
      'It is free. Come along',
    );
    expect(stripHtml('<h1>Title</h1><ul><li>one</li><li>two</li></ul>')).toBe('Title one two');
    expect(stripHtml('<p>1 &lt; 2 &amp;amp;lt; &quot;x&quot;</p>')).toBe('1 < 2 &amp;lt; "x"');
  });
  it('ships the course list ending with Other', () => {
    expect(COURSES.length).toBeGreaterThan(100);
    expect(COURSES.at(-1)).toBe('Other');
  });
});
