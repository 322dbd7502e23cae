import type { Db, Queryable } from '@openportal/db';
import { AppError } from './app-error.ts';
import { canonicalJson, sha256Hex } from './crypto.ts';
import { eachInSavepoint, type TItemOutcome } from './group-commit.ts';

const reused = () =>
  new AppError('VF', 'idempotencyKeyReused', {
    httpStatus: 409,
    validationErrors: [
      { field: 'Idempotency-Key', message: 'Idempotency key was already used with a different request' },
    ],
  });

/**
 * A retryable write that is not a ledger movement, once per (scope, key): the key is claimed,
 * the write runs and its answer is stored, all in one transaction. The same key with the same
 * request replays the first answer; with a different request it is refused (409). A duplicate
 * while the first is still running waits on the key's row and then replays. The ledger keeps
 * its own keys for movements; this is for every other write that takes an Idempotency-Key.
 */
export async function once<T>(
  db: Db,
  claim: { scope: string; key: string; call: string; request: unknown },
  write: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hash = sha256Hex(canonicalJson({ call: claim.call, request: claim.request }));
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotent_answers (scope, key, call, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, key) DO NOTHING RETURNING 1`,
      [claim.scope, claim.key, claim.call, hash],
    );
    if (claimed.rows.length === 0) {
      const first = (
        await tx.query<{ request_hash: string; answer: T | null }>(
          'SELECT request_hash, answer FROM idempotent_answers WHERE scope = $1 AND key = $2',
          [claim.scope, claim.key],
        )
      ).rows[0]!;
      if (first.request_hash !== hash) throw reused();
      if (first.answer === null) throw new AppError('AE', 'idempotencyInProgress', { httpStatus: 409 });
      return first.answer;
    }
    const answer = await write(tx);
    await tx.query('UPDATE idempotent_answers SET answer = $3 WHERE scope = $1 AND key = $2', [
      claim.scope,
      claim.key,
      JSON.stringify(answer),
    ]);
    return answer;
  });
}

const inProgress = () => new AppError('AE', 'idempotencyInProgress', { httpStatus: 409 });

/** What `onceEach` needs of a request: its key and the request it must match on a retry. */
export interface TKeyClaim {
  scope: string;
  key: string;
  call: string;
  request: unknown;
}

/** An item's answer, and whether it is the stored answer of an earlier request with its key. */
export interface TOnceAnswer<T> {
  answer: T;
  replayed: boolean;
}

type TClaimState =
  | { kind: 'fresh' }
  | { kind: 'same'; first: number }
  | { kind: 'stored'; answer: unknown }
  | { kind: 'refused'; error: AppError };

/**
 * `once` for a batch, in the caller's transaction (group commit): every key claimed in ONE
 * statement, each newly claimed item written in its own savepoint, the answers stored in one
 * statement and the claims of refused items dropped in one. Each item gets its own outcome: its
 * new answer, the stored one replayed, or its refusal (a key reused with a different request;
 * the write's own refusal). A key twice in one batch is written once and answered twice.
 */
export async function onceEach<I, T>(
  tx: Queryable,
  items: readonly I[],
  claimOf: (item: I) => TKeyClaim,
  write: (tx: Queryable, item: I) => Promise<T>,
): Promise<TItemOutcome<TOnceAnswer<T>>[]> {
  const claims = items.map((item) => {
    const c = claimOf(item);
    return { ...c, hash: sha256Hex(canonicalJson({ call: c.call, request: c.request })) };
  });
  const states = await claimAll(tx, claims);
  const freshAt = states.flatMap((s, n) => (s.kind === 'fresh' ? [n] : []));
  const written = await eachInSavepoint(
    tx,
    freshAt.map((n) => items[n]!),
    write,
  );
  const outcomes = new Array<TItemOutcome<TOnceAnswer<T>>>(items.length);
  freshAt.forEach((n, k) => {
    const w = written[k]!;
    outcomes[n] = w.ok ? { ok: true, value: { answer: w.value, replayed: false } } : w;
  });
  await settleClaims(tx, claims, freshAt, written);
  states.forEach((s, n) => {
    if (s.kind === 'same') outcomes[n] = outcomes[s.first]!;
    if (s.kind === 'stored') outcomes[n] = { ok: true, value: { answer: s.answer as T, replayed: true } };
    if (s.kind === 'refused') outcomes[n] = { ok: false, error: s.error };
  });
  return outcomes;
}

/** Claims every key at once; a key already held is replayed or refused, a repeat in the batch follows its first. */
async function claimAll(tx: Queryable, claims: readonly (TKeyClaim & { hash: string })[]): Promise<TClaimState[]> {
  const cols = [
    claims.map((c) => c.scope),
    claims.map((c) => c.key),
    claims.map((c) => c.call),
    claims.map((c) => c.hash),
  ];
  const inserted = await tx.query<{ scope: string; key: string }>(
    `INSERT INTO idempotent_answers (scope, key, call, request_hash)
     SELECT DISTINCT ON (s, k) s, k, c, h FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS w(s, k, c, h, n)
      ORDER BY s, k, n
     ON CONFLICT (scope, key) DO NOTHING RETURNING scope, key`,
    cols,
  );
  const id = (scope: string, key: string) => `${scope}\n${key}`;
  const claimed = new Set(inserted.rows.map((r) => id(r.scope, r.key)));
  const held = await tx.query<{ scope: string; key: string; request_hash: string; answer: unknown }>(
    `SELECT a.scope, a.key, a.request_hash, a.answer FROM idempotent_answers a
      JOIN unnest($1::text[], $2::text[]) AS w(s, k) ON a.scope = w.s AND a.key = w.k`,
    [cols[0], cols[1]],
  );
  const stored = new Map(held.rows.map((r) => [id(r.scope, r.key), r]));
  const firstAt = new Map<string, number>();
  return claims.map((c, n): TClaimState => {
    const k = id(c.scope, c.key);
    const first = firstAt.get(k);
    const row = stored.get(k);
    // Gone between the two statements (the claim of a write that failed elsewhere, or pruned): ask again.
    if (row === undefined) return { kind: 'refused', error: inProgress() };
    if (row.request_hash !== c.hash) return { kind: 'refused', error: reused() };
    if (first !== undefined) return { kind: 'same', first };
    firstAt.set(k, n);
    if (claimed.has(k)) return { kind: 'fresh' };
    if (row.answer === null)
      return { kind: 'refused', error: new AppError('AE', 'idempotencyInProgress', { httpStatus: 409 }) };
    return { kind: 'stored', answer: row.answer };
  });
}

/** Answers of written items stored in one statement; claims of refused ones dropped in one. */
async function settleClaims(
  tx: Queryable,
  claims: readonly TKeyClaim[],
  freshAt: readonly number[],
  written: readonly TItemOutcome<unknown>[],
) {
  const done = freshAt.flatMap((n, k) => (written[k]!.ok ? [n] : []));
  const failed = freshAt.filter((_n, k) => !written[k]!.ok);
  if (done.length > 0)
    await tx.query(
      `UPDATE idempotent_answers a SET answer = v.answer::jsonb
         FROM unnest($1::text[], $2::text[], $3::text[]) AS v(scope, key, answer)
        WHERE a.scope = v.scope AND a.key = v.key`,
      [
        done.map((n) => claims[n]!.scope),
        done.map((n) => claims[n]!.key),
        done.map((n) => JSON.stringify((written[freshAt.indexOf(n)] as { value: unknown }).value)),
      ],
    );
  if (failed.length > 0)
    await tx.query(
      `DELETE FROM idempotent_answers a USING unnest($1::text[], $2::text[]) AS v(scope, key)
        WHERE a.scope = v.scope AND a.key = v.key`,
      [failed.map((n) => claims[n]!.scope), failed.map((n) => claims[n]!.key)],
    );
}
