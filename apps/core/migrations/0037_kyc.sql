-- Verification engine (issue 21 part 3b, spec 1 §3 User status, §4 Account verification status):
-- a customer's KYC facts, limit reasons, documents an operator asked for, identity-verification
-- workflow runs (the jmo / nfd stand-in) and personal self-certification documents.

-- One row per customer once anything KYC is known; no row = a new, unverified customer.
-- verified: an operator confirmed identity and address proof (or the seed/test says so).
-- kyc_version: bumped by every operator decision on the customer (two operators: one wins).
CREATE TABLE customer_kyc (
  customer_id text PRIMARY KEY REFERENCES customers (id),
  verified boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  due_diligence_level smallint NOT NULL DEFAULT 0 CHECK (due_diligence_level BETWEEN 0 AND 4),
  need_personal_info_update boolean NOT NULL DEFAULT false,
  duplicate_documents boolean NOT NULL DEFAULT false,
  middle_name text,
  birth_day date,
  birth_country_code text,
  citizenship_country_code text,
  occupation_id integer,
  source_of_funds_ids jsonb NOT NULL DEFAULT '[]',
  purpose_of_account_ids jsonb NOT NULL DEFAULT '[]',
  estimated_monthly_deposit_id integer,
  answers jsonb NOT NULL DEFAULT '{}',
  -- FATCA/CRS personal self-certification: null = never answered.
  is_us_tax_payer boolean,
  tax_ids jsonb NOT NULL DEFAULT '[]',
  certified_at timestamptz,
  video_identity_status text CHECK (video_identity_status IN ('NEW', 'PROCESSING', 'SUCCESS', 'FAILED')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Account restriction reasons (spec 1 §3): expired documents 1, unpaid invoice 2, sanctions 3,
-- adverse media 4, account investigation 5. One open row per reason; cleared_at ends it.
CREATE TABLE customer_limit_reasons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  reason_id smallint NOT NULL CHECK (reason_id BETWEEN 1 AND 5),
  action_type_id smallint NOT NULL DEFAULT 1,
  document_type_ids jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  cleared_at timestamptz
);
CREATE UNIQUE INDEX customer_limit_reasons_open ON customer_limit_reasons (customer_id, reason_id) WHERE cleared_at IS NULL;

-- "Request another document": what an operator asked for, until a document of that type comes.
CREATE TABLE kyc_document_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  document_type_id integer NOT NULL,
  reason text NOT NULL,
  requested_by integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  fulfilled_at timestamptz
);
CREATE INDEX kyc_document_requests_open ON kyc_document_requests (customer_id) WHERE fulfilled_at IS NULL;

-- Identity verification workflow runs (the provider stand-in): a token page where the user
-- uploads a selfie and document images; the result comes back through the callback.
CREATE TABLE identity_verifications (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  provider text NOT NULL CHECK (provider IN ('jmo', 'nfd')),
  token_hash text NOT NULL,
  is_due_diligence boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'PROCESSING', 'SUCCESS', 'FAILED')),
  selfie_file_id text,
  document_file_id text,
  document_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX identity_verifications_customer ON identity_verifications (customer_id, created_at);

-- Personal self-certification documents: W-9 / W-8BEN signed on the e-sign page (kind W9,
-- W8BEN) and the certificate of loss of nationality (COLN). status: the certification statuses.
CREATE TABLE certification_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('W9', 'W8BEN', 'COLN')),
  status text NOT NULL CHECK (status IN ('none', 'pending', 'validated', 'rejected', 'expiredSoon')),
  sign_token_hash text,
  file_id text,
  signed_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  signed_at timestamptz
);
CREATE INDEX certification_documents_customer ON certification_documents (customer_id, kind, created_at);

-- Two operators deciding the same document: the decision names the version it saw.
ALTER TABLE customer_documents ADD COLUMN version integer NOT NULL DEFAULT 1;

-- A request that the customer update their personal data (kycRequestGet): opened by an operator,
-- submitted by kycCustomerPersonalInfoUpdate. required_fields: the fields to give again.
CREATE TABLE kyc_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'submitted', 'approved', 'rejected')),
  required_fields jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kyc_requests_customer ON kyc_requests (customer_id, created_at);
