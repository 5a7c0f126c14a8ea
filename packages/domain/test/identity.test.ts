import { describe, expect, it } from 'vitest';
import { cleanText, emailKey, prnKey } from '../src/identity.ts';

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
