import { describe, expect, it } from 'vitest';
import { base32Encode, totp, verifyTotp } from './totp.ts';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890", 8 digits.
const SEED = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches RFC 6238 at T=%i', (t, code) => {
    expect(totp(SEED, t * 1000, 8)).toBe(code);
  });
  it('accepts one step of drift and refuses two', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(SEED, totp(SEED, now - 30_000), now)).toBe(true);
    expect(verifyTotp(SEED, totp(SEED, now - 60_000), now)).toBe(false);
    expect(verifyTotp(SEED, '12345', now)).toBe(false);
  });
});
