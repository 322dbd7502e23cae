-- Security settings (spec 2 §7 Security, spec 1 §7 password recovery): phones for SMS, login
-- history, the sign-in IP allow list, the payout blacklist, notification settings, two-step
-- modes and one-time confirmation codes bound to one action.

-- A user's phone numbers in E.164; SMS codes go to the confirmed primary one.
CREATE TABLE user_phones (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  e164 text NOT NULL CHECK (e164 ~ '^\+[1-9][0-9]{6,14}$'),
  confirmed boolean NOT NULL DEFAULT false,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_phones_primary ON user_phones (user_id) WHERE is_primary;

-- Two-step modes per scope (login, transaction). 'otp' signs in with the TOTP of totp_secret.
ALTER TABLE users ADD COLUMN two_step_login text NOT NULL DEFAULT 'no'
  CHECK (two_step_login IN ('no', 'push', 'sms', 'otp'));
ALTER TABLE users ADD COLUMN two_step_transaction text NOT NULL DEFAULT 'no'
  CHECK (two_step_transaction IN ('no', 'push', 'sms', 'otp'));
UPDATE users SET two_step_login = 'otp' WHERE totp_secret IS NOT NULL;

-- One row per sign-in attempt of a known user: written at /auth/login, settled at /auth/token.
CREATE TABLE login_history (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  ip text NOT NULL,
  user_agent text,
  result text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_history_user ON login_history (user_id, created_at DESC, id DESC);
ALTER TABLE auth_codes ADD COLUMN login_id bigint REFERENCES login_history (id);
-- The sms flow: the code texted at sign-in, hashed, checked at /auth/token.
ALTER TABLE auth_codes ADD COLUMN sms_code_hash text;

-- Sign-in IP allow list: off (0) or on (1); entries are one address or an inclusive range.
ALTER TABLE users ADD COLUMN access_ip_mode smallint NOT NULL DEFAULT 0 CHECK (access_ip_mode IN (0, 1));
CREATE TABLE access_ips (
  id serial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  ip text NOT NULL,
  to_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_ips_user ON access_ips (user_id);

-- E-mails a customer takes no p2p transfers and/or invoices from.
CREATE TABLE payout_blacklist (
  customer_id text NOT NULL REFERENCES customers (id),
  email text NOT NULL,
  block_type text NOT NULL CHECK (block_type IN ('p2p', 'invoice', 'all')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, email)
);

-- Only the settings a user changed; the others have their catalogue default.
CREATE TABLE notification_settings (
  user_id text NOT NULL REFERENCES users (id),
  identified text NOT NULL,
  value boolean NOT NULL,
  PRIMARY KEY (user_id, identified)
);

-- One-time codes, each bound to one action (purpose) and user: single use, expiring, a few
-- attempts each. `payload` is what confirming it applies (a new password hash, a mode).
CREATE TABLE security_codes (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  purpose text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('sms', 'email', 'totp')),
  code_hash text,
  payload jsonb NOT NULL DEFAULT '{}',
  attempts smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX security_codes_user ON security_codes (user_id, purpose, created_at);

-- Wrong codes, per user and per client address: the attempt limits count these.
CREATE TABLE code_failures (
  id bigserial PRIMARY KEY,
  user_id text,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX code_failures_user ON code_failures (user_id, created_at);
CREATE INDEX code_failures_ip ON code_failures (ip, created_at);
