import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type CryptoKey } from 'jose';
import { ZAccessClaims, type TAccessClaims } from '@openportal/contract';
import type { Db } from '@openportal/db';
import { newId } from '../platform/crypto.ts';

const VERIFIED_CACHE_MAX = 10_000;

export interface AccessTokens {
  sign(claims: Omit<TAccessClaims, 'iat' | 'exp'>): Promise<string>;
  verify(token: string): Promise<TAccessClaims | null>;
  jwks(): { keys: JWK[] };
}

/**
 * Ed25519 key pair kept in the database so every core replica signs and verifies with the
 * same key; created on first start.
 */
export async function loadAccessTokens(db: Db, ttlS: number): Promise<AccessTokens> {
  let row = (
    await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
      'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
    )
  ).rows[0];
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const kid = newId();
    const candidate = {
      kid,
      private_jwk: await exportJWK(privateKey),
      public_jwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' },
    };
    await db.query(
      'INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [kid, candidate.private_jwk, candidate.public_jwk],
    );
    row = (
      await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
        'SELECT kid, private_jwk, public_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
      )
    ).rows[0]!;
  }
  const { kid } = row;
  const privateKey = (await importJWK(row.private_jwk, 'EdDSA')) as CryptoKey;
  const publicKey = (await importJWK(row.public_jwk, 'EdDSA')) as CryptoKey;
  const publicJwk = row.public_jwk;
  // Signature checks are the costliest step of a call: a token verified once is trusted
  // until its exp (revocation is still checked per call, against the session).
  const verified = new Map<string, TAccessClaims>();
  const remember = (token: string, claims: TAccessClaims) => {
    if (verified.size >= VERIFIED_CACHE_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  return {
    async sign(claims) {
      return new SignJWT({ sid: claims.sid, email: claims.email, brand: claims.brand })
        .setProtectedHeader({ alg: 'EdDSA', kid })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlS}s`)
        .sign(privateKey);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known.exp * 1000 > Date.now() ? known : null;
      try {
        const { payload } = await jwtVerify(token, publicKey, { algorithms: ['EdDSA'] });
        const parsed = ZAccessClaims.safeParse(payload);
        if (!parsed.success) return null;
        remember(token, parsed.data);
        return parsed.data;
      } catch {
        return null;
      }
    },
    jwks: () => ({ keys: [publicJwk] }),
  };
}
