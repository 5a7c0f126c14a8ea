import { describe, expect, it } from 'vitest';
import { isUniversityEmail } from '../src/email.ts';
import { COURSES } from '../src/courses.ts';
import { formatDate, stripHtml, truncate } from '../src/text.ts';

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
  it('formats en-US dates in UTC', () => {
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('March 5, 2026');
  });
  it('strips tags', () => {
    expect(stripHtml('<p>Hello <b>world</b></p>')).toBe('Hello world');
  });
  it('ships the course list ending with Other', () => {
    expect(COURSES.length).toBeGreaterThan(100);
    expect(COURSES.at(-1)).toBe('Other');
  });
});
