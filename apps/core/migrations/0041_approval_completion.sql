-- Issue 20: what a held payment does when its approval ends, and approval policies by amount.
-- on_complete: what the movement does when it completes (money/completion.ts), kept with its
-- request while it waits: the payee's "money received", the schedule a repeating payment
-- starts, the issuer's "invoice paid". The approval machine runs it when the hold is posted
-- (never when denied or expired), so the immediate and the approved path do one same thing.
ALTER TABLE payment_approvals ADD COLUMN on_complete jsonb;

-- Approval policies by amount (a company setting): a payment of the customer in `currency` above
-- `threshold_minor` waits for a second approver (maker-checker), even from a full-rights user.
CREATE TABLE approval_thresholds (
  customer_id text NOT NULL REFERENCES customers (id),
  currency text NOT NULL,
  threshold_minor int8 NOT NULL CHECK (threshold_minor >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, currency)
);

-- The invoice a payment paid, found by its transaction when the payment completes or is given back.
CREATE INDEX invoices_paid_transaction ON invoices (paid_transaction_id) WHERE paid_transaction_id IS NOT NULL;
