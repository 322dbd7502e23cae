-- Cards (issue 24), the issuer's side: every status a card passes through (the back office's
-- lifecycle view), and the authorizations of the simulator (a card "spends": a ledger hold, then
-- settled in whole or part, or reversed).

-- One row per status a card took, written by a trigger on cards (whoever changed it: the
-- customer's calls, the lifecycle job, an operator), so no writer can forget it.
CREATE TABLE card_status_events (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES cards (account_id),
  status_id smallint NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_status_events_card ON card_status_events (account_id, id);

CREATE FUNCTION card_status_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status_id IS DISTINCT FROM OLD.status_id THEN
    INSERT INTO card_status_events (account_id, status_id) VALUES (NEW.account_id, NEW.status_id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER cards_status_event AFTER INSERT OR UPDATE OF status_id ON cards
  FOR EACH ROW EXECUTE FUNCTION card_status_event();
-- Cards issued before this migration start their history at their present status.
INSERT INTO card_status_events (account_id, status_id, at) SELECT account_id, status_id, status_changed_at FROM cards;

-- A simulated authorization: the hold is a pending ledger transaction on hold_account_id (the
-- card's own account for a prepaid card); settled parts and the reversal are the ledger's too.
CREATE TABLE card_authorizations (
  id uuid PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES cards (account_id),
  hold_account_id bigint NOT NULL,
  customer_id text NOT NULL REFERENCES customers (id),
  hold_transaction_id uuid,
  merchant text NOT NULL CHECK (length(merchant) BETWEEN 1 AND 100),
  merchant_country text CHECK (merchant_country ~ '^[A-Z]{2}$'),
  channel text NOT NULL CHECK (channel IN ('online', 'contactless', 'chip', 'atm')),
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  captured_minor bigint NOT NULL DEFAULT 0 CHECK (captured_minor >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'settled', 'reversed', 'declined')),
  decline_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX card_authorizations_card ON card_authorizations (account_id, created_at DESC);
CREATE INDEX card_authorizations_hold_account ON card_authorizations (hold_account_id, created_at DESC);

-- Spend controls per card (Revolut, Stripe Issuing): limits in the card's minor units and
-- switches, enforced by the simulator. No row: no limits, every channel allowed.
CREATE TABLE card_spend_controls (
  account_id bigint PRIMARY KEY REFERENCES cards (account_id),
  per_transaction_minor bigint CHECK (per_transaction_minor > 0),
  per_day_minor bigint CHECK (per_day_minor > 0),
  per_month_minor bigint CHECK (per_month_minor > 0),
  blocked_countries text[] NOT NULL DEFAULT '{}',
  online boolean NOT NULL DEFAULT true,
  contactless boolean NOT NULL DEFAULT true,
  atm boolean NOT NULL DEFAULT true
);
