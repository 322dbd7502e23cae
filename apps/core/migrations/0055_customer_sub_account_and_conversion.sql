-- Issue 21: userAccessInfoGet's last two flags read stored facts, not constants (spec 1 §3
-- "isConverted and a settlementAccount flag, which marks a sub-account").
-- settlement_parent_id: a settlement sub-account of another customer (a merchant's settlement
--   customer, roadmap C9/C12) names its parent; null for an ordinary customer. The flag is
--   settlementAccount = (settlement_parent_id IS NOT NULL).
-- converted_at: when a personal customer was converted to a business one (it keeps its id,
--   accounts and history); null when it was never converted. The flag is isConverted, in
--   userAccessInfoGet and in businessInfoGet alike. Nothing converts a customer yet: an import of
--   converted customers (or a later conversion call) sets it.
ALTER TABLE customers
  ADD COLUMN settlement_parent_id text REFERENCES customers (id),
  ADD COLUMN converted_at timestamptz,
  ADD CONSTRAINT customers_settlement_parent_not_self CHECK (settlement_parent_id <> id);
