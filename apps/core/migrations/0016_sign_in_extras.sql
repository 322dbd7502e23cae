-- Sign-in extras (spec 1 §7): third-party sign-in (auth/sei), the scp deeplink's pre-bound
-- device links, store-link texts, and the per-address brute-force count's index.

-- A third party asks a signed-in user to authorise it; the user approves or denies once.
CREATE TABLE sei_authorizations (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  state text,
  scope text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied')),
  code_hash text UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A link code made for a signed-in user (POST /auth/scp/request): the app that opens the
-- deeplink claims it and becomes that user's device without typing the code.
ALTER TABLE device_links ADD COLUMN user_id text REFERENCES users (id);

-- Store links texted per user (a small hourly bound).
CREATE TABLE store_link_texts (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  phone text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_link_texts_user ON store_link_texts (user_id, sent_at);

-- Sign-in failures per client address (password-guard.ts).
CREATE INDEX login_history_ip ON login_history (ip, created_at);

-- Account recovery (spec 1 §2 /account-recovery, §3 form; task states ours): someone who lost
-- their e-mail names the account, a new e-mail and who they are; a code to the new e-mail proves
-- it; the task is approved when the account exists and the names match, else it goes to review.
-- It never tells whether the account exists. The code is hashed with the task id.
CREATE TABLE account_recovery_tasks (
  id text PRIMARY KEY,
  brand text NOT NULL,
  username text NOT NULL,
  user_id text REFERENCES users (id),
  recovery_email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  dob date NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'inReview', 'approved', 'rejected')),
  reject_reason text,
  code_hash text NOT NULL,
  code_attempts smallint NOT NULL DEFAULT 0,
  email_code_valid boolean NOT NULL DEFAULT false,
  ip text NOT NULL,
  expires_at timestamptz NOT NULL,
  password_set_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_recovery_tasks_email ON account_recovery_tasks (lower(recovery_email), created_at);
CREATE INDEX account_recovery_tasks_ip ON account_recovery_tasks (ip, created_at);

-- A device the token service registered (POST /users/{id}/devices) waits for the user's approval
-- (/auth/devices/{id}/approve…) before it gets pushes or decides sign-ins; devices linked by a
-- code the signed-in user typed, or by the scp deeplink, are approved when linked.
ALTER TABLE devices ADD COLUMN approved_at timestamptz;
UPDATE devices SET approved_at = created_at;
