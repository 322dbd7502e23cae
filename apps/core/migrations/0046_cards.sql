-- Cards (issue 24): the card issuer stand-in. One row per card account (a ledger account of a
-- card product type 2006-2135). The PAN is kept only as a token (AES-256-GCM under the vault key
-- from configuration) with its BIN and last four digits; the CVV is never stored (derived from
-- the PAN and expiry under the key when revealed); the PIN is kept as an offset against a
-- natural PIN derived under the key (IBM 3624 style), never as digits.
CREATE TABLE cards (
  account_id bigint PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  product_type integer NOT NULL CHECK (product_type BETWEEN 2006 AND 2135),
  is_virtual boolean NOT NULL,
  status_id smallint NOT NULL,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  pan_token text NOT NULL,
  pan_bin text NOT NULL CHECK (pan_bin ~ '^[0-9]{6}$'),
  pan_last4 text NOT NULL CHECK (pan_last4 ~ '^[0-9]{4}$'),
  expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year smallint NOT NULL,
  pin_offset text CHECK (pin_offset ~ '^[0-9]{4}$'),
  address_id integer,
  express_shipping boolean NOT NULL DEFAULT false,
  reissued_status_id smallint,
  generation integer NOT NULL DEFAULT 1,
  block_reason text,
  extra_params jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cards_customer ON cards (customer_id);

-- Payment instructions (the house's bank details to fund an account from outside) a customer saw.
CREATE TABLE payment_instruction_views (
  customer_id text NOT NULL REFERENCES customers (id),
  account_id bigint NOT NULL,
  instruction_id text NOT NULL,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, account_id, instruction_id)
);

-- Crypto deposit addresses: one per customer and currency (a deterministic test address).
CREATE TABLE crypto_wallets (
  customer_id text NOT NULL REFERENCES customers (id),
  currency text NOT NULL,
  account_id bigint NOT NULL,
  address text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, currency)
);
