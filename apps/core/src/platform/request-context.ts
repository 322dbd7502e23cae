import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError } from './app-error.ts';
import type { AccessTokens } from '../identity/signing-keys.ts';

export interface Caller {
  /** The brand of the host the call came to; the token was issued on the same brand. */
  brand: string;
  userId: string;
  email: string;
  sessionId: string;
  /** The customer this call acts for, after the access check. */
  customerId: string;
  accessRights: number;
}

export function languageOf(req: FastifyRequest): TLanguage {
  const header = String(req.headers['accept-language'] ?? '').toLowerCase();
  const first = header.split(',')[0]?.split(';')[0]?.trim().slice(0, 2) ?? '';
  const mapped = first === 'uk' ? 'ua' : first;
  return (LANGUAGES as readonly string[]).includes(mapped) ? (mapped as TLanguage) : 'en';
}

/**
 * Bearer token → user; Customer-Id header → the customer acted for, honoured only when the
 * user holds an access right (> 0) on it. Without the header, the user's primary customer.
 * A token issued on another brand is no token here; a customer of another brand is no customer.
 */
export async function authenticate(
  req: FastifyRequest,
  q: Queryable,
  tokens: AccessTokens,
  brand: string,
): Promise<Caller> {
  const auth = req.headers.authorization ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  const claims = token ? await tokens.verify(token) : null;
  if (!claims || claims.brand !== brand) throw new AppError('AU', 'accessTokenInvalid');
  const wanted = req.headers['customer-id'];
  if (wanted !== undefined && (typeof wanted !== 'string' || wanted.length > 64))
    throw new AppError('ENOA', 'noAccess');
  const row = (
    await q.query<{ customer_id: string; access_rights: number; alive: boolean }>(
      `SELECT a.customer_id, a.access_rights,
            EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = $3 AND t.revoked_at IS NULL) AS alive
       FROM customer_access a JOIN users u ON u.id = a.user_id JOIN customers c ON c.id = a.customer_id
      WHERE a.user_id = $1 AND u.status = 'active' AND u.brand = $4 AND c.brand = $4
        AND ($2::text IS NULL AND a.is_primary OR a.customer_id = $2)
      ORDER BY a.is_primary DESC LIMIT 1`,
      [claims.sub, wanted ?? null, claims.sid, brand],
    )
  ).rows[0];
  if (row && !row.alive) throw new AppError('AU', 'accessTokenInvalid');
  if (!row || row.access_rights <= 0) throw new AppError('ENOA', 'noAccess');
  return {
    brand,
    userId: claims.sub,
    email: claims.email,
    sessionId: claims.sid,
    customerId: row.customer_id,
    accessRights: row.access_rights,
  };
}
