import { describe, expect, it } from 'vitest';
import { issuesToDetails } from '../src/field-errors.ts';
import {
  DEFAULT_SITE_TEXTS,
  isPlaylistId,
  paragraphs,
  SITE_LIMITS,
  SITE_MSG,
  siteTextsInputSchema,
  siteTextsSchema,
  toSiteTexts,
} from '../src/schemas/site.ts';

const valid = () => ({
  ...structuredClone(DEFAULT_SITE_TEXTS),
  leaders: DEFAULT_SITE_TEXTS.leaders.map((l) => ({ ...l })),
});

const problems = (input: unknown) => {
  const parsed = siteTextsInputSchema.safeParse(input);
  return parsed.success ? {} : issuesToDetails(parsed.error);
};

describe('site texts defaults', () => {
  it('are valid input themselves', () => {
    expect(siteTextsInputSchema.safeParse(DEFAULT_SITE_TEXTS).success).toBe(true);
  });

  it('put no words in a real person’s mouth: every leader message is empty', () => {
    expect(DEFAULT_SITE_TEXTS.leaders).toHaveLength(2);
    for (const leader of DEFAULT_SITE_TEXTS.leaders) {
      expect(leader.name).not.toBe('');
      expect(leader.title).not.toBe('');
      expect(leader.message).toBe('');
    }
  });

  it('answer with empty photos, and the answer matches the public schema', () => {
    const site = toSiteTexts(DEFAULT_SITE_TEXTS, ['', '']);
    expect(site.leaders.map((l) => l.photo)).toEqual(['', '']);
    expect(siteTextsSchema.safeParse(site).success).toBe(true);
    expect(toSiteTexts(DEFAULT_SITE_TEXTS, ['/media/a.webp', '']).leaders[0].photo).toBe('/media/a.webp');
  });
});

describe('siteTextsInputSchema', () => {
  it('trims the texts and fills the optional parts', () => {
    const input = valid();
    input.about = '  About us.  ';
    const { playlistId: _p, contactEmail: _c, social: _s, ...rest } = input;
    const parsed = siteTextsInputSchema.parse({
      ...rest,
      leaders: [
        { name: ' A ', title: ' B ' },
        { ...input.leaders[1], message: '  Hello.  ' },
      ],
    });
    expect(parsed.about).toBe('About us.');
    expect(parsed.leaders[0]).toEqual({ name: 'A', title: 'B', message: '', removePhoto: false });
    expect(parsed.leaders[1].message).toBe('Hello.');
    expect(parsed.playlistId).toBe('');
    expect(parsed.contactEmail).toBe('');
    expect(parsed.social).toEqual({ instagram: '', linkedin: '', youtube: '' });
  });

  it('requires the four texts and each leader’s name and title', () => {
    const input = valid();
    input.about = '   ';
    input.vision = '';
    input.leaders[1].name = ' ';
    input.leaders[0].title = '';
    expect(problems(input)).toMatchObject({
      about: SITE_MSG.aboutRequired,
      vision: SITE_MSG.visionRequired,
      'leaders.1.name': SITE_MSG.leaderNameRequired,
      'leaders.0.title': SITE_MSG.leaderTitleRequired,
    });
  });

  it('takes exactly two leaders', () => {
    const input = valid();
    expect(problems({ ...input, leaders: input.leaders.slice(0, 1) })).toEqual({
      leaders: SITE_MSG.leadersCount,
    });
    expect(problems({ ...input, leaders: [...input.leaders, input.leaders[0]] })).toEqual({
      leaders: SITE_MSG.leadersCount,
    });
  });

  it('limits the length of each text', () => {
    const input = valid();
    input.about = 'a'.repeat(SITE_LIMITS.about);
    input.leaders[0].message = 'm'.repeat(SITE_LIMITS.leaderMessage);
    expect(problems(input)).toEqual({});
    input.about += 'a';
    input.leaders[0].message += 'm';
    input.mission = 'x'.repeat(SITE_LIMITS.pillar + 1);
    expect(Object.keys(problems(input)).sort()).toEqual(['about', 'leaders.0.message', 'mission']);
    expect(problems(input).about).toBe(`About must be at most ${SITE_LIMITS.about} characters`);
  });

  it('accepts only empty or http(s) social links', () => {
    for (const bad of ['javascript:alert(1)', 'instagram.com/x', 'ftp://example.org', 'mailto:a@b.org']) {
      expect(problems({ ...valid(), social: { instagram: bad } }), bad).toEqual({
        'social.instagram': SITE_MSG.linkInvalid,
      });
    }
    const parsed = siteTextsInputSchema.parse({
      ...valid(),
      social: { instagram: '', linkedin: ' https://www.linkedin.com/x ', youtube: 'http://y.example' },
    });
    expect(parsed.social).toEqual({
      instagram: '',
      linkedin: 'https://www.linkedin.com/x',
      youtube: 'http://y.example',
    });
  });

  it('accepts an empty or valid contact email', () => {
    expect(problems({ ...valid(), contactEmail: '' })).toEqual({});
    expect(problems({ ...valid(), contactEmail: 'forum@mitwpu.edu.in' })).toEqual({});
    expect(problems({ ...valid(), contactEmail: 'not an email' })).toEqual({
      contactEmail: SITE_MSG.contactEmailInvalid,
    });
  });

  it('accepts an empty or plausible playlist id', () => {
    for (const good of ['', 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', 'OLAK5uy_kZ-abcdEFGH123']) {
      expect(problems({ ...valid(), playlistId: good }), good).toEqual({});
    }
    for (const bad of ['short', 'PL<script>alert(1)</script>', 'PL abc def ghi', 'a'.repeat(65)]) {
      expect(problems({ ...valid(), playlistId: bad }), bad).toEqual({
        playlistId: SITE_MSG.playlistIdInvalid,
      });
    }
    expect(isPlaylistId('PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')).toBe(true);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One.\n\nTwo\nlines.\n \n\nThree.')).toEqual(['One.', 'Two\nlines.', 'Three.']);
    expect(paragraphs('   ')).toEqual([]);
  });
});
