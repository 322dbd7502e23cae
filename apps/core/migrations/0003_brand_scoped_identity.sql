-- Users belong to one brand: the same e-mail may hold one user per brand, and sign-in finds
-- the user of the host's brand only.
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_brand_email_key ON users (brand, lower(email));

-- RFC 6238 §5.2: a TOTP code is accepted once. The last accepted time step per user.
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- Resending an activation mail is limited per user: when each code was made.
ALTER TABLE activation_codes ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX activation_codes_user ON activation_codes (user_id, created_at);
