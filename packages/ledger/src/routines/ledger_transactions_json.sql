-- Transactions with their entries as the engine's answers carry them (engine.ts fromJson):
-- {uuid: {type, status, description, metadata, createdAt, postedAt, expiresAt, reversesId,
-- settlesId, references: {b, i, c, e}, entries: [[id, account, customer, counterparty,
-- currency, amount, type, created_at, posted_at], ...]}}, int8 as text.
CREATE OR REPLACE FUNCTION ledger_transactions_json(ids uuid[]) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(t.id::text, jsonb_build_object(
    'type', t.type, 'status', t.status, 'description', t.description, 'metadata', t.metadata,
    'createdAt', t.created_at, 'postedAt', t.posted_at, 'expiresAt', t.expires_at, 'reversesId', t.reverses_id,
    'settlesId', t.settles_id,
    'references', jsonb_strip_nulls(jsonb_build_object('b', t.batch_id, 'i', t.invoice_id, 'c', t.counterparty,
      'e', t.external_reference)),
    'entries', (SELECT jsonb_agg(jsonb_build_array(e.id::text, e.account_id::text, e.customer_id,
                  e.counterparty_account_id::text, e.currency, e.amount_minor::text, e.type, e.created_at, e.posted_at)
                  ORDER BY e.id)
                FROM ledger_entries e WHERE e.transaction_id = t.id))), '{}'::jsonb)
  FROM ledger_transactions t WHERE t.id = ANY(ids)
$$;
