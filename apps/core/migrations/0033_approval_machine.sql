-- Issue 20 point 2: one approval state machine for every payment that waits (money/approvals/).
-- payment_approvals (0019, push only) now holds every waiting payment: how it waits (mode),
-- who must decide it (the maker's own factor, or a checker of the same customer), the one-time
-- code it waits for (security_codes row; its payload binds amount, currency and payee), and the
-- batch it came in (mass approval). States stay pending -> approved | denied | expired.
ALTER TABLE payment_approvals
  ADD COLUMN mode text NOT NULL DEFAULT 'push' CHECK (mode IN ('push', 'sms', 'otp', 'code', 'checker')),
  ADD COLUMN transfer_kind text NOT NULL DEFAULT 'betweenAccounts',
  -- How the payee is named to the checker and in the code's text (`account 1002`, an e-mail).
  ADD COLUMN payee text NOT NULL DEFAULT '',
  ADD COLUMN batch_id text,
  -- The live code the request waits for (security_codes.id; a checker's code may serve several).
  ADD COLUMN code_id text,
  -- A checker who started approving with their own factor (push or a code): only they finish it.
  ADD COLUMN approver_user_id text REFERENCES users (id),
  ADD COLUMN decided_by_user_id text REFERENCES users (id),
  ADD COLUMN resends int NOT NULL DEFAULT 0;
ALTER TABLE payment_approvals ALTER COLUMN mode DROP DEFAULT;
CREATE INDEX payment_approvals_checker ON payment_approvals (customer_id, created_at)
  WHERE status = 'pending' AND mode = 'checker';
CREATE INDEX payment_approvals_batch ON payment_approvals (customer_id, batch_id) WHERE batch_id IS NOT NULL;

-- Approval mode 4 (spec 2 §4 approvalCode): a code mailed to the sign-in address.
ALTER TABLE users DROP CONSTRAINT users_two_step_transaction_check;
ALTER TABLE users ADD CONSTRAINT users_two_step_transaction_check
  CHECK (two_step_transaction IN ('no', 'push', 'sms', 'otp', 'code'));
