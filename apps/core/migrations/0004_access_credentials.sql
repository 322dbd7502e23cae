-- The ways in to a call besides a customer's access token (contract TAccess): operators'
-- sessions, representatives' secrets, payment-link secrets and merchants' API keys. Secrets
-- and tokens are stored as SHA-256 hashes only.
CREATE TABLE admin_users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  totp_secret text,
  roles text[] NOT NULL DEFAULT '{}' CHECK (roles <@ ARRAY['viewer', 'support', 'compliance', 'finance', 'superadmin']),
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admin_users_username_key ON admin_users (lower(username));

CREATE TABLE admin_sessions (
  token_hash text PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES admin_users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- A representative's link (spec 1 §6 authSecret): acts for one customer, for a while.
CREATE TABLE auth_secrets (
  secret_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  representative_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A global-pay recipient link (spec 2 §6 paymentSecret): one payment of one sender.
CREATE TABLE payment_secrets (
  secret_hash text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  payment_ref text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A merchant's public API key (spec 3 §1): X-Api-Key on the public API.
CREATE TABLE merchant_api_keys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX merchant_api_keys_customer ON merchant_api_keys (customer_id);
