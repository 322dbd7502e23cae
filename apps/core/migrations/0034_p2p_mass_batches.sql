-- Issue 20: mass p2p (spec 2 §2 transfer/mass/p2p and its confirm). An upload (file or text) is
-- validated row by row and kept here; nothing moves until p2pMassConfirm posts its valid rows
-- in ONE ledger batch (references batch_id 'p2p-mass:<id>'), all or nothing unless the user
-- confirmed a partial batch.
CREATE TABLE p2p_mass_batches (
  id bigserial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  user_id text NOT NULL REFERENCES users (id),
  account_id bigint NOT NULL,
  currency text NOT NULL,
  batch_name text NOT NULL,
  -- sha256 of the account and the rows as read (e-mail, amount, note): an identical upload of
  -- the same customer answers code 92 unless it says ignoreIdenticalBatch.
  content_hash text NOT NULL,
  -- The valid rows: [{row, email, amountMinor, feeMinor, note, payeeCustomerId, payeeAccountId, payeeLabel}].
  rows jsonb NOT NULL,
  -- The bad rows: [{row, field, message}].
  errors jsonb NOT NULL,
  row_count integer NOT NULL CHECK (row_count >= 0 AND row_count <= 10000),
  total_minor bigint NOT NULL,
  fee_minor bigint NOT NULL,
  -- The fee rule version the rows were priced with: a confirm after the rule changed is refused.
  rule_version integer NOT NULL,
  status text NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'completed', 'pending')),
  -- How many rows the confirm sent.
  sent_count integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
CREATE INDEX p2p_mass_batches_identical ON p2p_mass_batches (customer_id, content_hash);
