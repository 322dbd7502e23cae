-- Debit cards (issue 24, spec 2 §3 "settlementAccountId"): a DEBIT card account has no money of
-- its own; its authorizations hold money on the current account (type 1001, same customer and
-- currency) it settles on. Null for a prepaid card.
ALTER TABLE cards ADD COLUMN settlement_account_id bigint;
CREATE INDEX cards_settlement_account ON cards (settlement_account_id) WHERE settlement_account_id IS NOT NULL;
