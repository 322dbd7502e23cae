-- An account's status moves to its balance row: the row every movement locks. After waiting
-- for the lock, a movement then reads the status a concurrent close just committed, and it
-- needs no second read while it holds the lock. System accounts have no balance row and
-- are always active.
ALTER TABLE ledger_balances ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'frozen', 'closed'));
UPDATE ledger_balances b SET status = a.status FROM ledger_accounts a WHERE a.id = b.account_id AND a.status <> 'active';
ALTER TABLE ledger_accounts DROP COLUMN status;
