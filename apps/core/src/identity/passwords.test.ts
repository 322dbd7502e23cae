import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('argon2id passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse 1');
    const b = await hashPassword('correct horse 1');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse 1', a)).toBe(true);
    expect(await verifyPassword('correct horse 2', a)).toBe(false);
    expect(await verifyPassword('correct horse 1', 'not-a-hash')).toBe(false);
  });
});
