-- Issue 23: merchant-account applications (spec 3 §3) and their documents. The status moves
-- only through the contract's table (APPLICATION_MOVES; core: applications/transitions.ts);
-- `version` is raised by every write, so an edit that read an older version is refused.
CREATE TABLE merchant_applications (
  id serial PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  -- The applicant's brand (the operators' brand filter), fixed at creation.
  brand text NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'SUBMITTED', 'VERIFIED', 'REJECTED', 'DELETED')),
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  reject_reason text,
  created_by text REFERENCES users (id),
  submitted_at timestamptz,
  decided_at timestamptz,
  decided_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX merchant_applications_customer ON merchant_applications (customer_id, id);
CREATE INDEX merchant_applications_review ON merchant_applications (status, created_at);

-- A document of an application: the file is in the file store (its name is kept as data only).
CREATE TABLE merchant_application_documents (
  id serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES merchant_applications (id),
  uuid uuid NOT NULL UNIQUE,
  file_id text NOT NULL,
  document_type text CHECK (
    document_type IN ('WEBSITE_CERTIFICATES', 'BUSINESS_PLAN', 'COMPANY_CERTIFICATE', 'ARTICLES_OF_INCORPORATION', 'PROOF_OF_ADDRESS')
  ),
  filename text NOT NULL,
  filesize bigint NOT NULL CHECK (filesize >= 0),
  content_type text NOT NULL,
  uploaded_by text REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX merchant_application_documents_app ON merchant_application_documents (application_id, id);
