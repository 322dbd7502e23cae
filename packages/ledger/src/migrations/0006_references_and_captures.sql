-- Typed, indexed references instead of free JSON, and holds posted in parts.
--
-- References: what a movement belongs to (a mass-payment batch, an invoice), who the other
-- party is outside our books (an e-mail, an IBAN, a merchant) and the rail's or caller's own
-- reference. Each is a column with its own index, so "every movement of invoice X" is one
-- index probe, not a scan of metadata. Old rows that carried them in metadata (keys batchId,
-- invoiceId, counterparty, externalReference) are copied over; metadata keeps them too, so
-- nothing that read them there breaks.
--
-- Captures: a hold may be posted in parts. Each part is a transaction of its own (completed,
-- posted), pointing at its hold with settles_id. The hold stays pending (its remaining amount
-- still held) until it is posted in full, voided, or closed by a final part; then it becomes
-- completed (or rejected when nothing was posted) and its own entries stay unposted.
ALTER TABLE ledger_transactions
  ADD COLUMN settles_id uuid REFERENCES ledger_transactions (id),
  ADD COLUMN batch_id text,
  ADD COLUMN invoice_id text,
  ADD COLUMN counterparty text,
  ADD COLUMN external_reference text;

ALTER TABLE ledger_transactions DISABLE TRIGGER ledger_transactions_immutable;
UPDATE ledger_transactions SET
  batch_id = metadata->>'batchId',
  invoice_id = metadata->>'invoiceId',
  counterparty = metadata->>'counterparty',
  external_reference = metadata->>'externalReference'
WHERE metadata ?| ARRAY['batchId', 'invoiceId', 'counterparty', 'externalReference'];
ALTER TABLE ledger_transactions ENABLE TRIGGER ledger_transactions_immutable;

CREATE INDEX ledger_transactions_settles ON ledger_transactions (settles_id) WHERE settles_id IS NOT NULL;
CREATE INDEX ledger_transactions_batch ON ledger_transactions (batch_id) WHERE batch_id IS NOT NULL;
CREATE INDEX ledger_transactions_invoice ON ledger_transactions (invoice_id) WHERE invoice_id IS NOT NULL;
CREATE INDEX ledger_transactions_counterparty ON ledger_transactions (counterparty) WHERE counterparty IS NOT NULL;
CREATE INDEX ledger_transactions_external ON ledger_transactions (external_reference) WHERE external_reference IS NOT NULL;

-- The routines (routines/*.sql) are applied after the numbered steps, each time one changes
-- (migrations.ts): the copies of ledger_post_batch in 0004 and 0005 are history only.
