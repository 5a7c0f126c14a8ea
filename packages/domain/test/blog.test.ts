import { describe, expect, it } from 'vitest';
import { blogPageDescription } from '../src/meta-descriptions.ts';
import { safeImageUrl, safeLinkUrl } from '../src/rich-text.ts';
import {
  blogInputSchema,
  blogListQuerySchema,
  SLUG_MAX,
  slugCandidate,
  slugify,
} from '../src/schemas/blog.ts';

describe('slugify', () => {
  it('makes lower-case hyphenated ASCII from a title', () => {
    expect(slugify('The Hard Problem of Consciousness')).toBe('the-hard-problem-of-consciousness');
    expect(slugify('  Meditation & the Brain: What 40 Studies Say!  ')).toBe(
      'meditation-the-brain-what-40-studies-say',
    );
  });

  it('strips diacritics and folds special letters', () => {
    expect(slugify('Café Crème à Paris')).toBe('cafe-creme-a-paris');
    expect(slugify('Straße Øresund Łódź')).toBe('strasse-oresund-lodz');
  });

  it('never leaves leading, trailing or doubled hyphens', () => {
    expect(slugify('--Hello -- World--')).toBe('hello-world');
    expect(slugify('a___b...c')).toBe('a-b-c');
  });

  it('falls back to "post" when nothing usable is left', () => {
    expect(slugify('विज्ञान और अध्यात्म')).toBe('post');
    expect(slugify('!!!')).toBe('post');
    expect(slugify('')).toBe('post');
  });

  it(`cuts to at most ${SLUG_MAX} characters without a trailing hyphen`, () => {
    const slug = slugify(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.startsWith('word-word')).toBe(true);
  });

  it('numbers clashing candidates from 2', () => {
    expect(slugCandidate('cosmos', 1)).toBe('cosmos');
    expect(slugCandidate('cosmos', 2)).toBe('cosmos-2');
    expect(slugCandidate('cosmos', 3)).toBe('cosmos-3');
  });
});

describe('blogInputSchema', () => {
  it('trims and accepts a valid blog', () => {
    const parsed = blogInputSchema.parse({
      title: '  Hello  ',
      summary: ' s ',
      content: '<p>x</p>',
      extra: 1,
    });
    expect(parsed).toEqual({ title: 'Hello', summary: 's', content: '<p>x</p>' });
  });

  it('requires a title of 1 to 200 characters', () => {
    expect(blogInputSchema.safeParse({ title: '   ' }).success).toBe(false);
    expect(blogInputSchema.safeParse({}).success).toBe(false);
    expect(blogInputSchema.safeParse({ title: 'x'.repeat(200) }).success).toBe(true);
    expect(blogInputSchema.safeParse({ title: 'x'.repeat(201) }).success).toBe(false);
  });

  it('limits summary to 500 and content to 500,000 characters', () => {
    expect(blogInputSchema.safeParse({ title: 't', summary: 'x'.repeat(501) }).success).toBe(false);
    expect(blogInputSchema.safeParse({ title: 't', content: 'x'.repeat(500_001) }).success).toBe(false);
    expect(blogInputSchema.safeParse({ title: 't', content: 'x'.repeat(500_000) }).success).toBe(true);
  });
});

describe('blogListQuerySchema', () => {
  it('reads page and limit, lowering a limit above 50', () => {
    expect(blogListQuerySchema.parse({ page: '2', limit: '5' })).toEqual({ page: 2, limit: 5 });
    expect(blogListQuerySchema.parse({ page: '1', limit: '500' })).toEqual({ page: 1, limit: 50 });
    expect(blogListQuerySchema.parse({})).toEqual({});
  });

  it('refuses pages and limits that are not whole numbers of at least 1', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '']) {
      expect(blogListQuerySchema.safeParse({ page }).success).toBe(false);
    }
    expect(blogListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});

describe('rich-text URL rules', () => {
  it('keeps http, https, mailto and tel links', () => {
    for (const url of ['https://mitwpu.edu.in', 'http://x.org/a?b=c', 'mailto:a@b.in', 'tel:+911234']) {
      expect(safeLinkUrl(url)).toBe(url);
    }
  });

  it('blanks javascript:, data:, vbscript: and scheme tricks', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.org',
      '/relative',
    ]) {
      expect(safeLinkUrl(url)).toBe('');
    }
  });

  it('keeps http, https and raster data images only', () => {
    expect(safeImageUrl('https://x.org/a.png')).toBe('https://x.org/a.png');
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe('');
    expect(safeImageUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe('');
    expect(safeImageUrl('javascript:alert(1)')).toBe('');
  });
});

describe('a blog page’s meta description (the page and the server share it)', () => {
  it('is the summary, or the start of the text for a blog without one', () => {
    expect(blogPageDescription({ summary: 'A short summary.', content: '<p>Body</p>' })).toBe(
      'A short summary.',
    );
    expect(blogPageDescription({ summary: '', content: '<p>The <strong>body</strong> text.</p>' })).toBe(
      'The body text.',
    );
    expect(blogPageDescription({ summary: 'word '.repeat(40), content: '' }).length).toBeLessThanOrEqual(101);
  });
});
