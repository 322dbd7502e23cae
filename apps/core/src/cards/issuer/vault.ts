import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';

/**
 * The card vault of the issuer stand-in (issue 24): what a card's secrets are kept as.
 * - PAN: a token, AES-256-GCM under the vault key (`v1.<iv>.<tag>.<ciphertext>`, base64url),
 *   beside its BIN and last four digits for display; never logged, never answered except by the
 *   reveal call.
 * - CVV: never stored; derived from the PAN and expiry under the key (as an issuer's CVK does).
 * - PIN: never stored as digits nor as a reversible secret of its own: a natural PIN is derived
 *   from the PAN under the key and the card keeps only the offset to the chosen PIN (IBM 3624
 *   style), so the offset alone says nothing and the vault key recovers the PIN for the reveal.
 */
export interface TVault {
  panToken(pan: string): string;
  panOf(token: string): string;
  cvvOf(pan: string, expiryMonth: number, expiryYear: number): string;
  pinOffset(pan: string, pin: string): string;
  pinOf(pan: string, offset: string): string;
}

/** The vault key: 32 bytes derived (HKDF-SHA256) from the configured secret. */
export function vaultKeyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'openportal', 'card-vault v1', 32));
}

const digitsOf = (mac: Buffer, n: number) => {
  let out = '';
  for (const byte of mac) {
    if (out.length === n) break;
    out += String(byte % 10);
  }
  return out;
};

export function createVault(key: Buffer): TVault {
  const mac = (label: string, data: string) => createHmac('sha256', key).update(`${label}:${data}`).digest();
  const naturalPin = (pan: string) => digitsOf(mac('pin', pan), 4);
  const digitwise = (a: string, b: string, sign: 1 | -1) =>
    [...a].map((d, i) => String((Number(d) + sign * Number(b[i]) + 10) % 10)).join('');
  return {
    panToken(pan) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    panOf(token) {
      const [v, iv, tag, sealed] = token.split('.');
      if (v !== 'v1' || !iv || !tag || !sealed) throw new Error('card vault: unknown token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
    cvvOf: (pan, month, year) => digitsOf(mac('cvv', `${pan}:${month}:${year}`), 3),
    pinOffset: (pan, pin) => digitwise(pin, naturalPin(pan), -1),
    pinOf: (pan, offset) => digitwise(naturalPin(pan), offset, 1),
  };
}

/** The Luhn check digit of a number's other digits. */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export const luhnValid = (pan: string) => /^[0-9]{12,19}$/.test(pan) && luhnCheckDigit(pan.slice(0, -1)) === pan.at(-1);

/** A new 16-digit, Luhn-valid PAN in a BIN range (random account digits). */
export function newPan(bin: string): string {
  let body = bin;
  while (body.length < 15) body += String(randomInt(0, 10));
  return body + luhnCheckDigit(body);
}

/** A new random 4-digit PIN. */
export const newPin = () => String(randomInt(0, 10_000)).padStart(4, '0');
