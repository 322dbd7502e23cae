-- ledger_reverse_batch: undoes completed transactions, many in one call. `requests` is a JSON
-- array, in order, of {"id": the transaction to undo, "rid": uuid for its reversal,
-- "d": description (default "Reversal: " and the original's), "m": metadata}. Each reversal
-- moves every amount of the original back (same types and references) through ONE call of
-- ledger_post_batch (keyless movements, which may debit a frozen account and obey floors),
-- and the originals it wrote are marked reversed. A transaction reversed before answers its
-- reversal again (replayed); one not completed, itself a reversal, or a hold completed
-- through parts (its own entries never posted: undo its parts instead) is refused
-- (notCompleted). Answers {"results": [{"ok": true, "id", "replayed"} | {"ok": false,
-- "error", "detail"}], "transactions": ledger_transactions_json of every answered id}.
-- Locks: the originals' rows (ascending id), then as ledger_post_batch.
CREATE OR REPLACE FUNCTION ledger_reverse_batch(requests jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  request jsonb;
  original record;
  earlier uuid;
  results jsonb[] := '{}';
  movements jsonb := '[]';
  sent int[] := '{}';
  answer jsonb;
  answered uuid[] := '{}';
  n int := 0;
  k int;
BEGIN
  PERFORM 1 FROM ledger_transactions
  WHERE id = ANY(SELECT (r->>'id')::uuid FROM jsonb_array_elements(requests) r) ORDER BY id FOR UPDATE;

  FOR request IN SELECT r FROM jsonb_array_elements(requests) r LOOP
    n := n + 1;
    SELECT t.* INTO original FROM ledger_transactions t WHERE t.id = (request->>'id')::uuid;
    IF NOT FOUND THEN
      results := results || jsonb_build_object('ok', false, 'error', 'notFound');
      CONTINUE;
    END IF;
    IF original.status = 'reversed' THEN
      SELECT r.id INTO earlier FROM ledger_transactions r WHERE r.reverses_id = original.id;
      results := results || jsonb_build_object('ok', true, 'id', earlier, 'replayed', true);
      answered := answered || earlier;
      CONTINUE;
    END IF;
    IF original.status <> 'completed' OR original.reverses_id IS NOT NULL
       OR EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = original.id AND e.posted_at IS NULL)
       OR EXISTS (SELECT 1 FROM jsonb_array_elements(movements) m WHERE m->>'r' = original.id::text) THEN
      results := results || jsonb_build_object('ok', false, 'error', 'notCompleted', 'detail', original.status);
      CONTINUE;
    END IF;
    movements := movements || jsonb_build_object(
      'id', request->>'rid', 'ty', original.type, 'p', false,
      'd', coalesce(request->>'d', left('Reversal: ' || original.description, 500)),
      'm', coalesce(request->'m', '{}'::jsonb), 'r', original.id, 'fz', true,
      'ref', jsonb_strip_nulls(jsonb_build_object('b', original.batch_id, 'i', original.invoice_id,
        'c', original.counterparty, 'e', original.external_reference)),
      'mv', (SELECT jsonb_agg(jsonb_build_object('f', e.counterparty_account_id::text, 't', e.account_id::text,
                                'a', (-e.amount_minor)::text, 'ty', e.type) ORDER BY e.id)
             FROM ledger_entries e WHERE e.transaction_id = original.id AND e.amount_minor < 0));
    sent := sent || n;
    results := results || 'null'::jsonb;
  END LOOP;

  IF cardinality(sent) > 0 THEN
    answer := ledger_post_batch(movements);
    FOR k IN 1 .. cardinality(sent) LOOP
      results[sent[k]] := answer->'results'->(k - 1);
      IF (answer->'results'->(k - 1)->>'ok')::bool THEN
        answered := answered || (answer->'results'->(k - 1)->>'id')::uuid;
        UPDATE ledger_transactions SET status = 'reversed' WHERE id = (movements->(k - 1)->>'r')::uuid;
      END IF;
    END LOOP;
  END IF;

  RETURN jsonb_build_object('results', to_jsonb(results), 'transactions', ledger_transactions_json(answered));
END $$;
