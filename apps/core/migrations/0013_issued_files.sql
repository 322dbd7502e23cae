-- Files core issued to a customer (pdfGenerate): who may download them (fileDownload).
-- A customer may download these and the documents they uploaded (customer_documents).
CREATE TABLE issued_files (
  file_id uuid PRIMARY KEY REFERENCES files (id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES customers (id),
  document text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX issued_files_customer ON issued_files (customer_id, created_at);
