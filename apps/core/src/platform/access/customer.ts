import type { FastifyRequest } from 'fastify';
import type { Queryable } from '@openportal/db';
import type { AccessTokens } from '../../identity/index.ts';
import { AppError } from '../app-error.ts';
import type { CustomerCaller } from '../caller.ts';

/** The body's transport fields that say whom a signed-in user acts as (spec 1 §7). */
export interface ActingFields {
  fromCustomerId?: string | undefined;
  fromEmail?: string | undefined;
}

/** The bearer token of a request, or '' when there is none. */
export function bearerOf(req: FastifyRequest): string {
  const auth = req.headers.authorization ?? '';
  return auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
}

/**
 * The customer a call acts for: `Customer-Id` (header) or `fromCustomerId` (body) — the same
 * check for both, and they must agree — else the user's primary customer. `fromEmail`, when
 * sent, must be the signed-in user's own.
 */
function wantedCustomer(req: FastifyRequest, fields: ActingFields): string | undefined {
  const header = req.headers['customer-id'];
  if (header !== undefined && (typeof header !== 'string' || header.length > 64))
    throw new AppError('ENOA', 'noAccess');
  const body = fields.fromCustomerId;
  if (header !== undefined && body !== undefined && header !== body) throw new AppError('ENOA', 'noAccess');
  return header ?? body;
}

interface TCallerRow {
  customer_id: string;
  access_rights: number;
  alive: boolean;
  mode: string;
  approved_device: boolean;
}

/**
 * Bearer token → user of this brand with a live session; the acting customer honoured only
 * when the user holds an access right (> 0) on it and it is of the same brand. A token issued
 * on another brand is no token here. The same statement brings the user's payment approval mode
 * and, for push, whether an approved device exists: a money call decides its approval from the
 * caller (`money/approvals`) with no query of its own.
 */
export async function authenticateCustomer(
  req: FastifyRequest,
  deps: { db: Queryable; tokens: AccessTokens },
  brand: string,
  fields: ActingFields = {},
): Promise<CustomerCaller> {
  const token = bearerOf(req);
  const claims = token ? await deps.tokens.verify(token) : null;
  if (!claims || claims.brand !== brand) throw new AppError('AU', 'accessTokenInvalid');
  const wanted = wantedCustomer(req, fields);
  const row = (
    await deps.db.query<TCallerRow>(
      `SELECT a.customer_id, a.access_rights, u.two_step_transaction AS mode,
            EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = $3 AND t.revoked_at IS NULL) AS alive,
            u.two_step_transaction = 'push' AND EXISTS (SELECT 1 FROM devices d WHERE d.user_id = u.id
              AND d.deleted_at IS NULL AND d.approved_at IS NOT NULL) AS approved_device
       FROM customer_access a JOIN users u ON u.id = a.user_id JOIN customers c ON c.id = a.customer_id
      WHERE a.user_id = $1 AND u.status = 'active' AND u.brand = $4 AND c.brand = $4
        AND ($2::text IS NULL AND a.is_primary OR a.customer_id = $2)
      ORDER BY a.is_primary DESC LIMIT 1`,
      [claims.sub, wanted ?? null, claims.sid, brand],
    )
  ).rows[0];
  if (row && !row.alive) throw new AppError('AU', 'accessTokenInvalid');
  if (!row || row.access_rights <= 0) throw new AppError('ENOA', 'noAccess');
  if (fields.fromEmail !== undefined && fields.fromEmail.toLowerCase() !== claims.email.toLowerCase())
    throw new AppError('ENOA', 'noAccess');
  return {
    kind: 'customer',
    brand,
    userId: claims.sub,
    email: claims.email,
    sessionId: claims.sid,
    customerId: row.customer_id,
    accessRights: row.access_rights,
    approvalMode: { mode: row.mode, approvedDevice: row.approved_device },
  };
}
