import type { FastifyRequest } from 'fastify';
import type { Queryable } from '@openportal/db';
import { AppError } from '../app-error.ts';
import type {
  AdminCaller,
  InternalCaller,
  MerchantKeyCaller,
  PaymentLinkCaller,
  RepresentativeCaller,
} from '../caller.ts';
import { secretMatches, sha256Hex } from '../crypto.ts';

/** Operators' session tokens are opaque and carry this prefix, so a bearer is never ambiguous. */
export const ADMIN_TOKEN_PREFIX = 'adm_';
/** The header of the merchant public API's key, and of our services' shared secret. */
export const API_KEY_HEADER = 'x-api-key';
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

const denied = () => new AppError('13', 'accessDenied');

/** `Authorization: Bearer adm_…` → the operator of a live back-office session. */
export async function authenticateAdmin(q: Queryable, token: string): Promise<AdminCaller> {
  const row = (
    await q.query<{ admin_id: number; roles: string[] }>(
      `SELECT a.id AS admin_id, a.roles FROM admin_sessions s JOIN admin_users a ON a.id = s.admin_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND a.enabled`,
      [sha256Hex(token)],
    )
  ).rows[0];
  if (!row) throw new AppError('AU', 'accessTokenInvalid');
  return { kind: 'admin', adminId: Number(row.admin_id), roles: row.roles };
}

/** `x-internal-secret` equal to the configured one (constant-time). */
export function authenticateInternal(req: FastifyRequest, secret: string): InternalCaller {
  if (!secretMatches(req.headers[INTERNAL_SECRET_HEADER], secret)) throw denied();
  return { kind: 'internal' };
}

async function secretRow(q: Queryable, table: 'auth_secrets' | 'payment_secrets', secret: unknown, brand: string) {
  if (typeof secret !== 'string' || secret.length < 16 || secret.length > 256) throw denied();
  const ref = table === 'auth_secrets' ? 'representative_id' : 'payment_ref';
  const row = (
    await q.query<{ customer_id: string; ref: string }>(
      `SELECT s.customer_id, s.${ref} AS ref FROM ${table} s JOIN customers c ON c.id = s.customer_id
        WHERE s.secret_hash = $1 AND s.expires_at > now() AND c.brand = $2
          ${table === 'auth_secrets' ? 'AND s.used_at IS NULL' : ''}`,
      [sha256Hex(secret), brand],
    )
  ).rows[0];
  if (!row) throw denied();
  return row;
}

/** `authSecret` in the body → the representative it was issued to (spec 1 §6). */
export async function authenticateRepresentative(
  q: Queryable,
  secret: unknown,
  brand: string,
): Promise<RepresentativeCaller> {
  const row = await secretRow(q, 'auth_secrets', secret, brand);
  return { kind: 'representative', brand, customerId: row.customer_id, representativeId: row.ref };
}

/** `paymentSecret` in the body → the payment link it names (spec 2 §6). */
export async function authenticatePaymentLink(
  q: Queryable,
  secret: unknown,
  brand: string,
): Promise<PaymentLinkCaller> {
  const row = await secretRow(q, 'payment_secrets', secret, brand);
  return { kind: 'paymentSecret', brand, customerId: row.customer_id, paymentRef: row.ref };
}

/** `x-api-key` → the enabled key's merchant, of this brand. */
export async function authenticateMerchantKey(q: Queryable, key: unknown, brand: string): Promise<MerchantKeyCaller> {
  if (typeof key !== 'string' || key.length < 16 || key.length > 256) throw new AppError('AU', 'accessTokenInvalid');
  const row = (
    await q.query<{ id: number; customer_id: string }>(
      `SELECT k.id, k.customer_id FROM merchant_api_keys k JOIN customers c ON c.id = k.customer_id
        WHERE k.key_hash = $1 AND k.enabled AND c.brand = $2`,
      [sha256Hex(key), brand],
    )
  ).rows[0];
  if (!row) throw new AppError('AU', 'accessTokenInvalid');
  return { kind: 'merchantKey', brand, customerId: row.customer_id, keyId: Number(row.id) };
}
