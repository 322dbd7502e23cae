-- ledger_settle_batch: posts or voids holds (pending transactions), many in one call, in full
-- or in parts. `requests` is a JSON array, in order, of
--   {"id": the hold, "op": "post" | "void",
--    "a": amounts to post, one per move of the hold (decimal text; "0" posts nothing of that
--         move), or null: the whole remaining amount,
--    "fin": true: after posting these amounts, release what remains of the hold,
--    "cid": uuid for the part's transaction, "d": its description (default: the hold's),
--    "s"/"k"/"h": an optional idempotency key for a part (scope, key, request hash)}.
-- A hold posted whole, with no part before, is posted as it always was: its entries get
-- their posted_at and it becomes completed. A part is a transaction of its own (completed,
-- settles_id = the hold) with the posted amounts; the hold stays pending, holding the rest,
-- until a part with "fin", a part that posts the last of it, a post of the rest (null
-- amounts) or a void closes it: then it is completed when something was posted (its own
-- entries stay unposted), rejected when nothing was. Moves are matched by (from, to, type).
-- It answers {"results": [{"ok": true, "id": the answered transaction (the hold, or the
-- part), "replayed": bool, "touched": [[account, customer], ...]} | {"ok": false, "error",
-- "detail"}], "transactions": ledger_transactions_json of every answered id}.
-- Locks: the holds' rows (ascending id), then their bounded accounts' balance rows
-- (ascending id), then one UPDATE per balance row with its summed delta.
CREATE OR REPLACE FUNCTION ledger_settle_batch(requests jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  request jsonb;
  hold record;
  part_id uuid;
  used record;
  result jsonb;
  results jsonb[] := '{}';
  answered uuid[] := '{}';
  balance_ids int8[] := '{}';
  posted_deltas int8[] := '{}';
  held_deltas int8[] := '{}';
  any_posted bool;
  parts_before bool;
  closes bool;
  whole bool;
  closed_payee int8;
  touched jsonb;
  place int;
  legs int;
  leg_payer int8[]; leg_payee int8[]; leg_type text[]; leg_remaining int8[]; leg_wanted int8[];
  leg_payer_bounded bool[]; leg_payee_bounded bool[]; leg_payer_owner text[]; leg_payee_owner text[]; leg_currency text[];
  move_payer int8[]; move_payee int8[]; move_type text[];
  bad_amounts bool;
  asked int8;
  m int;
  g int;
BEGIN
  PERFORM 1 FROM ledger_transactions
  WHERE id = ANY(SELECT (r->>'id')::uuid FROM jsonb_array_elements(requests) r) ORDER BY id FOR UPDATE;
  PERFORM 1 FROM ledger_balances
  WHERE account_id IN (SELECT e.account_id FROM ledger_entries e
                       WHERE e.transaction_id = ANY(SELECT (r->>'id')::uuid FROM jsonb_array_elements(requests) r))
  ORDER BY account_id FOR UPDATE;

  FOR request IN SELECT r FROM jsonb_array_elements(requests) r LOOP
    touched := '[]';
    SELECT t.id, t.type, t.status, t.description, t.batch_id, t.invoice_id, t.counterparty, t.external_reference
      INTO hold FROM ledger_transactions t WHERE t.id = (request->>'id')::uuid;
    IF NOT FOUND THEN
      results := results || jsonb_build_object('ok', false, 'error', 'notFound');
      CONTINUE;
    END IF;
    whole := coalesce(jsonb_typeof(request->'a'), 'null') <> 'array';
    parts_before := EXISTS (SELECT 1 FROM ledger_transactions p WHERE p.settles_id = hold.id);

    -- A part's key: used with the same request answers that part again.
    IF request->>'k' IS NOT NULL THEN
      SELECT i.request_hash, i.transaction_id INTO used FROM ledger_idempotency i
      WHERE i.scope = request->>'s' AND i.key = request->>'k';
      IF FOUND THEN
        IF used.request_hash = request->>'h' THEN
          results := results || jsonb_build_object('ok', true, 'id', used.transaction_id, 'replayed', true, 'touched', '[]'::jsonb);
          answered := answered || used.transaction_id;
        ELSE
          results := results || jsonb_build_object('ok', false, 'error', 'idempotencyKeyReused');
        END IF;
        CONTINUE;
      END IF;
    END IF;

    IF hold.status <> 'pending' THEN
      IF (request->>'op' = 'void' AND hold.status = 'rejected')
         OR (request->>'op' = 'post' AND hold.status = 'completed' AND whole AND NOT parts_before) THEN
        results := results || jsonb_build_object('ok', true, 'id', hold.id, 'replayed', true, 'touched', '[]'::jsonb);
        answered := answered || hold.id;
      ELSE
        results := results || jsonb_build_object('ok', false, 'error', 'notPending', 'detail', hold.status);
      END IF;
      CONTINUE;
    END IF;

    -- The hold's legs (its moves, those sharing (payer, payee, type) as one) and what remains
    -- of each: its amount less every part posted from it. `wanted` is what this request posts.
    SELECT coalesce(array_agg(l.payer ORDER BY l.first_entry), '{}'), coalesce(array_agg(l.payee ORDER BY l.first_entry), '{}'),
           coalesce(array_agg(l.type ORDER BY l.first_entry), '{}'), coalesce(array_agg(l.remaining ORDER BY l.first_entry), '{}'),
           coalesce(array_agg(l.payer_bounded ORDER BY l.first_entry), '{}'), coalesce(array_agg(l.payee_bounded ORDER BY l.first_entry), '{}'),
           coalesce(array_agg(l.payer_owner ORDER BY l.first_entry), '{}'), coalesce(array_agg(l.payee_owner ORDER BY l.first_entry), '{}'),
           coalesce(array_agg(l.currency ORDER BY l.first_entry), '{}')
      INTO leg_payer, leg_payee, leg_type, leg_remaining, leg_payer_bounded, leg_payee_bounded, leg_payer_owner,
           leg_payee_owner, leg_currency
    FROM (SELECT min(d.id) AS first_entry, d.account_id AS payer, d.counterparty_account_id AS payee, d.type,
            -sum(d.amount_minor) - coalesce((SELECT -sum(pe.amount_minor) FROM ledger_transactions pt
                JOIN ledger_entries pe ON pe.transaction_id = pt.id
                WHERE pt.settles_id = hold.id AND pe.account_id = d.account_id
                  AND pe.counterparty_account_id = d.counterparty_account_id AND pe.type = d.type AND pe.amount_minor < 0), 0) AS remaining,
            fb.account_id IS NOT NULL AS payer_bounded, tb.account_id IS NOT NULL AS payee_bounded,
            fa.customer_id AS payer_owner, ta.customer_id AS payee_owner, d.currency
          FROM ledger_entries d
            JOIN ledger_accounts fa ON fa.id = d.account_id
            JOIN ledger_accounts ta ON ta.id = d.counterparty_account_id
            LEFT JOIN ledger_balances fb ON fb.account_id = d.account_id
            LEFT JOIN ledger_balances tb ON tb.account_id = d.counterparty_account_id
          WHERE d.transaction_id = hold.id AND d.amount_minor < 0
          GROUP BY d.account_id, d.counterparty_account_id, d.type, fb.account_id, tb.account_id, fa.customer_id,
            ta.customer_id, d.currency) l;
    legs := cardinality(leg_payer);
    leg_wanted := array_fill(0::int8, ARRAY[legs]);

    IF request->>'op' = 'post' THEN
      IF whole THEN
        leg_wanted := leg_remaining;
      ELSE
        -- Amounts are given per move of the hold; moves sharing (payer, payee, type) add up.
        SELECT coalesce(array_agg(e.account_id ORDER BY e.id), '{}'), coalesce(array_agg(e.counterparty_account_id ORDER BY e.id), '{}'),
               coalesce(array_agg(e.type ORDER BY e.id), '{}')
          INTO move_payer, move_payee, move_type
        FROM ledger_entries e WHERE e.transaction_id = hold.id AND e.amount_minor < 0;
        bad_amounts := jsonb_array_length(request->'a') <> cardinality(move_payer);
        IF NOT bad_amounts THEN
          FOR m IN 1 .. cardinality(move_payer) LOOP
            asked := (request->'a'->>(m - 1))::int8;
            IF asked < 0 THEN
              bad_amounts := true;
            END IF;
            FOR g IN 1 .. legs LOOP
              IF leg_payer[g] = move_payer[m] AND leg_payee[g] = move_payee[m] AND leg_type[g] = move_type[m] THEN
                leg_wanted[g] := leg_wanted[g] + asked;
              END IF;
            END LOOP;
          END LOOP;
          bad_amounts := bad_amounts OR NOT (0 < ANY(leg_wanted));
          FOR g IN 1 .. legs LOOP
            bad_amounts := bad_amounts OR leg_wanted[g] > leg_remaining[g];
          END LOOP;
        END IF;
        IF bad_amounts THEN
          results := results || jsonb_build_object('ok', false, 'error', 'invalidParams', 'detail', 'amountMinor');
          CONTINUE;
        END IF;
      END IF;
      SELECT b.account_id INTO closed_payee FROM unnest(leg_payee, leg_wanted) w(payee, wanted)
        JOIN ledger_balances b ON b.account_id = w.payee
      WHERE w.wanted > 0 AND b.status = 'closed' LIMIT 1;
      IF closed_payee IS NOT NULL THEN
        results := results || jsonb_build_object('ok', false, 'error', 'closedAccount', 'detail', closed_payee::text);
        closed_payee := NULL;
        CONTINUE;
      END IF;
    END IF;

    any_posted := parts_before OR 0 < ANY(leg_wanted);
    closes := request->>'op' = 'void' OR coalesce((request->>'fin')::bool, false) OR leg_wanted = leg_remaining;

    IF request->>'op' = 'post' AND NOT parts_before AND leg_wanted = leg_remaining THEN
      -- The whole hold at once: its own entries are posted.
      UPDATE ledger_entries SET posted_at = now() WHERE transaction_id = hold.id;
      UPDATE ledger_transactions SET status = 'completed', posted_at = now() WHERE id = hold.id;
      result := jsonb_build_object('ok', true, 'id', hold.id, 'replayed', false);
      answered := answered || hold.id;
    ELSIF request->>'op' = 'post' THEN
      part_id := (request->>'cid')::uuid;
      INSERT INTO ledger_transactions (id, type, status, description, metadata, posted_at, settles_id,
        batch_id, invoice_id, counterparty, external_reference)
      VALUES (part_id, hold.type, 'completed', coalesce(request->>'d', hold.description), '{}'::jsonb, now(), hold.id,
        hold.batch_id, hold.invoice_id, hold.counterparty, hold.external_reference);
      INSERT INTO ledger_entries (transaction_id, account_id, customer_id, counterparty_account_id, currency, amount_minor, type, posted_at)
      SELECT part_id, x.account_id, x.owner, x.counterparty_id, l.currency, x.amount, l.type, now()
      FROM unnest(leg_payer, leg_payee, leg_payer_owner, leg_payee_owner, leg_currency, leg_type, leg_wanted)
          WITH ORDINALITY l(payer, payee, payer_owner, payee_owner, currency, type, wanted, n),
        LATERAL (VALUES (1, l.payer, l.payer_owner, l.payee, -l.wanted), (2, l.payee, l.payee_owner, l.payer, l.wanted))
          x(side, account_id, owner, counterparty_id, amount)
      WHERE l.wanted > 0 ORDER BY l.n, x.side;
      IF request->>'k' IS NOT NULL THEN
        INSERT INTO ledger_idempotency (scope, key, request_hash, transaction_id)
        VALUES (request->>'s', request->>'k', request->>'h', part_id);
      END IF;
      IF closes THEN
        UPDATE ledger_transactions SET status = 'completed', posted_at = now() WHERE id = hold.id;
      END IF;
      result := jsonb_build_object('ok', true, 'id', part_id, 'replayed', false);
      answered := answered || part_id;
    ELSE
      UPDATE ledger_transactions SET status = CASE WHEN any_posted THEN 'completed' ELSE 'rejected' END,
        posted_at = CASE WHEN any_posted THEN now() END
      WHERE id = hold.id;
      result := jsonb_build_object('ok', true, 'id', hold.id, 'replayed', false);
      answered := answered || hold.id;
    END IF;

    -- Balance deltas: a posted amount leaves the payer's posted and held and reaches the
    -- payee; on closing, what remains is released from the payer's held.
    FOR g IN 1 .. legs LOOP
      IF leg_payer_bounded[g] AND (leg_wanted[g] <> 0 OR (closes AND leg_remaining[g] - leg_wanted[g] <> 0)) THEN
        place := array_position(balance_ids, leg_payer[g]);
        IF place IS NULL THEN
          balance_ids := balance_ids || leg_payer[g]; posted_deltas := posted_deltas || 0::int8; held_deltas := held_deltas || 0::int8;
          place := cardinality(balance_ids);
        END IF;
        posted_deltas[place] := posted_deltas[place] - leg_wanted[g];
        held_deltas[place] := held_deltas[place] - CASE WHEN closes THEN leg_remaining[g] ELSE leg_wanted[g] END;
        IF leg_payer_owner[g] IS NOT NULL
           AND NOT touched @> jsonb_build_array(jsonb_build_array(leg_payer[g]::text, leg_payer_owner[g])) THEN
          touched := touched || jsonb_build_array(jsonb_build_array(leg_payer[g]::text, leg_payer_owner[g]));
        END IF;
      END IF;
      IF leg_payee_bounded[g] AND leg_wanted[g] <> 0 THEN
        place := array_position(balance_ids, leg_payee[g]);
        IF place IS NULL THEN
          balance_ids := balance_ids || leg_payee[g]; posted_deltas := posted_deltas || 0::int8; held_deltas := held_deltas || 0::int8;
          place := cardinality(balance_ids);
        END IF;
        posted_deltas[place] := posted_deltas[place] + leg_wanted[g];
        IF leg_payee_owner[g] IS NOT NULL
           AND NOT touched @> jsonb_build_array(jsonb_build_array(leg_payee[g]::text, leg_payee_owner[g])) THEN
          touched := touched || jsonb_build_array(jsonb_build_array(leg_payee[g]::text, leg_payee_owner[g]));
        END IF;
      END IF;
    END LOOP;
    results := results || (result || jsonb_build_object('touched', touched));
  END LOOP;

  UPDATE ledger_balances b
  SET posted_minor = b.posted_minor + d.posted, held_minor = b.held_minor + d.held, updated_at = now()
  FROM unnest(balance_ids, posted_deltas, held_deltas) d(id, posted, held)
  WHERE b.account_id = d.id AND (d.posted <> 0 OR d.held <> 0);

  RETURN jsonb_build_object('results', to_jsonb(results), 'transactions', ledger_transactions_json(answered));
END $$;
