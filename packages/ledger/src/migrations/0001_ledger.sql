-- The double-entry ledger. Only packages/ledger writes these tables.
-- Amounts are integer minor units (int8). An entry's amount is signed: positive means money
-- into the account. The entries of one transaction sum to zero per currency, so the sum over
-- all accounts of a currency is always zero.

CREATE SEQUENCE ledger_account_id_seq START WITH 100000001;

CREATE TABLE ledger_accounts (
  id            int8 PRIMARY KEY DEFAULT nextval('ledger_account_id_seq'),
  customer_id   text,
  system_code   text,
  currency      text NOT NULL,
  type          int4 NOT NULL,
  sub_type      text,
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen', 'closed')),
  -- Lowest available balance allowed (0 normally, negative for an overdraft). NULL means
  -- unbounded: such an account (a system account) is never locked and keeps no balance row.
  floor_minor   int8,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((customer_id IS NULL) <> (system_code IS NULL)),
  CHECK (customer_id IS NULL OR floor_minor IS NOT NULL)
);
CREATE INDEX ledger_accounts_customer ON ledger_accounts (customer_id) WHERE customer_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (system_code, currency) WHERE system_code IS NOT NULL;

-- One row per bounded account, locked (SELECT ... FOR UPDATE, in account id order) by every
-- movement that touches the account.
CREATE TABLE ledger_balances (
  account_id    int8 PRIMARY KEY REFERENCES ledger_accounts (id),
  posted_minor  int8 NOT NULL DEFAULT 0,
  -- Outgoing amounts of pending transactions (holds): not yet posted, not available.
  held_minor    int8 NOT NULL DEFAULT 0 CHECK (held_minor >= 0),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_transactions (
  id              uuid PRIMARY KEY,
  type            text NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'completed', 'rejected', 'reversed')),
  description     text NOT NULL DEFAULT '',
  metadata        jsonb NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now(),
  posted_at       timestamptz,
  expires_at      timestamptz,
  reverses_id     uuid UNIQUE REFERENCES ledger_transactions (id)
);
CREATE INDEX ledger_transactions_expiring ON ledger_transactions (expires_at) WHERE status = 'pending' AND expires_at IS NOT NULL;

CREATE TABLE ledger_entries (
  id                       int8 GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id           uuid NOT NULL REFERENCES ledger_transactions (id),
  account_id               int8 NOT NULL REFERENCES ledger_accounts (id),
  -- Owner of account_id (NULL for system accounts), kept here so history reads one table.
  customer_id              text,
  counterparty_account_id  int8 NOT NULL,
  currency                 text NOT NULL,
  amount_minor             int8 NOT NULL CHECK (amount_minor <> 0),
  type                     text NOT NULL,
  created_at               timestamptz NOT NULL DEFAULT now(),
  -- NULL while the transaction is pending (or after it was voided): not in the balance.
  posted_at                timestamptz
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, created_at DESC, id DESC);
CREATE INDEX ledger_entries_customer ON ledger_entries (customer_id, created_at DESC, id DESC) WHERE customer_id IS NOT NULL;
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- A client's retry key: the same (scope, key) with the same request hash replays the first
-- transaction; with another hash it is refused.
CREATE TABLE ledger_idempotency (
  scope           text NOT NULL,
  key             text NOT NULL,
  request_hash    text NOT NULL,
  -- Claimed before the transaction row is written, in the same database transaction.
  transaction_id  uuid NOT NULL REFERENCES ledger_transactions (id) DEFERRABLE INITIALLY DEFERRED,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX ledger_idempotency_created ON ledger_idempotency (created_at);
