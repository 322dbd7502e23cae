import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(buf: Buffer): string {
  let bits = 0,
    value = 0,
    out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0,
    value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const newTotpSecret = () => base32Encode(randomBytes(20));

/** RFC 6238 TOTP with HMAC-SHA1, 30 s steps, 6 digits (RFC 4226 dynamic truncation). */
export function totp(secretBase32: string, timeMs: number, digits = 6, stepS = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 1000 / stepS)));
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return bin.toString().padStart(digits, '0');
}

/**
 * The time step (30 s counter) a code matches, trying the current step and one on either side
 * (clock drift); null when none. The caller refuses a step it has accepted before (RFC 6238 §5.2).
 */
export function matchTotpStep(secretBase32: string, code: string, nowMs = Date.now(), stepS = 30): bigint | null {
  const given = Buffer.from(code);
  const current = Math.floor(nowMs / 1000 / stepS);
  for (const d of [-1, 0, 1]) {
    const expected = Buffer.from(totp(secretBase32, (current + d) * stepS * 1000));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return BigInt(current + d);
  }
  return null;
}

/** Accepts the current step and one on either side (clock drift). */
export function verifyTotp(secretBase32: string, code: string, nowMs = Date.now()): boolean {
  return matchTotpStep(secretBase32, code, nowMs) !== null;
}
