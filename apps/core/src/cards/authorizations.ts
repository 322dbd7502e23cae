import { randomUUID } from 'node:crypto';
import {
  CARD_STATUSES,
  formatMinor,
  parseAmount,
  type TCardAuthorization,
  type TCurrencyCode,
  DECLINE_REASONS,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  getAccounts,
  postPending,
  postTransaction,
  SYSTEM_ACCOUNT_CODES,
  systemAccount,
  voidPending,
} from '@openportal/ledger';
import { AppError, fieldError } from '../platform/app-error.ts';
import { tellBalances } from './fees.ts';
import type { CardsDeps } from './module.ts';
import { declineOf, type TSpendControls } from './spend-controls.ts';

type TDecline = (typeof DECLINE_REASONS)[number];

export interface TAuthorizationRow {
  id: string;
  accountId: number;
  holdAccountId: number;
  customerId: string;
  holdTransactionId: string | null;
  merchant: string;
  merchantCountry: string | null;
  channel: TCardAuthorization['channel'];
  currency: TCurrencyCode;
  amountMinor: bigint;
  capturedMinor: bigint;
  status: TCardAuthorization['status'];
  declineReason: TDecline | null;
  createdAt: Date;
}

export const AUTHORIZATION_COLUMNS = `id::text, account_id::int AS "accountId", hold_account_id::int AS "holdAccountId",
  customer_id AS "customerId", hold_transaction_id::text AS "holdTransactionId", merchant,
  merchant_country AS "merchantCountry", channel, currency, amount_minor AS "amountMinor",
  captured_minor AS "capturedMinor", status, decline_reason AS "declineReason", created_at AS "createdAt"`;

/** An authorization as the wire answers it (contract ZCardAuthorization). */
export const wireAuthorization = (a: TAuthorizationRow): TCardAuthorization => ({
  authorizationId: a.id,
  accountId: a.accountId,
  holdAccountId: a.holdAccountId,
  merchant: a.merchant,
  merchantCountry: a.merchantCountry,
  channel: a.channel,
  amount: formatMinor(BigInt(a.amountMinor), a.currency),
  captured: formatMinor(BigInt(a.capturedMinor), a.currency),
  currencyCode: a.currency,
  status: a.status,
  declineReason: a.declineReason,
  createdAt: new Date(a.createdAt).toISOString(),
});

interface TIssuerCard {
  accountId: number;
  customerId: string;
  statusId: number;
  panToken: string;
  /** A debit card's current account: where its authorizations hold money. */
  settlementAccountId: number | null;
}

/**
 * The card a request names: by PAN (its BIN and last four narrow the rows, the vault opens each
 * token to compare) or by account id; locked for the authorization. Unknown: IM notFound, the
 * PAN is never echoed.
 */
async function cardFor(tx: Queryable, deps: CardsDeps, by: { pan?: string; accountId?: number }): Promise<TIssuerCard> {
  const cols = `account_id::int AS "accountId", customer_id AS "customerId", status_id AS "statusId", pan_token AS "panToken",
    settlement_account_id::int AS "settlementAccountId"`;
  const rows = by.pan
    ? (
        await tx.query<TIssuerCard>(
          `SELECT ${cols} FROM cards WHERE pan_bin = $1 AND pan_last4 = $2 ORDER BY account_id FOR UPDATE`,
          [by.pan.slice(0, 6), by.pan.slice(-4)],
        )
      ).rows.filter((c) => deps.vault.panOf(c.panToken) === by.pan)
    : (await tx.query<TIssuerCard>(`SELECT ${cols} FROM cards WHERE account_id = $1 FOR UPDATE`, [by.accountId])).rows;
  if (!rows[0]) throw new AppError('IM', 'cardNotFound');
  return rows[0];
}

export interface TAuthorizeRequest {
  pan?: string;
  accountId?: number;
  amount: string;
  currencyCode: TCurrencyCode;
  merchant: string;
  merchantCountry?: string;
  channel: TCardAuthorization['channel'];
}

/**
 * One authorization in one transaction: the card (active only), its currency, its spend controls,
 * then a ledger hold of the amount from the card's account (a debit card's: its settlement
 * account) to the card-funding system account (the ledger refuses what the balance does not cover). A refusal is answered as a declined
 * authorization (as a card network would), written too; nothing is held for it.
 */
export async function authorize(deps: CardsDeps, req: TAuthorizeRequest): Promise<TAuthorizationRow> {
  const amount = parseAmount(req.amount, req.currencyCode);
  if (!amount.ok) throw fieldError('amount', 'invalidAmount');
  return deps.db.transaction(async (tx) => {
    const card = await cardFor(tx, deps, req);
    const holdAccountId = card.settlementAccountId ?? card.accountId;
    const [account] = await getAccounts(tx, [BigInt(holdAccountId)]);
    if (!account) throw new AppError('IM', 'cardNotFound');
    const id = randomUUID();
    let decline: TDecline | null =
      card.statusId !== CARD_STATUSES.active
        ? 'cardNotUsable'
        : account.currency !== req.currencyCode
          ? 'currencyMismatch'
          : await declineOf(tx, card.accountId, { ...req, amountMinor: amount.minor });
    let hold: string | null = null;
    if (!decline) {
      const funding = await systemAccount(tx, SYSTEM_ACCOUNT_CODES.cardFunding, account.currency);
      const posted = await postTransaction(tx, {
        idempotencyScope: 'card-issuer',
        idempotencyKey: `authorization:${id}`,
        type: 'card',
        pending: true,
        description: `Card payment: ${req.merchant}`,
        references: { counterparty: req.merchant, externalReference: id },
        moves: [{ fromAccountId: account.accountId, toAccountId: funding.accountId, amountMinor: amount.minor }],
      });
      if (posted.ok) hold = posted.value.transaction.transactionId;
      else decline = posted.error === 'insufficientFunds' ? 'insufficientFunds' : 'cardNotUsable';
    }
    const row = await insertAuthorization(tx, {
      ...{ id, card, holdAccountId, hold, req, amountMinor: amount.minor },
      status: decline ? 'declined' : 'pending',
      decline,
    });
    if (hold) await tellBalances(tx, deps.outbox, card.customerId, [holdAccountId]);
    return row;
  });
}

async function insertAuthorization(
  tx: Queryable,
  a: {
    id: string;
    card: TIssuerCard;
    holdAccountId: number;
    hold: string | null;
    req: TAuthorizeRequest;
    amountMinor: bigint;
    status: 'pending' | 'declined';
    decline: TDecline | null;
  },
): Promise<TAuthorizationRow> {
  const r = await tx.query<TAuthorizationRow>(
    `INSERT INTO card_authorizations (id, account_id, hold_account_id, customer_id, hold_transaction_id, merchant,
       merchant_country, channel, currency, amount_minor, status, decline_reason, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::int8, $11, $12, CASE WHEN $11 = 'declined' THEN now() END)
     RETURNING ${AUTHORIZATION_COLUMNS}`,
    [
      ...[a.id, a.card.accountId, a.holdAccountId, a.card.customerId, a.hold, a.req.merchant.trim()],
      ...[a.req.merchantCountry ?? null, a.req.channel, a.req.currencyCode, a.amountMinor.toString()],
      ...[a.status, a.decline],
    ],
  );
  return r.rows[0]!;
}

async function lockAuthorization(tx: Queryable, id: string): Promise<TAuthorizationRow> {
  const ok = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const r = ok
    ? await tx.query<TAuthorizationRow>(
        `SELECT ${AUTHORIZATION_COLUMNS} FROM card_authorizations WHERE id = $1 FOR UPDATE`,
        [id],
      )
    : { rows: [] };
  if (!r.rows[0]) throw new AppError('IM', 'authorizationNotFound');
  if (r.rows[0].status !== 'pending' || !r.rows[0].holdTransactionId)
    throw new AppError('VF', 'authorizationNotPending');
  return r.rows[0];
}

/**
 * Settles a pending authorization: the whole hold, or `amount` of it (a partial capture: the
 * ledger posts that part and releases the rest in the same statement). More than was authorized
 * is refused (authorizationOverCapture), a closed one too (authorizationNotPending).
 */
export async function settle(deps: CardsDeps, id: string, amount?: string): Promise<TAuthorizationRow> {
  return deps.db.transaction(async (tx) => {
    const a = await lockAuthorization(tx, id);
    let captured = BigInt(a.amountMinor);
    if (amount !== undefined) {
      const parsed = parseAmount(amount, a.currency);
      if (!parsed.ok) throw fieldError('amount', 'invalidAmount');
      if (parsed.minor > captured) throw fieldError('amount', 'authorizationOverCapture');
      captured = parsed.minor;
    }
    const whole = captured === BigInt(a.amountMinor);
    const posted = await postPending(tx, a.holdTransactionId!, whole ? {} : { amountMinor: captured, final: true });
    if (!posted.ok) throw new AppError('VF', 'authorizationNotPending');
    await closeAuthorization(tx, id, 'settled', captured);
    await tellBalances(tx, deps.outbox, a.customerId, [a.holdAccountId]);
    return { ...a, status: 'settled', capturedMinor: captured };
  });
}

/** Reverses a pending authorization: the ledger releases the hold, nothing is posted. */
export async function reverse(deps: CardsDeps, id: string): Promise<TAuthorizationRow> {
  return deps.db.transaction(async (tx) => {
    const a = await lockAuthorization(tx, id);
    const voided = await voidPending(tx, a.holdTransactionId!);
    if (!voided.ok) throw new AppError('VF', 'authorizationNotPending');
    await closeAuthorization(tx, id, 'reversed', 0n);
    await tellBalances(tx, deps.outbox, a.customerId, [a.holdAccountId]);
    return { ...a, status: 'reversed' };
  });
}

const closeAuthorization = (tx: Queryable, id: string, status: 'settled' | 'reversed', captured: bigint) =>
  tx.query(`UPDATE card_authorizations SET status = $2, captured_minor = $3::int8, closed_at = now() WHERE id = $1`, [
    id,
    status,
    captured.toString(),
  ]);

export type { TSpendControls };
