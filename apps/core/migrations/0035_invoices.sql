-- Issue 20 (C4): invoices (spec 2 §3 Invoice, §4 invoice flow). A customer (the issuer, the
-- payee) asks another customer of the brand (the payer, found by e-mail through the user
-- directory) for an amount; the payer pays it (invoicePay: one ledger movement of type
-- 'invoice' whose typed reference invoice_id names the row) or rejects it. A funding invoice
-- (is_funding) is a PDF the customer pays into their own account from outside: it has no payer
-- customer and is never paid through invoicePay.
CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  brand text NOT NULL,
  issuer_customer_id text NOT NULL REFERENCES customers (id),
  issuer_user_id text NOT NULL REFERENCES users (id),
  -- Names and e-mails as they were when the invoice was issued (a document does not change).
  issuer_email text NOT NULL,
  issuer_name text NOT NULL,
  payer_customer_id text REFERENCES customers (id),
  payer_email text NOT NULL,
  payer_name text,
  -- The issuer's account the money goes to (in the invoice's currency); the payer's once paid.
  payee_account_id bigint,
  payer_account_id bigint,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- The same amount as a decimal in the currency's units: the lists' amount filters compare it.
  amount numeric NOT NULL,
  fee_minor bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'rejected', 'canceled')),
  -- Bumped by every change of status: a reader can tell a row it saw from a later one.
  version integer NOT NULL DEFAULT 1,
  note text,
  reject_note text,
  due_date date,
  is_funding boolean NOT NULL DEFAULT false,
  -- The ledger transaction that paid it (status paid).
  paid_transaction_id text,
  -- The PDF issued for it (a funding invoice), a file of the file store in issued_files.
  pdf_file_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_funding OR payer_customer_id IS NOT NULL),
  CHECK (status <> 'paid' OR paid_transaction_id IS NOT NULL)
);
CREATE INDEX invoices_issuer ON invoices (issuer_customer_id, id DESC);
CREATE INDEX invoices_payer ON invoices (payer_customer_id, id DESC) WHERE payer_customer_id IS NOT NULL;

-- Preapproved p2p payments (issue 20 point 4): a schedule may also repeat transferP2p.
ALTER TABLE schedules DROP CONSTRAINT schedules_kind_check;
ALTER TABLE schedules ADD CONSTRAINT schedules_kind_check CHECK (kind IN ('transferBetweenAccounts', 'transferP2p'));
