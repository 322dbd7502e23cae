-- The ledger's movement rules live here, once: ledger_post_batch (migration 0004) becomes the
-- only writer of movements. postTransaction calls it with a batch of one, postBatch and the
-- batch writer with many, reversals and FX through the same call. TypeScript keeps only the
-- request's shape (types, lengths, limits: validate.ts), the request hash, and the reading of
-- the answer. What changes from 0004, per request:
--   "k"/"s" may be null: a movement without a client key (a reversal) claims no key and is
--     never grouped with another request;
--   "fz": true lets a frozen account be debited (reversals take money back out of it);
--   "r": the transaction this one reverses (ledger_transactions.reverses_id);
--   "q": true probes the key only (moves []): answers the replay, idempotencyKeyReused or
--     idempotencyInProgress, or {"ok": true, "id": null} when the key is free, having taken
--     its advisory lock; writes nothing (FX asks before it reads rates and accounts).
-- A move's amount must be positive (validate.ts refuses the rest; here it is an assertion).
CREATE OR REPLACE FUNCTION ledger_post_batch(requests jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  n int := jsonb_array_length(requests);
  ids int8[];
  nids int;
  a_found bool[]; a_cur text[]; a_cust text[]; a_bounded bool[];
  a_status text[]; a_posted int8[]; a_held int8[]; a_floor int8[];
  t_dp int8[]; t_dh int8[];
  r_hash text[]; r_pending bool[]; r_nm int[]; r_id uuid[]; r_lock bool[];
  r_used_hash text[]; r_used_tx uuid[]; r_fz bool[]; r_probe bool[];
  keyed int;
  m_f int[]; m_t int[]; m_amt int8[]; m_ty text[];
  e_tx uuid[] := '{}'; e_acc int8[] := '{}'; e_cust text[] := '{}'; e_cp int8[] := '{}';
  e_cur text[] := '{}'; e_amt int8[] := '{}'; e_ty text[] := '{}'; e_posted bool[] := '{}';
  e_ids text[] := '{}';
  replays uuid[] := '{}';
  acc int[] := '{}';
  grp_acc int[];
  r_lead int[];
  res jsonb[] := '{}';
  d_pos int[]; d_p int8[]; d_h int8[];
  j int := 0;
  attempt int;
  fresh int8[] := '{}';
  done bool := false;
  stale_refusal bool;
  s_posted int8[]; s_held int8[]; c_status text[]; c_posted int8[]; c_held int8[];
  i int; k int; p int; q int; pf int; pt int;
  amt int8; pend bool; err text; det text; cnt int;
BEGIN
  IF n = 0 THEN
    RETURN jsonb_build_object('results', '[]'::jsonb, 'now', now(), 'entryIds', '[]'::jsonb, 'accounts', '[]'::jsonb,
      'customers', '[]'::jsonb, 'currencies', '[]'::jsonb, 'replays', '{}'::jsonb);
  END IF;

  SELECT coalesce(array_agg(x ORDER BY x), '{}') INTO ids FROM (
    SELECT DISTINCT u.v::int8 AS x
    FROM jsonb_array_elements(requests) r(v), jsonb_array_elements(r.v->'mv') mm(m),
      LATERAL (VALUES (mm.m->>'f'), (mm.m->>'t')) u(v)) s;
  nids := coalesce(array_length(ids, 1), 0);

  SELECT array_agg(array_position(ids, (mm.m->>'f')::int8) ORDER BY r.n, mm.o),
         array_agg(array_position(ids, (mm.m->>'t')::int8) ORDER BY r.n, mm.o),
         array_agg((mm.m->>'a')::int8 ORDER BY r.n, mm.o),
         array_agg(mm.m->>'ty' ORDER BY r.n, mm.o)
    INTO m_f, m_t, m_amt, m_ty
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
    INTO r_hash, r_pending, r_nm, r_id, r_lock, r_fz, r_probe
  FROM jsonb_array_elements(requests) WITH ORDINALITY r(v, n)
    LEFT JOIN LATERAL (SELECT i.key FROM ledger_idempotency i
                       WHERE i.scope = r.v->>'s' AND i.key = r.v->>'k' LIMIT 1) ik ON true;

  -- Read again after taking the locks: a first request that committed in between is replayed.
  -- Requests sharing a key are grouped by the first of them (r_lead): a later one replays
  -- (or is refused by) the one of its group this batch accepted.
  SELECT array_agg(ik.request_hash ORDER BY x.n), array_agg(ik.transaction_id ORDER BY x.n), array_agg(x.lead ORDER BY x.n)
    INTO r_used_hash, r_used_tx, r_lead
  FROM (SELECT r.n, r.v, CASE WHEN r.v->>'k' IS NULL THEN r.n
                              ELSE min(r.n) OVER (PARTITION BY r.v->>'s', r.v->>'k') END AS lead
        FROM jsonb_array_elements(requests) WITH ORDINALITY r(v, n)) x
    LEFT JOIN LATERAL (SELECT i.request_hash, i.transaction_id FROM ledger_idempotency i
                       WHERE i.scope = x.v->>'s' AND i.key = x.v->>'k' LIMIT 1) ik ON true;

  SELECT array_agg(a.id IS NOT NULL ORDER BY u.n), array_agg(a.currency ORDER BY u.n),
         array_agg(a.customer_id ORDER BY u.n), array_agg(a.floor_minor IS NOT NULL ORDER BY u.n)
    INTO a_found, a_cur, a_cust, a_bounded
  FROM unnest(ids) WITH ORDINALITY u(id, n) LEFT JOIN ledger_accounts a ON a.id = u.id;

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
    IF r_used_hash[i] IS NULL AND coalesce(r_lock[i], false) THEN
      FOR q IN j + 1 .. j + r_nm[i] LOOP
        fresh := fresh || ids[m_f[q]];
        fresh := fresh || ids[m_t[q]];
      END LOOP;
    END IF;
    j := j + r_nm[i];
  END LOOP;

  FOR attempt IN 1..2 LOOP
    IF attempt = 2 THEN
      PERFORM 1 FROM ledger_balances WHERE account_id = ANY(fresh) ORDER BY account_id FOR UPDATE;
    END IF;
    SELECT array_agg(coalesce(b.status, 'active') ORDER BY u.n), array_agg(b.posted_minor ORDER BY u.n),
           array_agg(b.held_minor ORDER BY u.n), array_agg(b.floor_minor ORDER BY u.n)
      INTO a_status, a_posted, a_held, a_floor
    FROM unnest(ids) WITH ORDINALITY u(id, n) LEFT JOIN ledger_balances b ON b.account_id = u.id;
    s_posted := a_posted;
    s_held := a_held;
    t_dp := array_fill(0::int8, ARRAY[nids]);
    t_dh := array_fill(0::int8, ARRAY[nids]);
    acc := '{}'; res := '{}'; replays := '{}';
    grp_acc := array_fill(NULL::int, ARRAY[n]);
    e_tx := '{}'; e_acc := '{}'; e_cust := '{}'; e_cp := '{}'; e_cur := '{}'; e_amt := '{}'; e_ty := '{}'; e_posted := '{}';
    e_ids := '{}';
    keyed := 0;
    stale_refusal := false;
    j := 0;

    FOR i IN 1..n LOOP
      err := NULL;
      det := NULL;
      k := grp_acc[r_lead[i]];
      IF r_used_hash[i] IS NOT NULL OR k IS NOT NULL THEN
        -- The key is used (before, or by an earlier request of this batch): replay or refuse.
        IF coalesce(r_used_hash[i], r_hash[k]) = r_hash[i] THEN
          res := array_append(res, jsonb_build_object('ok', true, 'id', coalesce(r_used_tx[i], r_id[k]), 'replayed', true));
          IF r_used_tx[i] IS NOT NULL THEN
            replays := replays || r_used_tx[i];
          END IF;
        ELSE
          res := array_append(res, jsonb_build_object('ok', false, 'error', 'idempotencyKeyReused'));
        END IF;
        j := j + r_nm[i];
        CONTINUE;
      END IF;
      IF NOT coalesce(r_lock[i], false) THEN
        res := array_append(res, jsonb_build_object('ok', false, 'error', 'idempotencyInProgress'));
        j := j + r_nm[i];
        CONTINUE;
      END IF;
      IF r_probe[i] THEN
        res := array_append(res, jsonb_build_object('ok', true, 'id', NULL, 'replayed', false));
        j := j + r_nm[i];
        CONTINUE;
      END IF;
      pend := r_pending[i];

      -- The movement rules, per move in order: found, not the same account, one currency,
      -- neither closed, the payer not frozen (unless a reversal); then the floors.
      FOR q IN j + 1 .. j + r_nm[i] LOOP
        pf := m_f[q];
        pt := m_t[q];
        IF m_amt[q] <= 0 THEN
          RAISE EXCEPTION 'move amount % is not positive', m_amt[q] USING ERRCODE = '22023';
        ELSIF NOT a_found[pf] OR NOT a_found[pt] THEN
          err := 'notFound';
          det := (CASE WHEN a_found[pf] THEN ids[pt] ELSE ids[pf] END)::text;
        ELSIF pf = pt THEN
          err := 'sameAccount';
        ELSIF a_cur[pf] <> a_cur[pt] THEN
          err := 'currencyMismatch';
        ELSIF a_status[pf] = 'closed' OR a_status[pt] = 'closed' THEN
          err := 'closedAccount';
          stale_refusal := true;
          det := (CASE WHEN a_status[pf] = 'closed' THEN ids[pf] ELSE ids[pt] END)::text;
        ELSIF a_status[pf] = 'frozen' AND NOT r_fz[i] THEN
          err := 'frozenAccount';
          stale_refusal := true;
          det := ids[pf]::text;
        END IF;
        EXIT WHEN err IS NOT NULL;
      END LOOP;

      -- Deltas of bounded accounts (posted, or for a hold only the outgoing amounts held), in
      -- first-seen order, then the first account that would fall below its floor.
      IF err IS NULL THEN
        d_pos := '{}';
        d_p := '{}';
        d_h := '{}';
        FOR q IN j + 1 .. j + r_nm[i] LOOP
          pf := m_f[q];
          pt := m_t[q];
          amt := m_amt[q];
          IF a_bounded[pf] THEN
            k := array_position(d_pos, pf);
            IF k IS NULL THEN
              d_pos := d_pos || pf;
              d_p := d_p || 0::int8;
              d_h := d_h || 0::int8;
              k := array_length(d_pos, 1);
            END IF;
            IF pend THEN
              d_h[k] := d_h[k] + amt;
            ELSE
              d_p[k] := d_p[k] - amt;
            END IF;
          END IF;
          IF a_bounded[pt] AND NOT pend THEN
            k := array_position(d_pos, pt);
            IF k IS NULL THEN
              d_pos := d_pos || pt;
              d_p := d_p || 0::int8;
              d_h := d_h || 0::int8;
              k := array_length(d_pos, 1);
            END IF;
            d_p[k] := d_p[k] + amt;
          END IF;
        END LOOP;
        FOR k IN 1 .. coalesce(array_length(d_pos, 1), 0) LOOP
          p := d_pos[k];
          IF a_floor[p] IS NULL THEN
            RAISE EXCEPTION 'bounded account % has no balance row', ids[p] USING ERRCODE = 'XX000';
          END IF;
          IF (d_p[k] < 0 OR d_h[k] > 0) AND a_posted[p] + d_p[k] - (a_held[p] + d_h[k]) < a_floor[p] THEN
            err := 'insufficientFunds';
            stale_refusal := true;
            det := ids[p]::text;
            EXIT;
          END IF;
        END LOOP;
      END IF;

      IF err IS NULL THEN
        FOR k IN 1 .. coalesce(array_length(d_pos, 1), 0) LOOP
          p := d_pos[k];
          a_posted[p] := a_posted[p] + d_p[k];
          a_held[p] := a_held[p] + d_h[k];
          t_dp[p] := t_dp[p] + d_p[k];
          t_dh[p] := t_dh[p] + d_h[k];
        END LOOP;
        acc := acc || i;
        IF requests->(i - 1)->>'k' IS NOT NULL THEN
          keyed := keyed + 1;
        END IF;
        grp_acc[r_lead[i]] := i;
        FOR q IN j + 1 .. j + r_nm[i] LOOP
          pf := m_f[q];
          pt := m_t[q];
          e_tx := e_tx || r_id[i];
          e_acc := e_acc || ids[pf];
          e_cust := e_cust || a_cust[pf];
          e_cp := e_cp || ids[pt];
          e_cur := e_cur || a_cur[pf];
          e_amt := e_amt || -m_amt[q];
          e_ty := e_ty || m_ty[q];
          e_posted := e_posted || NOT pend;
          e_tx := e_tx || r_id[i];
          e_acc := e_acc || ids[pt];
          e_cust := e_cust || a_cust[pt];
          e_cp := e_cp || ids[pf];
          e_cur := e_cur || a_cur[pt];
          e_amt := e_amt || m_amt[q];
          e_ty := e_ty || m_ty[q];
          e_posted := e_posted || NOT pend;
        END LOOP;
        res := array_append(res, jsonb_build_object('ok', true, 'id', r_id[i], 'replayed', false));
      ELSE
        res := array_append(res, jsonb_build_object('ok', false, 'error', err, 'detail', det));
      END IF;
      j := j + r_nm[i];
    END LOOP;


    BEGIN
      IF array_length(acc, 1) > 0 THEN
        INSERT INTO ledger_idempotency (scope, key, request_hash, transaction_id)
        SELECT x.v->>'s', x.v->>'k', x.v->>'h', (x.v->>'id')::uuid
        FROM unnest(acc) a(i), LATERAL (SELECT requests->(a.i - 1)) x(v)
        WHERE x.v->>'k' IS NOT NULL
        ON CONFLICT (scope, key) DO NOTHING;
        GET DIAGNOSTICS cnt = ROW_COUNT;
        IF cnt <> keyed THEN
          -- Only a writer that skipped the advisory lock can get here: retry the whole batch.
          RAISE EXCEPTION 'an idempotency key of the batch was claimed concurrently' USING ERRCODE = '40001';
        END IF;

        INSERT INTO ledger_transactions (id, type, status, description, metadata, expires_at, reverses_id, posted_at)
        SELECT (x.v->>'id')::uuid, x.v->>'ty', CASE WHEN r_pending[a.i] THEN 'pending' ELSE 'completed' END,
          coalesce(x.v->>'d', ''), coalesce(x.v->'m', '{}'::jsonb), (x.v->>'x')::timestamptz, (x.v->>'r')::uuid,
          CASE WHEN r_pending[a.i] THEN NULL ELSE now() END
        FROM unnest(acc) WITH ORDINALITY a(i, o), LATERAL (SELECT requests->(a.i - 1)) x(v)
        ORDER BY a.o;

        -- Entries in request, move, debit-then-credit order (identity ids ascend in that order).
        WITH ins AS (
          INSERT INTO ledger_entries (transaction_id, account_id, customer_id, counterparty_account_id, currency, amount_minor, type, posted_at)
          SELECT u.tx, u.acc, u.cust, u.cp, u.cur, u.amt, u.ty, CASE WHEN u.posted THEN now() END
          FROM unnest(e_tx, e_acc, e_cust, e_cp, e_cur, e_amt, e_ty, e_posted) WITH ORDINALITY u(tx, acc, cust, cp, cur, amt, ty, posted, n)
          ORDER BY u.n
          RETURNING id)
        SELECT array_agg(ins.id::text ORDER BY ins.id) INTO e_ids FROM ins;
      END IF;

      IF attempt = 1 THEN
        PERFORM 1 FROM ledger_balances WHERE account_id = ANY(e_acc) ORDER BY account_id FOR UPDATE;
        SELECT array_agg(coalesce(b.status, 'active') ORDER BY u.n), array_agg(b.posted_minor ORDER BY u.n),
               array_agg(b.held_minor ORDER BY u.n)
          INTO c_status, c_posted, c_held
        FROM unnest(ids) WITH ORDINALITY u(id, n) LEFT JOIN ledger_balances b ON b.account_id = u.id;
        IF c_status IS DISTINCT FROM a_status
           OR (stale_refusal AND (c_posted IS DISTINCT FROM s_posted OR c_held IS DISTINCT FROM s_held)) THEN
          RAISE EXCEPTION 'balances moved during the batch' USING ERRCODE = 'LDG01';
        END IF;
      END IF;
      UPDATE ledger_balances b
      SET posted_minor = b.posted_minor + d.dp, held_minor = b.held_minor + d.dh, updated_at = now()
      FROM unnest(ids, t_dp, t_dh) d(id, dp, dh)
      WHERE b.account_id = d.id AND (d.dp <> 0 OR d.dh <> 0);
      done := true;
    EXCEPTION WHEN SQLSTATE 'LDG01' OR check_violation THEN
      IF attempt = 2 THEN
        RAISE;
      END IF;
    END;
    EXIT WHEN done;
  END LOOP;

  -- New transactions are described by the caller from its requests, these entry ids (in
  -- order), the accounts' owners and currencies and now(); replayed ones are read back whole.
  RETURN jsonb_build_object('results', to_jsonb(res), 'now', now(), 'entryIds', to_jsonb(e_ids),
    'accounts', to_jsonb(ids::text[]), 'customers', to_jsonb(a_cust), 'currencies', to_jsonb(a_cur),
    'replays', CASE WHEN cardinality(replays) = 0 THEN '{}'::jsonb ELSE (
      SELECT jsonb_object_agg(t.id::text, jsonb_build_object(
        'type', t.type, 'status', t.status, 'description', t.description, 'metadata', t.metadata,
        'createdAt', t.created_at, 'postedAt', t.posted_at, 'expiresAt', t.expires_at, 'reversesId', t.reverses_id,
        'entries', (SELECT jsonb_agg(jsonb_build_array(e.id::text, e.account_id::text, e.customer_id,
                      e.counterparty_account_id::text, e.currency, e.amount_minor::text, e.type, e.created_at, e.posted_at)
                      ORDER BY e.id)
                    FROM ledger_entries e WHERE e.transaction_id = t.id)))
      FROM ledger_transactions t WHERE t.id = ANY(replays)) END);
END $$;
