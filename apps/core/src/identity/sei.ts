import type { Queryable } from '@openportal/db';
import { newId, randomToken, sha256Hex } from '../platform/crypto.ts';

/** Allowed third parties: client id → the prefix its redirect URIs must start with. */
export type TSeiClients = ReadonlyMap<string, string>;

/** `demo-shop=http://127.0.0.1,other=https://other.example/cb` → the allowed clients. */
export function parseSeiClients(text: string): TSeiClients {
  const pairs = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const at = p.indexOf('=');
      return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const;
    })
    .filter(([id, prefix]) => id !== '' && /^https?:\/\//.test(prefix));
  return new Map(pairs);
}

/** An authorisation waits this long for the user's decision (our choice). */
const SEI_TTL_S = 600;

export async function createSeiAuthorization(
  q: Queryable,
  a: { userId: string; clientId: string; redirectUri: string; state?: string | undefined; scope?: string | undefined },
): Promise<string> {
  const id = newId();
  await q.query(
    `INSERT INTO sei_authorizations (id, user_id, client_id, redirect_uri, state, scope, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [id, a.userId, a.clientId, a.redirectUri, a.state ?? null, a.scope ?? null, SEI_TTL_S],
  );
  return id;
}

/**
 * The user decides once: approved gives the third party a one-time code on its redirect URI,
 * denied gives error=access_denied (RFC 6749 §4.1.2 shapes). Null: not this user's, decided or expired.
 */
export async function decideSeiAuthorization(
  q: Queryable,
  d: { id: string; userId: string; approve: boolean },
): Promise<string | null> {
  const code = d.approve ? randomToken() : null;
  const r = await q.query<{ redirect_uri: string; state: string | null }>(
    `UPDATE sei_authorizations SET status = $3, code_hash = $4
      WHERE id = $1 AND user_id = $2 AND status = 'pending' AND expires_at > now()
      RETURNING redirect_uri, state`,
    [d.id, d.userId, d.approve ? 'approved' : 'denied', code ? sha256Hex(code) : null],
  );
  const row = r.rows[0];
  if (!row) return null;
  const url = new URL(row.redirect_uri);
  if (code) url.searchParams.set('code', code);
  else url.searchParams.set('error', 'access_denied');
  if (row.state) url.searchParams.set('state', row.state);
  return url.toString();
}
