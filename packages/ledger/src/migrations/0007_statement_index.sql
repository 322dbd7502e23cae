-- Statements (issue 24): accountStatement reads an account's posted entries of a period in
-- posting order, a page at a time from a (posted_at, id) cursor. Without this index every page
-- sorted the whole period (a 100,000-entry month read in minutes); with it each page is one
-- index range.
CREATE INDEX ledger_entries_account_posted ON ledger_entries (account_id, posted_at, id) WHERE posted_at IS NOT NULL;
