-- Pricing and limits (issue 20 §1): fee_rules become the rules every money call prices and
-- bounds itself with (money/pricing/). A rule may now be for one customer kind ('personal',
-- 'business' or 'any'), for one customer (an override; NULL: everyone), and apply from a
-- moment (NULL: since always). `version` changes on every write of the row: a quote names the
-- version it used, and the idempotency hash of a movement holds it, so a retry after a rule
-- changed is refused instead of charged differently.
CREATE SEQUENCE fee_rule_version;
ALTER TABLE fee_rules
  ADD COLUMN customer_kind text NOT NULL DEFAULT 'any' CHECK (customer_kind IN ('any', 'personal', 'business')),
  ADD COLUMN customer_id text REFERENCES customers (id),
  ADD COLUMN effective_from timestamptz,
  ADD COLUMN version int8 NOT NULL DEFAULT nextval('fee_rule_version');
ALTER TABLE fee_rules DROP CONSTRAINT fee_rules_pkey;
ALTER TABLE fee_rules
  ADD CONSTRAINT fee_rules_key UNIQUE NULLS NOT DISTINCT
    (brand, transfer_kind, currency, kyc_level, customer_kind, customer_id, effective_from);
CREATE INDEX fee_rules_customer ON fee_rules (customer_id) WHERE customer_id IS NOT NULL;

-- The verified level of a customer (0 until the verification capability raises it); rules are
-- per level. Our choice: a customer with no rule at its level takes the rule of the highest
-- level below it.
ALTER TABLE customers ADD COLUMN IF NOT EXISTS kyc_level smallint NOT NULL DEFAULT 0 CHECK (kyc_level BETWEEN 0 AND 3);

-- What a customer has sent per transfer kind and currency in a day and a month (UTC), written in
-- the transaction that moves the money: the row is locked by the check, so two payments racing
-- for the last of a limit are serialised on it and exactly one passes.
CREATE TABLE limit_usage (
  customer_id text NOT NULL,
  transfer_kind text NOT NULL,
  currency text NOT NULL,
  period text NOT NULL CHECK (period IN ('day', 'month')),
  period_start date NOT NULL,
  used_minor int8 NOT NULL DEFAULT 0 CHECK (used_minor >= 0),
  PRIMARY KEY (customer_id, transfer_kind, currency, period, period_start)
);
CREATE INDEX limit_usage_period_start ON limit_usage (period_start);
