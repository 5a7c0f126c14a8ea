import { describe, expect, it } from 'vitest';
import { ticketTokenOf } from './qr-scanner.ts';

describe('ticketTokenOf', () => {
  const token = 'abcDEF123_-'.repeat(4).slice(0, 43);

  it('reads the token from a ticket link or a bare token', () => {
    expect(ticketTokenOf(`https://ssf.example.org/events/tickets/${token}`)).toBe(token);
    expect(ticketTokenOf(`http://localhost:5000/events/tickets/${token}?from=mail`)).toBe(token);
    expect(ticketTokenOf(` ${token} `)).toBe(token);
  });

  it('refuses other codes', () => {
    expect(ticketTokenOf('https://example.org/')).toBeNull();
    expect(ticketTokenOf(`https://ssf.example.org/events/tickets/${token}x`)).toBeNull();
    expect(ticketTokenOf('WIFI:S:campus;;')).toBeNull();
  });
});
