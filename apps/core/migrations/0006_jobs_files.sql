-- Files kept in the database (the file store's 'database' kind): metadata and the content in
-- chunks of at most 256 KiB, so neither an upload nor a download holds a whole file in memory.
-- A file is visible once `complete`; a put that died midway leaves an incomplete row that the
-- files sweep job deletes. pg-boss keeps its job tables in a schema of its own (pgboss).
CREATE TABLE files (
  id uuid PRIMARY KEY,
  content_type text NOT NULL CHECK (length(content_type) BETWEEN 3 AND 100),
  name text CHECK (length(name) <= 255),
  size_bytes int8 NOT NULL DEFAULT 0 CHECK (size_bytes >= 0),
  sha256 text CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_incomplete ON files (created_at) WHERE NOT complete;
CREATE TABLE file_chunks (
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  data bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 262144),
  PRIMARY KEY (file_id, seq)
);
