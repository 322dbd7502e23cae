-- Answers of retryable writes that do not go through the ledger's own idempotency (opening an
-- account, creating a key, ...): per scope (the acting customer) and Idempotency-Key, with a
-- hash of the request. Written in the same transaction as the write it answers.
CREATE TABLE idempotent_answers (
  scope text NOT NULL,
  key text NOT NULL,
  call text NOT NULL,
  request_hash text NOT NULL,
  answer jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotent_answers_created ON idempotent_answers (created_at);
