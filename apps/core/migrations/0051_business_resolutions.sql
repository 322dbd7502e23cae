-- Company resolutions and representatives' statements (issue 26, spec 1 §7 Business).
-- Resolutions (send and get): a main user names the representatives who must sign; each signer signs on the e-sign page. status_id:
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

-- A representative's answers to the declarations and the prohibited-activities ("prohibited
-- escort") statements (spec 1 §7; the statements are core's list, business/data/statements.ts).
-- Answered by the representative's authSecret link or by their signed-in user; the last answer holds.
CREATE TABLE business_statement_answers (
  representative_id bigint NOT NULL REFERENCES business_representatives (id),
  kind text NOT NULL CHECK (kind IN ('declaration', 'prohibitedEscort')),
  statement_id text NOT NULL,
  accepted boolean NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (representative_id, kind, statement_id)
);
