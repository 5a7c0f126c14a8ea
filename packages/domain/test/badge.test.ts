import { describe, expect, it } from 'vitest';
import {
  BADGE_SHARE_TEXT,
  badgeImagePath,
  badgeShareUrls,
  badgeVerifyPath,
  badgeVerifyUrl,
  linkedInAddCertificationUrl,
  qrPath,
} from '../src/badge.ts';
import { FORUM_NAME } from '../src/constants.ts';
import { formatMemberId, MEMBER_ID_PATTERN } from '../src/schemas/member.ts';

const ID = '3f1b6a52-8c4d-4e7f-9a01-23456789abcd';
const VERIFY = `https://ssf.example.org/member/badge/verify/${ID}`;

describe('the membership badge', () => {
  it('makes the readable member id from the year and the member number', () => {
    expect(formatMemberId(2026, 42)).toBe('SSF-2026-0042');
    expect(formatMemberId(2026, 1)).toBe('SSF-2026-0001');
    expect(formatMemberId(2027, 12345)).toBe('SSF-2027-12345');
    for (const n of [1, 999, 9999, 10000, 123456]) expect(formatMemberId(2026, n)).toMatch(MEMBER_ID_PATTERN);
  });

  it('builds the badge, image and verification addresses', () => {
    expect(badgeVerifyPath(ID)).toBe(`/member/badge/verify/${ID}`);
    expect(badgeVerifyUrl('https://ssf.example.org/', ID)).toBe(VERIFY);
    expect(badgeVerifyUrl('https://ssf.example.org', ID)).toBe(VERIFY);
    expect(badgeImagePath(ID)).toBe(`/member/badge/${ID}/image.png`);
    // An id is one path segment, whatever it holds.
    expect(badgeVerifyPath('a/b?c')).toBe('/member/badge/verify/a%2Fb%3Fc');
  });

  it('fills in LinkedIn’s add-certification link with the organisation id', () => {
    const url = new URL(
      linkedInAddCertificationUrl({
        organizationId: '12345678',
        verifyUrl: VERIFY,
        memberId: 'SSF-2026-0042',
        issued: new Date(2026, 2, 15),
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Member',
      organizationId: '12345678',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: VERIFY,
      certId: 'SSF-2026-0042',
    });
  });

  it('names the forum on LinkedIn when no organisation id is configured', () => {
    const url = new URL(
      linkedInAddCertificationUrl({
        organizationId: '  ',
        verifyUrl: VERIFY,
        memberId: 'SSF-2026-0042',
        issued: new Date(2026, 11, 31),
      }),
    );
    expect(url.searchParams.has('organizationId')).toBe(false);
    expect(url.searchParams.get('organizationName')).toBe(FORUM_NAME);
    expect(url.searchParams.get('issueMonth')).toBe('12');
  });

  it('builds share links carrying the verification address (and Twitter the text)', () => {
    const shares = badgeShareUrls(VERIFY);
    const facebook = new URL(shares.facebook);
    expect(facebook.origin).toBe('https://www.facebook.com');
    expect(facebook.searchParams.get('u')).toBe(VERIFY);
    const twitter = new URL(shares.twitter);
    expect(twitter.origin).toBe('https://twitter.com');
    expect(twitter.searchParams.get('url')).toBe(VERIFY);
    expect(twitter.searchParams.get('text')).toBe(BADGE_SHARE_TEXT);
    const linkedin = new URL(shares.linkedin);
    expect(linkedin.origin).toBe('https://www.linkedin.com');
    expect(linkedin.searchParams.get('url')).toBe(VERIFY);
    // Characters of the address cannot break out of the parameter.
    const odd = badgeShareUrls('https://x.example/a?b=1&c=2#d', 'Tom & Jerry #1');
    expect(new URL(odd.twitter).searchParams.get('url')).toBe('https://x.example/a?b=1&c=2#d');
    expect(new URL(odd.twitter).searchParams.get('text')).toBe('Tom & Jerry #1');
  });

  it('draws a QR code’s dark modules as rows of rectangles', () => {
    // 3 by 3: a dark first row, a dark middle module, a dark corner.
    const modules = { size: 3, data: [1, 1, 1, 0, 1, 0, 0, 0, 1] };
    expect(qrPath(modules, 0)).toBe('M0 0h3v1h-3zM1 1h1v1h-1zM2 2h1v1h-1z');
    expect(qrPath(modules, 4)).toBe('M4 4h3v1h-3zM5 5h1v1h-1zM6 6h1v1h-1z');
    expect(qrPath({ size: 2, data: [0, 0, 0, 0] })).toBe('');
  });
});
