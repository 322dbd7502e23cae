import type { Queryable } from '@openportal/db';
import { parseRate, validSpread } from './fx-rate.ts';
import { uuidV7 } from './ids.ts';
import { readAccounts } from './accounts.ts';
import { postMovements, probeKey, type TMovement } from './engine.ts';
import { PlanError, postingPlan } from './posting-plan.ts';
import { resolvePlan } from './resolve-plan.ts';
import { requestHash } from './request-hash.ts';
import type {
  TLedgerAccount,
  TLedgerResult,
  TLedgerTransactionType,
  TMove,
  TPostOutcome,
  TReferences,
} from './types.ts';
import { invalidPostField } from './validate.ts';

import { FEES_ACCOUNT_CODE, FX_ACCOUNT_CODE } from './system-accounts.ts';
export { FEES_ACCOUNT_CODE, FX_ACCOUNT_CODE } from './system-accounts.ts';

export interface TFxRequest {
  idempotencyScope: string;
  idempotencyKey: string;
  /** The account sold from (debited, sell currency). */
  fromAccountId: bigint;
  /** The account bought into (credited, buy currency; another currency than the sell one). */
  toAccountId: bigint;
  /** Exactly one of the two: the amount sold, or the amount bought. */
  sellAmountMinor?: bigint;
  buyAmountMinor?: bigint;
  /** Mid rate as an exact decimal: buy units per sell unit ("1.0845"). Never a float. */
  rate: string;
  /** The house's spread in basis points (0..5000), taken off the rate. */
  spreadBps: number;
  /** A fee in the sell currency, on its own legs into the fees account (type 'fees'). */
  feeMinor?: bigint;
  /** History type of the exchange legs; default 'betweenAccounts'. */
  type?: TLedgerTransactionType;
  description?: string;
  /** Free caller data; the ledger adds `fx` (rate, spread, amounts) to it. */
  metadata?: Record<string, unknown>;
  /** True: a hold, as postTransaction's `pending` (settled by postPending or voidPending). */
  pending?: boolean;
  /** System account code of the liquidity pool (one account per currency); default 'fx'. */
  fxAccountCode?: string;
  /** System account code the fee goes to; default 'fees'. */
  feeAccountCode?: string;
  references?: TReferences;
}

/** What `metadata.fx` of an FX transaction records. */
export interface TFxRecord {
  rate: string;
  spreadBps: number;
  sellCurrency: string;
  buyCurrency: string;
  sellMinor: string;
  buyMinor: string;
  feeMinor: string;
}

/**
 * Exchanges money between two accounts of different currencies as linked legs in one
 * transaction: sell account → FX account (sell currency), FX account (buy currency) → buy
 * account, and the fee, if any, sell account → fees account. Each currency balances on its
 * own. The amount is converted exactly (rational arithmetic) and rounded in the house's
 * favour by less than one minor unit. Idempotent like postTransaction. postBatch takes
 * exchanges too: there they are legs of the same one engine call as the transfers.
 */
export async function postFxTransaction(q: Queryable, req: TFxRequest): Promise<TLedgerResult<TPostOutcome>> {
  const bad = invalidFxField(req);
  if (bad) return { ok: false, error: 'invalidParams', detail: bad };
  const used = await probeKey(q, fxClaim(req));
  if (used) return used;
  const accounts = await readAccounts(q, [req.fromAccountId, req.toAccountId]);
  const movement = await fxMovement(q, req, accounts);
  if (!movement.ok) return movement;
  const [answer] = await postMovements(q, [movement.value]);
  return answer!;
}

/** The key claim of an exchange (its hash covers the whole FX request). */
function fxClaim(req: TFxRequest) {
  const hash = requestHash({ fx: { ...req, description: req.description ?? '', metadata: req.metadata ?? {} } });
  return { scope: req.idempotencyScope, key: req.idempotencyKey, hash };
}

/**
 * An exchange (already checked by invalidFxField) as the engine's movement: its legs from the
 * posting plan at the given rate, its system accounts looked up (cached). `accounts` holds
 * at least its two accounts when they exist.
 */
export async function fxMovement(
  q: Queryable,
  req: TFxRequest,
  accounts: ReadonlyMap<bigint, TLedgerAccount>,
): Promise<TLedgerResult<TMovement>> {
  const [from, to] = [accounts.get(req.fromAccountId), accounts.get(req.toAccountId)];
  if (!from || !to) return { ok: false, error: 'notFound', detail: String(from ? req.toAccountId : req.fromAccountId) };
  if (from.currency === to.currency) return { ok: false, error: 'invalidParams', detail: 'currency' };
  const type = req.type ?? 'betweenAccounts';
  const fee = req.feeMinor ?? 0n;
  let moves: TMove[];
  try {
    moves = await resolvePlan(
      q,
      postingPlan()
        .exchange({
          from: { accountId: from.accountId, currency: from.currency },
          to: { accountId: to.accountId, currency: to.currency },
          amount:
            req.sellAmountMinor !== undefined ? { sellMinor: req.sellAmountMinor } : { buyMinor: req.buyAmountMinor! },
          rate: req.rate,
          spreadBps: req.spreadBps,
          fxAccount: req.fxAccountCode ?? FX_ACCOUNT_CODE,
          type,
        })
        .fee({ accountId: from.accountId, currency: from.currency }, fee, req.feeAccountCode ?? FEES_ACCOUNT_CODE)
        .steps,
    );
  } catch (error) {
    if (error instanceof PlanError) return { ok: false, error: 'invalidParams', detail: 'amountMinor' };
    throw error;
  }
  const record: TFxRecord = {
    rate: req.rate,
    spreadBps: req.spreadBps,
    sellCurrency: from.currency,
    buyCurrency: to.currency,
    sellMinor: moves[0]!.amountMinor.toString(),
    buyMinor: moves[1]!.amountMinor.toString(),
    feeMinor: fee.toString(),
  };
  return {
    ok: true,
    value: {
      claim: fxClaim(req),
      transactionId: uuidV7(),
      type,
      description: req.description ?? '',
      metadata: { ...req.metadata, fx: record },
      expiresAt: null,
      reversesId: null,
      moves,
      pending: req.pending ?? false,
      allowFrozenDebit: false,
      references: req.references ?? {},
    },
  };
}

export function invalidFxField(req: TFxRequest): string | null {
  if ((req.sellAmountMinor === undefined) === (req.buyAmountMinor === undefined)) return 'amountMinor';
  if (!parseRate(req.rate)) return 'rate';
  if (!validSpread(req.spreadBps)) return 'spreadBps';
  for (const code of [req.fxAccountCode, req.feeAccountCode])
    if (code !== undefined && (typeof code !== 'string' || code.length === 0 || code.length > 128))
      return 'accountCode';
  if (req.feeMinor !== undefined && (typeof req.feeMinor !== 'bigint' || req.feeMinor < 0n)) return 'feeMinor';
  return invalidPostField({
    idempotencyScope: req.idempotencyScope,
    idempotencyKey: req.idempotencyKey,
    type: req.type ?? 'betweenAccounts',
    description: req.description,
    metadata: req.metadata,
    references: req.references,
    moves: [
      {
        fromAccountId: req.fromAccountId,
        toAccountId: req.toAccountId,
        amountMinor: (req.sellAmountMinor ?? req.buyAmountMinor)!,
      },
    ],
  });
}
