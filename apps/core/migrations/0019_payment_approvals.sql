-- Payments approved on a linked device (spec 2 §3 approval mode push; issue 10 "real parts").
-- A between-accounts transfer of a user whose transaction approval mode is push is held in the
-- ledger (a pending transaction: the money is reserved, nothing is posted) and waits here for a
-- decision of one of the user's approved devices: approved posts the hold, denied and expired
-- void it, each in one transaction with this row's change. The summary fields are what the
-- device shows. No foreign key into ledger tables (only the ledger package writes them).
CREATE TABLE payment_approvals (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  customer_id text NOT NULL REFERENCES customers (id),
  ledger_transaction_id uuid NOT NULL UNIQUE,
  -- The transfer's key, for reference (not unique: the ledger prunes old keys, which may come again).
  idempotency_key text NOT NULL,
  amount_minor int8 NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  to_amount_minor int8 NOT NULL CHECK (to_amount_minor > 0),
  to_currency text NOT NULL,
  from_account_id int8 NOT NULL,
  to_account_id int8 NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied', 'expired')),
  -- Why a decision did not post (e.g. the target account closed meanwhile): a catalogue message.
  failure text,
  decided_by_device_id text REFERENCES devices (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX payment_approvals_waiting ON payment_approvals (user_id, expires_at) WHERE status = 'pending';
CREATE INDEX payment_approvals_due ON payment_approvals (expires_at) WHERE status = 'pending';
