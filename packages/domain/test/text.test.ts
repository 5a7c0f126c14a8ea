import { describe, expect, it } from 'vitest';
import { isUniversityEmail, isValidEmail } from '../src/email.ts';
import { COURSES } from '../src/courses.ts';
import {
  formatDate,
  htmlToText,
  isTimeZone,
  minutesReadLabel,
  readingMinutes,
  readingTimeLabel,
  stripHtml,
  truncate,
} from '../src/text.ts';

describe('truncate', () => {
  it('keeps text at or under the limit', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('', 3)).toBe('');
    expect(truncate(null, 3)).toBe('');
  });
  it("cuts longer text at a word and ends it with '...', all within the limit", () => {
    expect(truncate('Contemplative practice on Saturday mornings', 30)).toBe('Contemplative practice on...');
    expect(truncate('Contemplative practice on Saturday mornings', 30).length).toBeLessThanOrEqual(30);
    // The next character starts a word: the cut keeps the whole last word.
    expect(truncate('one two three', 10)).toBe('one two...');
  });
  it('leaves no space or punctuation before the ...', () => {
    expect(truncate('Silence, stars, and the sky above', 18)).toBe('Silence, stars...');
    expect(truncate('Be still. Then listen closely', 13)).toBe('Be still...');
  });
  it('cuts inside a word only when the word would leave less than half the room', () => {
    expect(truncate('abcdef', 3)).toBe('...');
    expect(truncate('abcdefgh', 6)).toBe('abc...');
    expect(truncate(`A ${'x'.repeat(40)}`, 20)).toBe(`A ${'x'.repeat(15)}...`);
    expect(truncate("Saturn's rings", 10)).toBe("Saturn'...");
  });
  it('never exceeds the limit for any cut', () => {
    const text = 'A day to slow down\nA guided retreat on attention, breath and the night sky.';
    for (let n = 3; n < text.length; n++) {
      const cut = truncate(text, n);
      expect(cut.length).toBeLessThanOrEqual(n);
      expect(cut.endsWith('...')).toBe(true);
      expect(text.startsWith(cut.slice(0, -3))).toBe(true);
    }
  });
});

describe('reading time', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
  it('is the words / 200, rounded up, at least a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<h2>${words(300)}</h2><p>${words(300)}</p>`)).toBe(3);
    expect(readingTimeLabel(`<p>${words(401)}</p>`)).toBe('3 min read');
    // A card's label from the minutes the server computed: the same words.
    expect(minutesReadLabel(readingMinutes(`<p>${words(401)}</p>`))).toBe('3 min read');
  });
  it('counts words, not tags: words either side of a block stay two words', () => {
    expect(readingMinutes(`<p>${words(199)}</p><p>last</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(200)}</p><p>one<br>more</p>`)).toBe(2);
    expect(readingMinutes(`<p><img src="x.png" alt="${words(500)}"></p>`)).toBe(1);
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
  it('keeps blocks on lines of their own in plain text, and inline tags inside the words', () => {
    expect(htmlToText('<h2>A day to slow down</h2><p>A guided <em>retreat</em>.</p>')).toBe(
      'A day to slow down\nA guided retreat.',
    );
    expect(htmlToText('<ul><li>one</li><li>two</li></ul><p>three<br>four</p>')).toBe('one\ntwo\nthree\nfour');
    // Line breaks in the source are spaces, empty paragraphs leave no blank line.
    expect(htmlToText('<p>a\n  b</p>\n<p><br></p>\n<p>c&nbsp;d</p>')).toBe('a b\nc d');
    expect(stripHtml('<h2>A day to slow down</h2><p>A guided retreat</p>')).toBe(
      'A day to slow down A guided retreat',
    );
  });
  it('ships the course list ending with Other', () => {
    expect(COURSES.length).toBeGreaterThan(100);
    expect(COURSES.at(-1)).toBe('Other');
  });
});
