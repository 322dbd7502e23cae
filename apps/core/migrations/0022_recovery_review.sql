-- Issue 18: sign-in failures and password-recovery requests that name no account are counted
-- as a known user's are (login_history, security_codes), so the answers never tell the two
-- apart. Bounded: a name over its bound or an address over its bound adds no row; rows older
-- than a day are pruned on insert.
CREATE TABLE unknown_name_attempts (
  id bigserial PRIMARY KEY,
  brand text NOT NULL,
  name text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('signIn', 'passwordRecovery')),
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX unknown_name_attempts_name ON unknown_name_attempts (brand, name, purpose, created_at);
CREATE INDEX unknown_name_attempts_ip ON unknown_name_attempts (ip, created_at);
CREATE INDEX unknown_name_attempts_age ON unknown_name_attempts (created_at);

-- Account recovery: the code goes to the account's own addresses ('account'), or, after an
-- operator approved the request, to the recovery mailbox ('recoveryEmail'). Who decided, when.
ALTER TABLE account_recovery_tasks
  ADD COLUMN code_to text NOT NULL DEFAULT 'account' CHECK (code_to IN ('account', 'recoveryEmail')),
  ADD COLUMN reviewed_by integer REFERENCES admin_users (id),
  ADD COLUMN reviewed_at timestamptz;
CREATE INDEX account_recovery_tasks_review ON account_recovery_tasks (created_at) WHERE status = 'inReview';
CREATE INDEX account_recovery_tasks_username ON account_recovery_tasks (brand, lower(username), created_at);
