import type { Queryable } from '@openportal/db';
import { uuidV7 } from './ids.ts';
import { postRequestHash } from './post.ts';
import { invalidPostField } from './validate.ts';
import type {
  TLedgerEntry,
  TLedgerError,
  TLedgerResult,
  TLedgerTransaction,
  TLedgerTransactionStatus,
  TLedgerTransactionType,
  TPostOutcome,
  TPostRequest,
} from './types.ts';
import type { TCurrencyCode } from '@openportal/contract';

type TBatchResult =
  { ok: true; id: string; replayed: boolean } | { ok: false; error: TLedgerError; detail?: string | null };

/** [id, account, customer, counterparty, currency, amount, type, created_at, posted_at]; int8 as text. */
type TEntryJson = [string, string, string | null, string, string, string, string, string, string | null];

interface TTransactionJson {
  type: string;
  status: string;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: string;
  postedAt: string | null;
  expiresAt: string | null;
  reversesId: string | null;
  entries: TEntryJson[];
}

interface TBatchAnswer {
  results: TBatchResult[];
  now: string;
  entryIds: string[];
  accounts: string[];
  customers: (string | null)[];
  currencies: (string | null)[];
  replays: Record<string, TTransactionJson>;
}

/**
 * Posts many requests with ONE statement (`ledger_post_batch`, migration 0004): each keeps its
 * own idempotency key (replay, changed-request refusal, in progress), checks and refusal, and
 * is written as postTransaction writes it; the database locks every bounded account of the
 * batch once (ascending id), checks the requests in order against the running balances and
 * adds each account's summed delta in one UPDATE. Answers in request order.
 *
 * On `db` itself the statement is its own transaction: one round trip, durable when it
 * resolves. Inside a caller's `db.transaction` it commits (or rolls back) with the caller.
 */
export async function postBatch(
  q: Queryable,
  requests: readonly TPostRequest[],
): Promise<TLedgerResult<TPostOutcome>[]> {
  const answers: (TLedgerResult<TPostOutcome> | undefined)[] = requests.map((req) => {
    const bad = invalidPostField(req);
    return bad ? { ok: false, error: 'invalidParams', detail: bad } : undefined;
  });
  const sent = requests.flatMap((req, i) => (answers[i] ? [] : [{ req, i, id: uuidV7() }]));
  if (sent.length === 0) return answers as TLedgerResult<TPostOutcome>[];
  const payload = JSON.stringify(
    sent.map(({ req, id }) => ({
      s: req.idempotencyScope,
      k: req.idempotencyKey,
      h: postRequestHash(req),
      id,
      ty: req.type,
      p: req.pending ?? false,
      d: req.description ?? '',
      m: req.metadata ?? {},
      x: req.expiresAt?.toISOString() ?? null,
      mv: req.moves.map((m) => ({
        f: m.fromAccountId.toString(),
        t: m.toAccountId.toString(),
        a: m.amountMinor.toString(),
        ty: m.type ?? req.type,
      })),
    })),
  );
  const r = await q.query<{ answer: TBatchAnswer | string }>('SELECT ledger_post_batch($1::text::jsonb) AS answer', [
    payload,
  ]);
  const raw = r.rows[0]!.answer;
  const answer = typeof raw === 'string' ? (JSON.parse(raw) as TBatchAnswer) : raw;
  const owners = new Map(
    answer.accounts.map((id, n) => [id, { customer: answer.customers[n]!, currency: answer.currencies[n]! }]),
  );
  const now = new Date(answer.now);
  const built = new Map<string, TLedgerTransaction>();
  let nextEntry = 0;
  sent.forEach(({ req, i }, n) => {
    const res = answer.results[n]!;
    if (!res.ok) {
      answers[i] =
        res.detail == null ? { ok: false, error: res.error } : { ok: false, error: res.error, detail: res.detail };
      return;
    }
    if (res.replayed) {
      const first = answer.replays[res.id];
      const transaction = first ? fromJson(res.id, first) : built.get(res.id);
      if (!transaction) throw new Error(`ledger_post_batch replayed an unknown transaction ${res.id}`);
      answers[i] = { ok: true, value: { transaction, replayed: true, touched: [] } };
      return;
    }
    const entryIds = answer.entryIds.slice(nextEntry, nextEntry + 2 * req.moves.length);
    nextEntry += entryIds.length;
    const transaction = newTransaction(res.id, req, entryIds, owners, now);
    built.set(res.id, transaction);
    answers[i] = { ok: true, value: { transaction, replayed: false, touched: touched(req, transaction) } };
  });
  return answers as TLedgerResult<TPostOutcome>[];
}

/** A transaction this batch wrote, as postTransaction returns it, from its request and the ids the database gave. */
function newTransaction(
  id: string,
  req: TPostRequest,
  entryIds: readonly string[],
  owners: ReadonlyMap<string, { customer: string | null; currency: string | null }>,
  now: Date,
): TLedgerTransaction {
  const status: TLedgerTransactionStatus = req.pending ? 'pending' : 'completed';
  const description = req.description ?? '';
  const postedAt = req.pending ? null : now;
  const entries: TLedgerEntry[] = [];
  const entry = (accountId: bigint, counterparty: bigint, amountMinor: bigint, type: TLedgerTransactionType) => {
    const owner = owners.get(accountId.toString());
    const entryId = entryIds[entries.length];
    if (!owner || entryId === undefined) throw new Error('ledger_post_batch answered fewer entries than written');
    entries.push({
      entryId: BigInt(entryId),
      transactionId: id,
      accountId,
      customerId: owner.customer,
      counterpartyAccountId: counterparty,
      currency: owner.currency as TCurrencyCode,
      amountMinor,
      type,
      status,
      description,
      createdAt: now,
      postedAt,
    });
  };
  for (const m of req.moves) {
    entry(m.fromAccountId, m.toAccountId, -m.amountMinor, m.type ?? req.type);
    entry(m.toAccountId, m.fromAccountId, m.amountMinor, m.type ?? req.type);
  }
  return {
    transactionId: id,
    type: req.type,
    status,
    description,
    metadata: JSON.parse(JSON.stringify(req.metadata ?? {})) as Record<string, unknown>,
    createdAt: now,
    postedAt,
    expiresAt: req.expiresAt ? new Date(req.expiresAt.getTime()) : null,
    reversesId: null,
    entries,
  };
}

function fromJson(id: string, t: TTransactionJson): TLedgerTransaction {
  const status = t.status as TLedgerTransactionStatus;
  const entries: TLedgerEntry[] = t.entries.map((e) => ({
    entryId: BigInt(e[0]),
    transactionId: id,
    accountId: BigInt(e[1]),
    customerId: e[2],
    counterpartyAccountId: BigInt(e[3]),
    currency: e[4] as TCurrencyCode,
    amountMinor: BigInt(e[5]),
    type: e[6] as TLedgerTransactionType,
    status,
    description: t.description,
    createdAt: new Date(e[7]),
    postedAt: e[8] === null ? null : new Date(e[8]),
  }));
  return {
    transactionId: id,
    type: t.type as TLedgerTransactionType,
    status,
    description: t.description,
    metadata: t.metadata,
    createdAt: new Date(t.createdAt),
    postedAt: t.postedAt === null ? null : new Date(t.postedAt),
    expiresAt: t.expiresAt === null ? null : new Date(t.expiresAt),
    reversesId: t.reversesId,
    entries,
  };
}

/** As touchedAccounts: customer accounts debited (or held), then credited unless a hold, first-seen order. */
function touched(req: TPostRequest, transaction: TLedgerTransaction): TPostOutcome['touched'] {
  const owner = new Map(transaction.entries.map((e) => [e.accountId, e.customerId]));
  const out: TPostOutcome['touched'] = [];
  const add = (accountId: bigint) => {
    const customerId = owner.get(accountId);
    if (customerId != null && !out.some((t) => t.accountId === accountId)) out.push({ accountId, customerId });
  };
  for (const m of req.moves) {
    add(m.fromAccountId);
    if (!req.pending) add(m.toAccountId);
  }
  return out;
}
