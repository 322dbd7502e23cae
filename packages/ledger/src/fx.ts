import type { Queryable } from '@openportal/db';
import { parseRate, quoteFx, validSpread } from './fx-rate.ts';
import { uuidV7 } from './ids.ts';
import { readAccounts, systemAccount } from './accounts.ts';
import { postMovements, probeKey } from './engine.ts';
import { requestHash } from './request-hash.ts';
import type { TLedgerResult, TLedgerTransactionType, TMove, TPostOutcome } from './types.ts';
import { invalidPostField } from './validate.ts';

/** The FX liquidity system account of each currency. */
export const FX_ACCOUNT_CODE = 'fx';
export const FEES_ACCOUNT_CODE = 'fees';

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
 * favour by less than one minor unit. Idempotent like postTransaction.
 */
export async function postFxTransaction(q: Queryable, req: TFxRequest): Promise<TLedgerResult<TPostOutcome>> {
  const bad = invalidFxField(req);
  if (bad) return { ok: false, error: 'invalidParams', detail: bad };
  const hash = requestHash({ fx: { ...req, description: req.description ?? '', metadata: req.metadata ?? {} } });
  const claim = { scope: req.idempotencyScope, key: req.idempotencyKey, hash };
  const used = await probeKey(q, claim);
  if (used) return used;
  const accounts = await readAccounts(q, [req.fromAccountId, req.toAccountId]);
  const [from, to] = [accounts.get(req.fromAccountId), accounts.get(req.toAccountId)];
  if (!from || !to) return { ok: false, error: 'notFound', detail: String(from ? req.toAccountId : req.fromAccountId) };
  if (from.currency === to.currency) return { ok: false, error: 'invalidParams', detail: 'currency' };
  const quote = quoteFx(
    { rate: req.rate, spreadBps: req.spreadBps, sell: from.currency, buy: to.currency },
    req.sellAmountMinor !== undefined ? { sellMinor: req.sellAmountMinor } : { buyMinor: req.buyAmountMinor! },
  );
  if (!quote) return { ok: false, error: 'invalidParams', detail: 'amountMinor' };
  const { sellMinor: sell, buyMinor: buy } = quote;
  const [fxSell, fxBuy] = [
    await systemAccount(q, req.fxAccountCode ?? FX_ACCOUNT_CODE, from.currency),
    await systemAccount(q, req.fxAccountCode ?? FX_ACCOUNT_CODE, to.currency),
  ];
  const type = req.type ?? 'betweenAccounts';
  const moves: TMove[] = [
    { fromAccountId: from.accountId, toAccountId: fxSell.accountId, amountMinor: sell, type },
    { fromAccountId: fxBuy.accountId, toAccountId: to.accountId, amountMinor: buy, type },
  ];
  const fee = req.feeMinor ?? 0n;
  if (fee > 0n) {
    const fees = await systemAccount(q, req.feeAccountCode ?? FEES_ACCOUNT_CODE, from.currency);
    moves.push({ fromAccountId: from.accountId, toAccountId: fees.accountId, amountMinor: fee, type: 'fees' });
  }
  const record: TFxRecord = {
    rate: req.rate,
    spreadBps: req.spreadBps,
    sellCurrency: from.currency,
    buyCurrency: to.currency,
    sellMinor: sell.toString(),
    buyMinor: buy.toString(),
    feeMinor: fee.toString(),
  };
  const [answer] = await postMovements(q, [
    {
      claim,
      transactionId: uuidV7(),
      type,
      description: req.description ?? '',
      metadata: { ...req.metadata, fx: record },
      expiresAt: null,
      reversesId: null,
      moves,
      pending: req.pending ?? false,
      allowFrozenDebit: false,
    },
  ]);
  return answer!;
}

function invalidFxField(req: TFxRequest): string | null {
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
    moves: [
      {
        fromAccountId: req.fromAccountId,
        toAccountId: req.toAccountId,
        amountMinor: (req.sellAmountMinor ?? req.buyAmountMinor)!,
      },
    ],
  });
}
