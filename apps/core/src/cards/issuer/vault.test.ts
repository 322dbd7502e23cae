import { describe, expect, it } from 'vitest';
import { createVault, luhnCheckDigit, luhnValid, newPan, newPin, vaultKeyOf } from './vault.ts';

const vault = createVault(vaultKeyOf('a test secret of sixteen+ chars'));

describe('card vault', () => {
  it('issues Luhn-valid 16-digit PANs in the BIN range', () => {
    for (let i = 0; i < 50; i++) {
      const pan = newPan('400000');
      expect(pan).toMatch(/^400000[0-9]{10}$/);
      expect(luhnValid(pan)).toBe(true);
    }
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(luhnValid('4000000000000001')).toBe(false);
  });
  it('keeps the PAN as a token that hides it and opens only under the same key', () => {
    const pan = newPan('400000');
    const token = vault.panToken(pan);
    expect(token).not.toContain(pan);
    expect(token).not.toContain(pan.slice(6));
    expect(vault.panToken(pan)).not.toBe(token);
    expect(vault.panOf(token)).toBe(pan);
    expect(() => createVault(vaultKeyOf('another secret of sixteen chars')).panOf(token)).toThrow();
  });
  it('derives the CVV and keeps the PIN as an offset that gives the PIN back only with the key', () => {
    const pan = newPan('510000');
    expect(vault.cvvOf(pan, 5, 2030)).toMatch(/^[0-9]{3}$/);
    expect(vault.cvvOf(pan, 5, 2030)).toBe(vault.cvvOf(pan, 5, 2030));
    const pin = newPin();
    const offset = vault.pinOffset(pan, pin);
    expect(offset).toMatch(/^[0-9]{4}$/);
    expect(vault.pinOf(pan, offset)).toBe(pin);
    const other = createVault(vaultKeyOf('another secret of sixteen chars'));
    const guesses = Array.from({ length: 20 }, () => newPan('510000')).filter(
      (p) => other.pinOf(p, offset) !== vault.pinOf(p, offset),
    );
    expect(guesses.length).toBeGreaterThan(0);
  });
});
