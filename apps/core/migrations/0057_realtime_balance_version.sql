-- Issue 25: BalanceChanged carries the accounts' new balances. Each balance it carries gets a
-- value of this sequence, taken in the commit that changed the balance while its row is locked:
-- a later change of the account can only take its value after that commit, so per account the
-- values grow in commit order and a tab keeps the balance with the highest (never turns back).
CREATE SEQUENCE realtime_balance_version;
