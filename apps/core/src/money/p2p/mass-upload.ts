import { formatMinor, type TCurrencyCode } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../../platform/caller.ts';
import { canonicalJson, sha256Hex } from '../../platform/crypto.ts';
import { once } from '../../platform/idempotency.ts';
import type { MoneyDeps } from '../module.ts';
import { termsOf } from '../pricing/quote.ts';
import { parseMassRows } from './mass-parse.ts';
import { identicalBatch, insertBatch } from './mass-store.ts';
import { validateMassRows } from './mass-validate.ts';
import { ownAccount } from './pricing.ts';

/** What a mass upload call brings: the account, the batch's name, its rows as text. */
export interface TMassUpload {
  call: 'p2pMassUploadFile' | 'p2pMassUploadText';
  accountId: number;
  batchName: string;
  text: string;
  ignoreIdenticalBatch?: boolean | undefined;
}

/**
 * A mass p2p upload (file or text, one format: `parseMassRows`), once per idempotency key:
 * every row checked (`validateMassRows`), the batch stored with its good rows and its bad ones
 * (p2p_mass_batches), nothing moved. The same rows from the same account uploaded before by
 * this customer answer code 92 with that batch's date and id (spec 2 §4), unless
 * ignoreIdenticalBatch. Answers the batch id, the count, total and fee of the good rows, and
 * the bad rows with their line numbers and reasons.
 */
export async function uploadMassBatch(deps: MoneyDeps, caller: Caller, idempotencyKey: string, u: TMassUpload) {
  const from = await ownAccount(deps.db, caller.customerId, u.accountId);
  const currency = from.currency;
  const rows = parseMassRows(u.text);
  const contentHash = sha256Hex(
    canonicalJson({
      accountId: u.accountId,
      rows: rows.map((r) => [r.email.toLowerCase(), r.amount, r.currency, r.note]),
    }),
  );
  const request = {
    accountId: u.accountId,
    batchName: u.batchName,
    contentHash,
    ignore: u.ignoreIdenticalBatch === true,
  };
  return once(deps.db, { scope: caller.customerId, key: idempotencyKey, call: u.call, request }, async (tx) => {
    if (!u.ignoreIdenticalBatch) {
      const same = await identicalBatch(tx, caller.customerId, contentHash);
      if (same) return { responseCode: '92' as const, date: same.createdAt.toISOString(), batchId: same.id };
    }
    const terms = await termsOf(tx, caller.customerId, 'p2p', currency, currency);
    const { valid, errors } = await validateMassRows(tx, caller, currency, terms, rows);
    const totalMinor = valid.reduce((s, r) => s + BigInt(r.amountMinor), 0n);
    const feeMinor = valid.reduce((s, r) => s + BigInt(r.feeMinor), 0n);
    const batch = await insertBatch(tx, {
      customerId: caller.customerId,
      userId: caller.userId,
      accountId: from.accountId.toString(),
      currency,
      batchName: u.batchName,
      contentHash,
      rows: valid,
      errors,
      rowCount: rows.length,
      totalMinor: totalMinor.toString(),
      feeMinor: feeMinor.toString(),
      ruleVersion: terms.rule.version,
    });
    return {
      responseCode: '00' as const,
      batchId: batch.id,
      date: batch.createdAt.toISOString(),
      count: valid.length,
      rows: rows.length,
      total: formatMinor(totalMinor, currency as TCurrencyCode),
      fee: formatMinor(feeMinor, currency as TCurrencyCode),
      currencyCode: currency,
      errors,
    };
  });
}

/** An uploaded file as text: UTF-8, refused when it is not (`massFileUnreadable`). */
export function fileText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new AppError('VF', 'massFileUnreadable');
  }
}
