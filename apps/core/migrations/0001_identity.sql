-- Identity: customers, users, access rights, tokens, activation.
CREATE TABLE customers (
  id text PRIMARY KEY,
  kind smallint NOT NULL CHECK (kind IN (0, 1, 2)),
  brand text NOT NULL,
  first_name text,
  last_name text,
  business_name text,
  residence_country_code text,
  category text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'blocked')),
  brand text NOT NULL,
  totp_secret text,
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE customer_access (
  user_id text NOT NULL REFERENCES users (id),
  customer_id text NOT NULL REFERENCES customers (id),
  access_rights smallint NOT NULL CHECK (access_rights BETWEEN 0 AND 5),
  is_primary boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, customer_id)
);
CREATE INDEX customer_access_customer ON customer_access (customer_id);

CREATE TABLE activation_codes (
  code_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE auth_codes (
  code_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  code_challenge text NOT NULL,
  needs_otp boolean NOT NULL,
  failed_attempts smallint NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Side effects leave only after commit: mail, realtime events.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('mail', 'realtime')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
