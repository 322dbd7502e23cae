import { CODE_CHALLENGE_LENGTH } from '@openportal/contract';

/** RFC 3986 unreserved characters, the PKCE verifier alphabet (RFC 7636 §4.1). */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** Largest multiple of the alphabet size below 256, for unbiased rejection sampling. */
const LIMIT = 256 - (256 % UNRESERVED.length);

export type TRandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoFill: TRandomFill = (b) => globalThis.crypto.getRandomValues(b);

/** A code verifier: `length` unreserved characters drawn uniformly (spec 1 §5: 128). */
export function createVerifier(length: number = CODE_CHALLENGE_LENGTH, fill: TRandomFill = cryptoFill): string {
  let out = '';
  while (out.length < length) {
    for (const byte of fill(new Uint8Array(length * 2))) {
      if (byte < LIMIT && out.length < length) out += UNRESERVED[byte % UNRESERVED.length];
    }
  }
  return out;
}

export function base64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** S256 challenge: base64url(SHA-256(ASCII(verifier))) without padding. */
export async function challengeFor(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export async function createPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = createVerifier();
  return { verifier, challenge: await challengeFor(verifier) };
}
