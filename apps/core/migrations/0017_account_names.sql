-- Names customers give their accounts (spec 2 §7 "card: set alias name", cardAliasNameSet; our
-- choice: any own account may be named, shown on home as its name). Core owns this table; the
-- ledger package writes only ledger tables, so there is no foreign key into them: the operation
-- checks that the account is the caller's before it writes.
CREATE TABLE account_names (
  account_id int8 PRIMARY KEY,
  customer_id text NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 50),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_names_customer ON account_names (customer_id);
