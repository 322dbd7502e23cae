-- ledger_post_batch: the ledger's movement rules, once. Every writer of a movement calls it
-- (engine.ts): postTransaction with a batch of one, postBatch and the batch writer with many,
-- reversals (ledger_reverse_batch) and FX with their own legs. TypeScript keeps only the
-- request's shape (validate.ts), the request hash and the reading of the answer.
--
-- `requests` is a JSON array, in order, of
--   {"s": scope, "k": key, "h": request hash, "id": new transaction uuid, "ty": type,
--    "p": pending, "d": description, "m": metadata, "x": expires_at or null,
--    "r": the transaction this one reverses, "fz": may debit a frozen account (reversals),
--    "q": probe the key only (moves []), "ref": {"b": batch, "i": invoice, "c": counterparty,
--    "e": external reference},
--    "mv": [{"f": from id, "t": to id, "a": amount, "ty": entry type}, ...]}
-- with ids and amounts as decimal text (int8, never a float). "k"/"s" null: a movement with
-- no client key, never grouped with another. It answers
--   {"results": [{"ok": true, "id": uuid, "replayed": bool} | {"ok": false, "error", "detail"}],
--    "now": created_at (and posted_at) of the new rows, "entryIds": ids of the new entries in
--    order, "accounts"/"customers"/"currencies": the accounts involved,
--    "replays": {uuid: replayed transaction with its entries}}.
--
-- Its parts, in order: read the requests (moves, keys, accounts); for each attempt, read the
-- balances, check each request against running balances, write keys, transactions and
-- entries, lock the changed balance rows (ascending id) and add each one's summed delta. See
-- the README ("One rules engine") for the locking and the two attempts.
CREATE OR REPLACE FUNCTION ledger_post_batch(requests jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  n int := jsonb_array_length(requests);
  account_ids int8[];
  account_count int;
  account_found bool[]; account_currency text[]; account_owner text[]; account_bounded bool[];
  account_status text[]; account_posted int8[]; account_held int8[]; account_floor int8[];
  posted_delta int8[]; held_delta int8[];
  request_hashes text[]; request_is_hold bool[]; request_move_count int[]; request_transaction uuid[]; request_key_taken bool[];
  key_used_hash text[]; key_used_transaction uuid[]; request_may_debit_frozen bool[]; request_probe_only bool[];
  keyed_count int;
  move_payer int[]; move_payee int[]; move_amount int8[]; move_type text[];
  entry_transaction uuid[] := '{}'; entry_account int8[] := '{}'; entry_owner text[] := '{}'; entry_counterparty int8[] := '{}';
  entry_currency text[] := '{}'; entry_amount int8[] := '{}'; entry_type text[] := '{}'; entry_posted bool[] := '{}';
  entry_ids text[] := '{}';
  replays uuid[] := '{}';
  accepted int[] := '{}';
  group_accepted int[];
  request_group_lead int[];
  answers jsonb[] := '{}';
  delta_accounts int[]; delta_posted int8[]; delta_held int8[];
  moves_before int := 0;
  attempt int;
  free_key_accounts int8[] := '{}';
  written bool := false;
  stale_refusal bool;
  start_posted int8[]; start_held int8[]; locked_status text[]; locked_posted int8[]; locked_held int8[];
  i int; k int; p int; q int; payer int; payee int;
  amount int8; is_hold bool; refusal text; refusal_detail text; claimed int;
BEGIN
  IF n = 0 THEN
    RETURN jsonb_build_object('results', '[]'::jsonb, 'now', now(), 'entryIds', '[]'::jsonb, 'accounts', '[]'::jsonb,
      'customers', '[]'::jsonb, 'currencies', '[]'::jsonb, 'replays', '{}'::jsonb);
  END IF;

  SELECT coalesce(array_agg(x ORDER BY x), '{}') INTO account_ids FROM (
    SELECT DISTINCT u.v::int8 AS x
    FROM jsonb_array_elements(requests) r(v), jsonb_array_elements(r.v->'mv') mm(m),
      LATERAL (VALUES (mm.m->>'f'), (mm.m->>'t')) u(v)) s;
  account_count := coalesce(array_length(account_ids, 1), 0);

  SELECT array_agg(array_position(account_ids, (mm.m->>'f')::int8) ORDER BY r.n, mm.o),
         array_agg(array_position(account_ids, (mm.m->>'t')::int8) ORDER BY r.n, mm.o),
         array_agg((mm.m->>'a')::int8 ORDER BY r.n, mm.o),
         array_agg(mm.m->>'ty' ORDER BY r.n, mm.o)
    INTO move_payer, move_payee, move_amount, move_type
  FROM jsonb_array_elements(requests) WITH ORDINALITY r(v, n), jsonb_array_elements(r.v->'mv') WITH ORDINALITY mm(m, o);

  -- Keys are looked up one index probe per request (LATERAL ... LIMIT 1 is never flattened into
  -- a hash join, which would scan the whole, ever-growing key table on every call).
  -- A key not used yet is taken with a transaction-level advisory lock (never waited for), as
  -- claimOrReplay does: a duplicate in flight elsewhere answers idempotencyInProgress.
  SELECT array_agg(r.v->>'h' ORDER BY r.n),
         array_agg(coalesce((r.v->>'p')::bool, false) ORDER BY r.n),
         array_agg(jsonb_array_length(r.v->'mv') ORDER BY r.n),
         array_agg((r.v->>'id')::uuid ORDER BY r.n),
         array_agg(CASE WHEN r.v->>'k' IS NULL THEN true WHEN ik.key IS NULL THEN
           pg_try_advisory_xact_lock(1279607879, hashtext((r.v->>'s') || chr(31) || (r.v->>'k'))) END ORDER BY r.n),
         array_agg(coalesce((r.v->>'fz')::bool, false) ORDER BY r.n),
         array_agg(coalesce((r.v->>'q')::bool, false) ORDER BY r.n)
    INTO request_hashes, request_is_hold, request_move_count, request_transaction, request_key_taken, request_may_debit_frozen, request_probe_only
  FROM jsonb_array_elements(requests) WITH ORDINALITY r(v, n)
    LEFT JOIN LATERAL (SELECT i.key FROM ledger_idempotency i
                       WHERE i.scope = r.v->>'s' AND i.key = r.v->>'k' LIMIT 1) ik ON true;

  -- Read again after taking the locks: a first request that committed in between is replayed.
  -- Requests sharing a key are grouped by the first of them (r_lead): a later one replays
  -- (or is refused by) the one of its group this batch accepted.
  SELECT array_agg(ik.request_hash ORDER BY x.n), array_agg(ik.transaction_id ORDER BY x.n), array_agg(x.lead ORDER BY x.n)
    INTO key_used_hash, key_used_transaction, request_group_lead
  FROM (SELECT r.n, r.v, CASE WHEN r.v->>'k' IS NULL THEN r.n
                              ELSE min(r.n) OVER (PARTITION BY r.v->>'s', r.v->>'k') END AS lead
        FROM jsonb_array_elements(requests) WITH ORDINALITY r(v, n)) x
    LEFT JOIN LATERAL (SELECT i.request_hash, i.transaction_id FROM ledger_idempotency i
                       WHERE i.scope = x.v->>'s' AND i.key = x.v->>'k' LIMIT 1) ik ON true;

  SELECT array_agg(a.id IS NOT NULL ORDER BY u.n), array_agg(a.currency ORDER BY u.n),
         array_agg(a.customer_id ORDER BY u.n), array_agg(a.floor_minor IS NOT NULL ORDER BY u.n)
    INTO account_found, account_currency, account_owner, account_bounded
  FROM unnest(account_ids) WITH ORDINALITY u(id, n) LEFT JOIN ledger_accounts a ON a.id = u.id;

  -- Attempt 1 checks against balances read without locks, writes the transactions, and only
  -- then locks the balance rows it changes (ascending id, one statement) and adds the deltas, so the
  -- rows are held for the update and the commit only. It is kept if, under the lock, no
  -- status changed, no balance went below its floor (the CHECK), and, when a request was
  -- refused for a balance or a status, no balance moved meanwhile; otherwise it is rolled
  -- back (a subtransaction) and attempt 2 locks first and checks under the lock.
  -- Accounts of the requests whose key is free (the only ones that may write): attempt 2
  -- locks them; attempt 1 locks those of the accepted requests. A request answered from its
  -- key (replay, reused, in progress) locks nothing, so it never waits for the first one.
  FOR i IN 1..n LOOP
    IF key_used_hash[i] IS NULL AND coalesce(request_key_taken[i], false) THEN
      FOR q IN moves_before + 1 .. moves_before + request_move_count[i] LOOP
        free_key_accounts := free_key_accounts || account_ids[move_payer[q]];
        free_key_accounts := free_key_accounts || account_ids[move_payee[q]];
      END LOOP;
    END IF;
    moves_before := moves_before + request_move_count[i];
  END LOOP;

  FOR attempt IN 1..2 LOOP
    IF attempt = 2 THEN
      PERFORM 1 FROM ledger_balances WHERE account_id = ANY(free_key_accounts) ORDER BY account_id FOR UPDATE;
    END IF;
    SELECT array_agg(coalesce(b.status, 'active') ORDER BY u.n), array_agg(b.posted_minor ORDER BY u.n),
           array_agg(b.held_minor ORDER BY u.n), array_agg(b.floor_minor ORDER BY u.n)
      INTO account_status, account_posted, account_held, account_floor
    FROM unnest(account_ids) WITH ORDINALITY u(id, n) LEFT JOIN ledger_balances b ON b.account_id = u.id;
    start_posted := account_posted;
    start_held := account_held;
    posted_delta := array_fill(0::int8, ARRAY[account_count]);
    held_delta := array_fill(0::int8, ARRAY[account_count]);
    accepted := '{}'; answers := '{}'; replays := '{}';
    group_accepted := array_fill(NULL::int, ARRAY[n]);
    entry_transaction := '{}'; entry_account := '{}'; entry_owner := '{}'; entry_counterparty := '{}'; entry_currency := '{}'; entry_amount := '{}'; entry_type := '{}'; entry_posted := '{}';
    entry_ids := '{}';
    keyed_count := 0;
    stale_refusal := false;
    moves_before := 0;

    FOR i IN 1..n LOOP
      refusal := NULL;
      refusal_detail := NULL;
      k := group_accepted[request_group_lead[i]];
      IF key_used_hash[i] IS NOT NULL OR k IS NOT NULL THEN
        -- The key is used (before, or by an earlier request of this batch): replay or refuse.
        IF coalesce(key_used_hash[i], request_hashes[k]) = request_hashes[i] THEN
          answers := array_append(answers, jsonb_build_object('ok', true, 'id', coalesce(key_used_transaction[i], request_transaction[k]), 'replayed', true));
          IF key_used_transaction[i] IS NOT NULL THEN
            replays := replays || key_used_transaction[i];
          END IF;
        ELSE
          answers := array_append(answers, jsonb_build_object('ok', false, 'error', 'idempotencyKeyReused'));
        END IF;
        moves_before := moves_before + request_move_count[i];
        CONTINUE;
      END IF;
      IF NOT coalesce(request_key_taken[i], false) THEN
        answers := array_append(answers, jsonb_build_object('ok', false, 'error', 'idempotencyInProgress'));
        moves_before := moves_before + request_move_count[i];
        CONTINUE;
      END IF;
      IF request_probe_only[i] THEN
        answers := array_append(answers, jsonb_build_object('ok', true, 'id', NULL, 'replayed', false));
        moves_before := moves_before + request_move_count[i];
        CONTINUE;
      END IF;
      is_hold := request_is_hold[i];

      -- The movement rules, per move in order: found, not the same account, one currency,
      -- neither closed, the payer not frozen (unless a reversal); then the floors.
      FOR q IN moves_before + 1 .. moves_before + request_move_count[i] LOOP
        payer := move_payer[q];
        payee := move_payee[q];
        IF move_amount[q] <= 0 THEN
          RAISE EXCEPTION 'move amount % is not positive', move_amount[q] USING ERRCODE = '22023';
        ELSIF NOT account_found[payer] OR NOT account_found[payee] THEN
          refusal := 'notFound';
          refusal_detail := (CASE WHEN account_found[payer] THEN account_ids[payee] ELSE account_ids[payer] END)::text;
        ELSIF payer = payee THEN
          refusal := 'sameAccount';
        ELSIF account_currency[payer] <> account_currency[payee] THEN
          refusal := 'currencyMismatch';
        ELSIF account_status[payer] = 'closed' OR account_status[payee] = 'closed' THEN
          refusal := 'closedAccount';
          stale_refusal := true;
          refusal_detail := (CASE WHEN account_status[payer] = 'closed' THEN account_ids[payer] ELSE account_ids[payee] END)::text;
        ELSIF account_status[payer] = 'frozen' AND NOT request_may_debit_frozen[i] THEN
          refusal := 'frozenAccount';
          stale_refusal := true;
          refusal_detail := account_ids[payer]::text;
        END IF;
        EXIT WHEN refusal IS NOT NULL;
      END LOOP;

      -- Deltas of bounded accounts (posted, or for a hold only the outgoing amounts held), in
      -- first-seen order, then the first account that would fall below its floor.
      IF refusal IS NULL THEN
        delta_accounts := '{}';
        delta_posted := '{}';
        delta_held := '{}';
        FOR q IN moves_before + 1 .. moves_before + request_move_count[i] LOOP
          payer := move_payer[q];
          payee := move_payee[q];
          amount := move_amount[q];
          IF account_bounded[payer] THEN
            k := array_position(delta_accounts, payer);
            IF k IS NULL THEN
              delta_accounts := delta_accounts || payer;
              delta_posted := delta_posted || 0::int8;
              delta_held := delta_held || 0::int8;
              k := array_length(delta_accounts, 1);
            END IF;
            IF is_hold THEN
              delta_held[k] := delta_held[k] + amount;
            ELSE
              delta_posted[k] := delta_posted[k] - amount;
            END IF;
          END IF;
          IF account_bounded[payee] AND NOT is_hold THEN
            k := array_position(delta_accounts, payee);
            IF k IS NULL THEN
              delta_accounts := delta_accounts || payee;
              delta_posted := delta_posted || 0::int8;
              delta_held := delta_held || 0::int8;
              k := array_length(delta_accounts, 1);
            END IF;
            delta_posted[k] := delta_posted[k] + amount;
          END IF;
        END LOOP;
        FOR k IN 1 .. coalesce(array_length(delta_accounts, 1), 0) LOOP
          p := delta_accounts[k];
          IF account_floor[p] IS NULL THEN
            RAISE EXCEPTION 'bounded account % has no balance row', account_ids[p] USING ERRCODE = 'XX000';
          END IF;
          IF (delta_posted[k] < 0 OR delta_held[k] > 0) AND account_posted[p] + delta_posted[k] - (account_held[p] + delta_held[k]) < account_floor[p] THEN
            refusal := 'insufficientFunds';
            stale_refusal := true;
            refusal_detail := account_ids[p]::text;
            EXIT;
          END IF;
        END LOOP;
      END IF;

      IF refusal IS NULL THEN
        FOR k IN 1 .. coalesce(array_length(delta_accounts, 1), 0) LOOP
          p := delta_accounts[k];
          account_posted[p] := account_posted[p] + delta_posted[k];
          account_held[p] := account_held[p] + delta_held[k];
          posted_delta[p] := posted_delta[p] + delta_posted[k];
          held_delta[p] := held_delta[p] + delta_held[k];
        END LOOP;
        accepted := accepted || i;
        IF requests->(i - 1)->>'k' IS NOT NULL THEN
          keyed_count := keyed_count + 1;
        END IF;
        group_accepted[request_group_lead[i]] := i;
        FOR q IN moves_before + 1 .. moves_before + request_move_count[i] LOOP
          payer := move_payer[q];
          payee := move_payee[q];
          entry_transaction := entry_transaction || request_transaction[i];
          entry_account := entry_account || account_ids[payer];
          entry_owner := entry_owner || account_owner[payer];
          entry_counterparty := entry_counterparty || account_ids[payee];
          entry_currency := entry_currency || account_currency[payer];
          entry_amount := entry_amount || -move_amount[q];
          entry_type := entry_type || move_type[q];
          entry_posted := entry_posted || NOT is_hold;
          entry_transaction := entry_transaction || request_transaction[i];
          entry_account := entry_account || account_ids[payee];
          entry_owner := entry_owner || account_owner[payee];
          entry_counterparty := entry_counterparty || account_ids[payer];
          entry_currency := entry_currency || account_currency[payee];
          entry_amount := entry_amount || move_amount[q];
          entry_type := entry_type || move_type[q];
          entry_posted := entry_posted || NOT is_hold;
        END LOOP;
        answers := array_append(answers, jsonb_build_object('ok', true, 'id', request_transaction[i], 'replayed', false));
      ELSE
        answers := array_append(answers, jsonb_build_object('ok', false, 'error', refusal, 'detail', refusal_detail));
      END IF;
      moves_before := moves_before + request_move_count[i];
    END LOOP;


    BEGIN
      IF array_length(accepted, 1) > 0 THEN
        INSERT INTO ledger_idempotency (scope, key, request_hash, transaction_id)
        SELECT x.v->>'s', x.v->>'k', x.v->>'h', (x.v->>'id')::uuid
        FROM unnest(accepted) a(i), LATERAL (SELECT requests->(a.i - 1)) x(v)
        WHERE x.v->>'k' IS NOT NULL
        ON CONFLICT (scope, key) DO NOTHING;
        GET DIAGNOSTICS claimed = ROW_COUNT;
        IF claimed <> keyed_count THEN
          -- Only a writer that skipped the advisory lock can get here: retry the whole batch.
          RAISE EXCEPTION 'an idempotency key of the batch was claimed concurrently' USING ERRCODE = '40001';
        END IF;

        INSERT INTO ledger_transactions (id, type, status, description, metadata, expires_at, reverses_id, posted_at,
          batch_id, invoice_id, counterparty, external_reference)
        SELECT (x.v->>'id')::uuid, x.v->>'ty', CASE WHEN request_is_hold[a.i] THEN 'pending' ELSE 'completed' END,
          coalesce(x.v->>'d', ''), coalesce(x.v->'m', '{}'::jsonb), (x.v->>'x')::timestamptz, (x.v->>'r')::uuid,
          CASE WHEN request_is_hold[a.i] THEN NULL ELSE now() END,
          x.v->'ref'->>'b', x.v->'ref'->>'i', x.v->'ref'->>'c', x.v->'ref'->>'e'
        FROM unnest(accepted) WITH ORDINALITY a(i, o), LATERAL (SELECT requests->(a.i - 1)) x(v)
        ORDER BY a.o;

        -- Entries in request, move, debit-then-credit order (identity ids ascend in that order).
        WITH ins AS (
          INSERT INTO ledger_entries (transaction_id, account_id, customer_id, counterparty_account_id, currency, amount_minor, type, posted_at)
          SELECT u.tx, u.acc, u.cust, u.cp, u.cur, u.amt, u.ty, CASE WHEN u.posted THEN now() END
          FROM unnest(entry_transaction, entry_account, entry_owner, entry_counterparty, entry_currency, entry_amount, entry_type, entry_posted) WITH ORDINALITY u(tx, acc, cust, cp, cur, amt, ty, posted, n)
          ORDER BY u.n
          RETURNING id)
        SELECT array_agg(ins.id::text ORDER BY ins.id) INTO entry_ids FROM ins;
      END IF;

      IF attempt = 1 THEN
        PERFORM 1 FROM ledger_balances WHERE account_id = ANY(entry_account) ORDER BY account_id FOR UPDATE;
        SELECT array_agg(coalesce(b.status, 'active') ORDER BY u.n), array_agg(b.posted_minor ORDER BY u.n),
               array_agg(b.held_minor ORDER BY u.n)
          INTO locked_status, locked_posted, locked_held
        FROM unnest(account_ids) WITH ORDINALITY u(id, n) LEFT JOIN ledger_balances b ON b.account_id = u.id;
        IF locked_status IS DISTINCT FROM account_status
           OR (stale_refusal AND (locked_posted IS DISTINCT FROM start_posted OR locked_held IS DISTINCT FROM start_held)) THEN
          RAISE EXCEPTION 'balances moved during the batch' USING ERRCODE = 'LDG01';
        END IF;
      END IF;
      UPDATE ledger_balances b
      SET posted_minor = b.posted_minor + d.dp, held_minor = b.held_minor + d.dh, updated_at = now()
      FROM unnest(account_ids, posted_delta, held_delta) d(id, dp, dh)
      WHERE b.account_id = d.id AND (d.dp <> 0 OR d.dh <> 0);
      written := true;
    EXCEPTION WHEN SQLSTATE 'LDG01' OR check_violation THEN
      IF attempt = 2 THEN
        RAISE;
      END IF;
    END;
    EXIT WHEN written;
  END LOOP;

  -- New transactions are described by the caller from its requests, these entry ids (in
  -- order), the accounts' owners and currencies and now(); replayed ones are read back whole.
  RETURN jsonb_build_object('results', to_jsonb(answers), 'now', now(), 'entryIds', to_jsonb(entry_ids),
    'accounts', to_jsonb(account_ids::text[]), 'customers', to_jsonb(account_owner), 'currencies', to_jsonb(account_currency),
    'replays', CASE WHEN cardinality(replays) = 0 THEN '{}'::jsonb ELSE ledger_transactions_json(replays) END);
END $$;
