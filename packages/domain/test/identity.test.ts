import { describe, expect, it } from 'vitest';
import { cleanLine, cleanText, emailKey, hasInvisibleCharacter, prnKey } from '../src/identity.ts';

describe('recognising the same student', () => {
  it('cleans invisible characters and compatibility forms out of typed text', () => {
    expect(cleanText(' CAP\u200bdup\u00ad ')).toBe('CAPdup');
    expect(cleanText('\ufeffＣＡＰ１２３')).toBe('CAP123');
    expect(cleanText('Asha\u200d')).toBe('Asha');
  });
  it('compares PRNs whatever their case or invisible characters', () => {
    expect(prnKey('cap\u200bDUP')).toBe(prnKey('CAPdup'));
    expect(prnKey('ＣＡＰ１')).toBe(prnKey('cap1'));
    expect(prnKey('CAP1')).not.toBe(prnKey('CAP2'));
  });
  it('compares emails without a +tag before the @', () => {
    expect(emailKey('Name+x@mitwpu.edu.in')).toBe('name@mitwpu.edu.in');
    expect(emailKey('name+a+b@mitwpu.edu.in')).toBe('name@mitwpu.edu.in');
    expect(emailKey('name@mitwpu.edu.in')).toBe('name@mitwpu.edu.in');
    expect(emailKey('other@mitwpu.edu.in')).not.toBe(emailKey('name@mitwpu.edu.in'));
  });
});

describe('identifiers and one-line fields', () => {
  it('gives a PRN the key of what identifies it: its letters and digits, in any case or form', () => {
    const key = prnKey('APP0001');
    for (const variant of [
      'app0001',
      'APP 0001',
      'APP-0001',
      'APP0001\u2800',
      'ＡＰＰ０００１',
      ' app.0001 ',
    ])
      expect(prnKey(variant), JSON.stringify(variant)).toBe(key);
    expect(prnKey('RT 0001')).toBe(prnKey('RT-0001'));
    expect(prnKey('RT 0001')).toBe('rt0001');
    expect(prnKey('STRASSE1')).toBe(prnKey('straße1'));
    expect(prnKey('APP0001')).not.toBe(prnKey('APP0002'));
    expect(prnKey('१२३')).toBe('१२३');
  });
  it('finds default-ignorable code points in identifiers', () => {
    for (const hidden of ['\u034f', '\u3164', '\ufe0f', '\u115f', '\u{E0100}'])
      expect(hasInvisibleCharacter(`APP0001${hidden}`), hidden.codePointAt(0)?.toString(16)).toBe(true);
    expect(hasInvisibleCharacter('APP0001\u2800')).toBe(false);
    expect(hasInvisibleCharacter('APP-0001')).toBe(false);
  });
  it('cleans one-line fields of line and paragraph separators and keeps combining marks', () => {
    expect(cleanLine('Asha\u2028Rao\u2029')).toBe('Asha Rao');
    expect(cleanLine('अनुश्री')).toBe('अनुश्री');
    expect(cleanLine('क्षितिज')).toBe('क्षितिज');
    expect(cleanLine(' José ')).toBe('José');
  });
});
