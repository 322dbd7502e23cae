-- Documents a customer uploads (spec 2 §3 Document: statusId, type, file, addressId,
-- isDueDiligence). Review (statuses beyond 'uploaded') is the verification capability's.
CREATE TABLE customer_documents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  type integer NOT NULL,
  file_id text NOT NULL,
  file_back_id text,
  address_id integer,
  is_due_diligence boolean NOT NULL DEFAULT false,
  issued_date date,
  expires_date date,
  number text,
  status text NOT NULL DEFAULT 'uploaded' CHECK (status IN ('uploaded', 'accepted', 'rejected', 'expired')),
  uploaded_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_documents_customer ON customer_documents (customer_id, created_at);
