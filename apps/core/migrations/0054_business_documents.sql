-- Company documents and representatives' identity (issue 26, spec 1 §3 Business, §6 admins
-- reassign documents, §7 POST /customers/{id}/identity-verification). They reuse kyc's document
-- store and verification engine: no second table of documents, no second kind of run.

-- A company's document (customer_documents of the company) that belongs to one of its
-- representatives: their identity proof, address proof, control document. Null: the company's
-- own document (corporate, source of wealth, additional), or one an operator has not assigned
-- yet. Set by adminDocumentAssign (an operator), cleared by adminDocumentRemove, and set by a
-- representative's identity verification (its confirmed document).
ALTER TABLE customer_documents ADD COLUMN representative_id bigint REFERENCES business_representatives (id);
CREATE INDEX customer_documents_representative ON customer_documents (representative_id)
  WHERE representative_id IS NOT NULL;

-- An identity verification run of a company's representative (the run's customer_id is the
-- company): its result files the document for that representative, never for the company.
ALTER TABLE identity_verifications ADD COLUMN representative_id bigint REFERENCES business_representatives (id);

-- businessInfoGet's financialInstitution: the company is a financial institution for FATCA/CRS.
-- False until a representative's business self-certification says entityType
-- 'financial-institution'; the last certification saved holds (as for its other answers).
ALTER TABLE business_profiles ADD COLUMN financial_institution boolean NOT NULL DEFAULT false;
-- businessInfoGet's isConverted reads customers.converted_at (migration 0055), one fact for
-- both answers that carry it.

-- The company addresses a business self-certification names (spec 1 §3 "place of business and
-- registered address ids"): one of the company's customer addresses each, or null.
ALTER TABLE business_certifications ADD COLUMN place_of_business_address_id integer;
ALTER TABLE business_certifications ADD COLUMN registered_address_id integer;
