import { formatMinor, type TTransactionDetail, type TTransactionParty } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { getTransaction, type TLedgerEntry, type TLedgerTransaction } from '@openportal/ledger';
import { AppError } from '../platform/app-error.ts';
import { customerNamesOf, userNamesOf, type TUserName } from '../users/index.ts';
import { approvalRecordOf } from './approvals/index.ts';
import { accountNamesOf } from './data/account-names.ts';
import { effectiveRate } from './fx-rates.ts';
import { fullNameOf, maskedNameOf } from './p2p/payee.ts';

/**
 * One ledger transaction as the acting customer sees it (transactionDetailGet and its receipt):
 * read only when one of its entries is the customer's, else `transactionNotFound` exactly as
 * for an id that does not exist (nothing of another customer's transaction is told).
 *
 * Its two legs are the movement's principal entries (not the fee legs): the debit and the credit
 * of a customer's account, preferring the reader's, so an exchange between own accounts reads
 * USD account -> EUR account past the FX house in the middle; a side with no customer account
 * (a card merchant, a deposit) is `external`. The other customer is named as the bank names them
 * to that reader: masked to the payer (as the payee check), in full to the payee. The fee is what
 * the payer's accounts paid on fee legs (0 when none); who initiated (the ledger metadata's user) and the
 * approval machine's record are told only to the paying customer's users.
 */
export async function transactionDetailOf(
  q: Queryable,
  customerId: string,
  transactionId: string,
): Promise<TTransactionDetail> {
  const tx = await getTransaction(q, transactionId);
  if (!tx || !tx.entries.some((e) => e.customerId === customerId)) throw new AppError('IM', 'transactionNotFound');
  const { debit, credit } = legsOf(tx, customerId);
  const direction =
    debit.customerId === customerId ? (credit.customerId === customerId ? 'between' : 'out') : ('in' as const);
  const payer = debit.customerId === customerId;
  const meta = tx.metadata as { userId?: unknown; note?: unknown; quote?: { rate?: unknown; spreadBps?: unknown } };
  const approval = payer ? await approvalRecordOf(q, tx.transactionId) : undefined;
  const users = await userNamesOf(q, [
    ...(payer && typeof meta.userId === 'string' ? [meta.userId] : []),
    ...(approval?.decidedByUserId ? [approval.decidedByUserId] : []),
  ]);
  const person = (id: unknown) => personOf(users, id);
  const party = await partyMaker(q, tx, customerId, payer);
  return {
    transactionId: tx.transactionId,
    type: tx.type,
    status: tx.status,
    direction,
    createdAt: tx.createdAt.toISOString(),
    postedAt: tx.postedAt?.toISOString() ?? null,
    description: tx.description,
    from: party(debit),
    to: party(credit),
    fee: feeOf(tx, customerId, debit),
    rate: rateOf(meta.quote),
    reference: tx.references.externalReference ?? null,
    note: typeof meta.note === 'string' ? meta.note : null,
    initiatedBy: payer ? person(meta.userId ?? approval?.makerUserId) : null,
    approval: approval
      ? {
          mode: approval.mode,
          status: approval.status,
          decidedBy: person(approval.decidedByUserId),
          decidedAt: approval.decidedAt ? new Date(approval.decidedAt).toISOString() : null,
        }
      : null,
  };
}

/** The rate the customer was quoted (mid less the spread, as transferBetweenAccountsFee shows it), or null. */
function rateOf(quote: { rate?: unknown; spreadBps?: unknown } | undefined): string | null {
  if (typeof quote?.rate !== 'string' || typeof quote.spreadBps !== 'number') return null;
  return effectiveRate({ rate: quote.rate, spreadBps: quote.spreadBps });
}

function personOf(users: readonly TUserName[], id: unknown): { name: string; email: string } | null {
  const u = users.find((x) => x.id === id);
  return u ? { name: u.name || u.email, email: u.email } : null;
}

/** The principal debit and credit: customers' entries first (the reader's before another's), else any. */
function legsOf(tx: TLedgerTransaction, customerId: string): { debit: TLedgerEntry; credit: TLedgerEntry } {
  const principal = tx.entries.filter((e) => e.type === tx.type);
  const entries = principal.length > 0 ? principal : tx.entries;
  const rank = (e: TLedgerEntry) => (e.customerId === customerId ? 0 : e.customerId ? 1 : 2);
  const pick = (sign: 1 | -1, not?: TLedgerEntry) =>
    entries
      .filter((e) => (sign > 0 ? e.amountMinor > 0n : e.amountMinor < 0n) && e.accountId !== not?.accountId)
      .sort((a, b) => rank(a) - rank(b))[0];
  const debit = pick(-1) ?? entries[0]!;
  const credit = pick(1, debit) ?? entries.find((e) => e !== debit) ?? debit;
  return { debit, credit };
}

/**
 * What the payer's accounts paid on the fee legs, in the paying account's currency (0 when the
 * movement had none); null for the payee, and for a movement that is itself a fee.
 */
function feeOf(tx: TLedgerTransaction, customerId: string, debit: TLedgerEntry): TTransactionDetail['fee'] {
  if (tx.type === 'fees' || debit.customerId !== customerId) return null;
  const paid = tx.entries.filter(
    (e) => e.type === 'fees' && e.customerId === customerId && e.amountMinor < 0n && e.currency === debit.currency,
  );
  const minor = paid.reduce((sum, e) => sum - e.amountMinor, 0n);
  return { amount: formatMinor(minor, debit.currency), currencyCode: debit.currency };
}

/** Makes each side's party: the reader's accounts with their names, another customer, or outside. */
async function partyMaker(q: Queryable, tx: TLedgerTransaction, customerId: string, payer: boolean) {
  const names = await accountNamesOf(q, customerId);
  const others = [
    ...new Set(tx.entries.flatMap((e) => (e.customerId && e.customerId !== customerId ? [e.customerId] : []))),
  ];
  const customers = await customerNamesOf(q, others);
  return (e: TLedgerEntry): TTransactionParty => {
    const amount = formatMinor(e.amountMinor < 0n ? -e.amountMinor : e.amountMinor, e.currency);
    const base = { currencyCode: e.currency, amount };
    if (e.customerId === customerId)
      return {
        ...base,
        kind: 'own',
        name: names.get(Number(e.accountId)) ?? null,
        accountId: Number(e.accountId),
        email: null,
      };
    if (e.customerId) {
      const n = customers.find((c) => c.customerId === e.customerId);
      return {
        ...base,
        kind: 'customer',
        name: payer ? maskedNameOf(n) : fullNameOf(n),
        accountId: null,
        email: payer ? (tx.references.counterparty ?? null) : null,
      };
    }
    return { ...base, kind: 'external', name: tx.references.counterparty ?? null, accountId: null, email: null };
  };
}
