import { describe, expect, it } from 'vitest';
import { challengeFor, createPkce, createVerifier } from './pkce.ts';

describe('PKCE S256', () => {
  it('matches the RFC 7636 appendix B test vector', async () => {
    expect(await challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
  it('makes a 128-character verifier of unreserved characters and a 43-character challenge', async () => {
    const { verifier, challenge } = await createPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
  it('skips bytes that would bias the alphabet', () => {
    // 255 is above the last multiple of 66 and must be rejected; 0 → 'A', 65 → '~'.
    const fill = (b: Uint8Array<ArrayBuffer>) => {
      b.fill(255);
      b[1] = 0;
      b[3] = 65;
      return b;
    };
    expect(createVerifier(2, fill)).toBe('A~');
  });
});
