-- History exports and monthly statements (issue 24; spec 2 §7 History and statements): each is
-- made by a job (the `export` outbox kind) that streams the ledger's entries into a file in the
-- file store, counting its progress; historyExportList lists the monthly statements.
CREATE TABLE history_exports (
  id uuid PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  user_id text NOT NULL,
  brand text NOT NULL,
  lang text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('export', 'statement')),
  format text NOT NULL CHECK (format IN ('csv', 'pdf', 'xlsx')),
  filter jsonb NOT NULL DEFAULT '{}',
  account_id bigint,
  date_from date NOT NULL,
  date_to date,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'ready', 'failed')),
  rows_done integer NOT NULL DEFAULT 0,
  rows_total integer,
  file_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX history_exports_customer ON history_exports (customer_id, kind, date_from DESC);
-- One statement per account and month.
CREATE UNIQUE INDEX history_exports_statement ON history_exports (account_id, date_from) WHERE kind = 'statement';
