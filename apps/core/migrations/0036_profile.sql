-- Profile and contact data (issue 21 part 3a, spec 1 §3 Profile): document review statuses and
-- expiry that the verification engine reads, addresses, extra e-mails, phone details, tax id.

-- Documents: the review statuses (our names; the spec's numeric statusId is derived in code,
-- identity/profile/documents.ts): waiting for review, confirmed, rejected, expired soon
-- (still valid, expiry near), expired, deleted by the customer. expires_date is the expiry.
ALTER TABLE customer_documents DROP CONSTRAINT customer_documents_status_check;
UPDATE customer_documents
   SET status = CASE status WHEN 'uploaded' THEN 'waiting' WHEN 'accepted' THEN 'confirmed' ELSE status END;
ALTER TABLE customer_documents ALTER COLUMN status SET DEFAULT 'waiting';
ALTER TABLE customer_documents ADD CONSTRAINT customer_documents_status_check
  CHECK (status IN ('waiting', 'confirmed', 'rejected', 'expiredSoon', 'expired', 'deleted'));
ALTER TABLE customer_documents ADD COLUMN reject_reason text;
ALTER TABLE customer_documents ADD COLUMN reviewed_by text;
ALTER TABLE customer_documents ADD COLUMN reviewed_at timestamptz;
ALTER TABLE customer_documents ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX customer_documents_status ON customer_documents (status, created_at);
CREATE INDEX customer_documents_expiry ON customer_documents (expires_date) WHERE status IN ('confirmed', 'expiredSoon');

-- A customer's addresses (spec 1 §3 Address). status: unconfirmed 0, confirmed 1, pending 2,
-- rejected 3, name mismatch 4. A deleted address keeps its row (documents name it).
CREATE TABLE customer_addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  address_type smallint NOT NULL CHECK (address_type BETWEEN 0 AND 5),
  address1 text NOT NULL,
  address2 text,
  city text NOT NULL,
  postal_code text NOT NULL,
  country_code text NOT NULL,
  state_code text,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 4),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id) WHERE deleted_at IS NULL;

-- A user's e-mail addresses besides signing in: the sign-in address is added as the first row
-- (confirmed, primary) when the user first touches the list; the primary one receives mail.
CREATE TABLE user_emails (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  email text NOT NULL,
  confirmed boolean NOT NULL DEFAULT false,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX user_emails_user_email ON user_emails (user_id, lower(email));
CREATE UNIQUE INDEX user_emails_primary ON user_emails (user_id) WHERE is_primary;
CREATE INDEX user_emails_email ON user_emails (lower(email)) WHERE confirmed;

-- Phones: the dial code and number as entered (e164 stays the address SMS go to), type 2.
ALTER TABLE user_phones ADD COLUMN dial_code text;
ALTER TABLE user_phones ADD COLUMN phone_type smallint NOT NULL DEFAULT 2;
CREATE INDEX user_phones_e164 ON user_phones (e164) WHERE confirmed;

-- The customer's tax id, checked against the residence country's tax-id table (contract).
ALTER TABLE customers ADD COLUMN tax_id text;
