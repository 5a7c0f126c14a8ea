import { describe, expect, it } from 'vitest';
import { scrollKey } from '../src/app/page-scroll.tsx';

describe('scrollKey', () => {
  it('keeps the key of an entry made by a client-side navigation', () => {
    expect(scrollKey({ key: 'x7k2p', pathname: '/blogs', search: '' })).toBe('x7k2p');
  });

  it('keys the entry a document load starts on by its address, so two such pages never share a position', () => {
    const blogs = scrollKey({ key: 'default', pathname: '/blogs', search: '' });
    const recruitment = scrollKey({ key: 'default', pathname: '/recruitment', search: '' });
    expect(blogs).not.toBe(recruitment);
    expect(scrollKey({ key: 'default', pathname: '/blogs', search: '?page=2' })).not.toBe(blogs);
    // A reload of the same address finds its position again.
    expect(scrollKey({ key: 'default', pathname: '/blogs', search: '' })).toBe(blogs);
  });
});
