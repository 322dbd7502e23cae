-- Business self-certification (issue 26, spec 1 §3 FATCA/CRS certification, §6 authSecret):
-- one certification per company representative (the company's FATCA/CRS entity answers as that
-- representative gives them), and authSecret links spent once the certification is submitted.
CREATE TABLE business_certifications (
  representative_id bigint PRIMARY KEY REFERENCES business_representatives (id),
  customer_id text NOT NULL REFERENCES customers (id),
  entity_type text NOT NULL,
  questions jsonb NOT NULL DEFAULT '{}',
  tax_ids jsonb NOT NULL DEFAULT '[]',
  is_us_tax_payer boolean NOT NULL,
  is_disregarded_entity boolean NOT NULL,
  controlling_persons jsonb NOT NULL DEFAULT '[]',
  certified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_certifications_customer ON business_certifications (customer_id);

-- A representative's link opens their certification until it expires or the certification is
-- submitted (then it cannot be replayed).
ALTER TABLE auth_secrets ADD COLUMN used_at timestamptz;

-- A representative's W-form (W-9 or W-8BEN-E) and certificate of loss of nationality are the
-- personal certification's documents (kyc), named by the representative they belong to.
ALTER TABLE certification_documents ADD COLUMN representative_id bigint REFERENCES business_representatives (id);
ALTER TABLE certification_documents DROP CONSTRAINT certification_documents_kind_check;
ALTER TABLE certification_documents ADD CONSTRAINT certification_documents_kind_check
  CHECK (kind IN ('W9', 'W8BEN', 'W8BENE', 'COLN'));
