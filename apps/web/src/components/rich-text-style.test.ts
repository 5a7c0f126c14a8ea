import { describe, expect, it } from 'vitest';
import { demoteHeadings } from './rich-text-style.ts';

describe('demoteHeadings', () => {
  it('moves each heading one level down, opening and closing tags alike', () => {
    expect(demoteHeadings('<h1>A</h1><p>x</p><h2>B</h2><h3>C</h3>')).toBe(
      '<h2>A</h2><p>x</p><h3>B</h3><h4>C</h4>',
    );
  });

  it('leaves text and other tags alone', () => {
    const html = '<p>h1 and <strong>h2</strong> in words, <a href="https://x.example/h1">h1</a></p><hr>';
    expect(demoteHeadings(html)).toBe(html);
  });
});
