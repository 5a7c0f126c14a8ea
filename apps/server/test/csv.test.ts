import { describe, expect, it } from 'vitest';
import { inertCell, toCsv } from '../src/content/csv.ts';
import { parseCsv } from './fixtures/csv.ts';

const BOM = '\uFEFF';

describe('CSV writing', () => {
  it('reads back cell for cell, whatever the cells hold', () => {
    const rows = [
      ['plain', 'comma, here', 'semi; colon', 'say "hi"', 'two\r\nlines', 'line\nfeed'],
      [' leading', 'trailing ', '', 'Ünïcödé ✓', 'देवनागरी', '50%'],
    ];
    const text = toCsv(rows);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text.slice(BOM.length))).toEqual(rows);
  });

  it('quotes every cell a spreadsheet could split or trim: either separator, quotes, breaks, outer space', () => {
    const line = toCsv([['a,b', 'a;b', 'a"b', 'a\nb', ' a', 'a ', 'ab']]).slice(BOM.length);
    expect(line).toBe('"a,b","a;b","a""b","a\nb"," a","a ",ab\r\n');
  });

  it('makes cells that would run as a formula inert, and reads them back with the leading quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\n']) {
      expect(inertCell(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(inertCell('1+1')).toBe('1+1');
    const formula = '=HYPERLINK("http://evil.example","x")';
    expect(parseCsv(toCsv([[formula]]).slice(BOM.length))).toEqual([[`'${formula}`]]);
  });
});
