-- Issue 20 point 4: user schedules (spec 2 "subscriptions", preapproved payments). A schedule
-- repeats a call the payer submitted once (the first payment went through the call itself);
-- the schedules-run job (money/schedules/run.ts) submits each later occurrence through the
-- same money writes, with the idempotency key schedule:<id>:<occurrence>.
CREATE TABLE schedules (
  id bigserial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  user_id text NOT NULL REFERENCES users (id),
  -- The call each occurrence submits (transferBetweenAccounts now; p2p later).
  kind text NOT NULL CHECK (kind IN ('transferBetweenAccounts')),
  -- The call's request body without the subscription fields.
  request jsonb NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
  -- No occurrence after this day (UTC), and at most max_transactions payments in all.
  end_date date,
  max_transactions integer CHECK (max_transactions > 0),
  user_cancel boolean NOT NULL DEFAULT true,
  -- Occurrence n is due at first_at + n periods (monthly keeps the day of month where it can).
  first_at timestamptz NOT NULL,
  -- Payments tried so far, the first one (the call itself) included.
  occurrences integer NOT NULL DEFAULT 1 CHECK (occurrences >= 1),
  next_due_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled', 'ended')),
  -- The last run: 'paid', or the refusal's message key (insufficientFunds, limitDailyExceeded...).
  last_outcome text,
  last_transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX schedules_due ON schedules (next_due_at) WHERE status = 'active';
CREATE INDEX schedules_customer ON schedules (customer_id, id);
