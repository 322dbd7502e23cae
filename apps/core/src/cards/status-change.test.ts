import { describe, expect, it } from 'vitest';
import { pastExpiry } from './status-change.ts';

describe('pastExpiry', () => {
  it('counts the whole expiry month as valid, the first moment of the next as expired', () => {
    const card = { expiryMonth: 12, expiryYear: 2026 };
    expect(pastExpiry(card, new Date('2026-12-31T23:59:59Z'))).toBe(false);
    expect(pastExpiry(card, new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(pastExpiry({ expiryMonth: 2, expiryYear: 2028 }, new Date('2028-02-29T12:00:00Z'))).toBe(false);
  });
});
