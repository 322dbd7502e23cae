-- The back office's KYB review (issue 26): an activated company waits for compliance's decision.
-- approved: the company is verified (customer_kyc.verified, written in the decision's transaction);
-- rejected: it stays unverified, with the reason. `kyb_version` moves with every decision, so of
-- two operators deciding the same company, the second is told it was decided.
ALTER TABLE business_profiles
  ADD COLUMN kyb_status text NOT NULL DEFAULT 'waiting' CHECK (kyb_status IN ('waiting', 'approved', 'rejected')),
  ADD COLUMN kyb_reason text,
  ADD COLUMN kyb_decided_at timestamptz,
  ADD COLUMN kyb_version integer NOT NULL DEFAULT 1;

-- Companies already verified (the demo seed) count as approved.
UPDATE business_profiles p SET kyb_status = 'approved', kyb_decided_at = now()
  WHERE EXISTS (SELECT 1 FROM customer_kyc k WHERE k.customer_id = p.customer_id AND k.verified);

CREATE INDEX business_profiles_kyb_waiting ON business_profiles (created_at) WHERE kyb_status = 'waiting';
