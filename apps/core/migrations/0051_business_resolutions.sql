-- Company resolutions (issue 26, spec 1 §7 Business: resolution send and get): a main user
-- names the representatives who must sign; each signer signs on the e-sign page. status_id:
-- 1 waiting for signatures, 2 signed by all (our numbering; the spec does not give one).
CREATE TABLE business_resolutions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  created_by text NOT NULL REFERENCES users (id),
  status_id smallint NOT NULL DEFAULT 1 CHECK (status_id IN (1, 2)),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_resolutions_customer ON business_resolutions (customer_id, id);

CREATE TABLE business_resolution_signers (
  resolution_id bigint NOT NULL REFERENCES business_resolutions (id),
  representative_id bigint NOT NULL REFERENCES business_representatives (id),
  signed_at timestamptz,
  PRIMARY KEY (resolution_id, representative_id)
);
