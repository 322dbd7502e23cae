-- The floor (lowest available balance) moves onto the balance row too, where a CHECK
-- enforces it in the database: no statement, whatever its code path, can leave a bounded
-- account below its floor.
ALTER TABLE ledger_balances ADD COLUMN floor_minor int8;
UPDATE ledger_balances b SET floor_minor = a.floor_minor FROM ledger_accounts a WHERE a.id = b.account_id;
ALTER TABLE ledger_balances ALTER COLUMN floor_minor SET NOT NULL;
-- NOT VALID: rows already below their floor (checkInvariants reports them) do not stop the
-- migration; every row written from now on is checked.
ALTER TABLE ledger_balances ADD CONSTRAINT ledger_balances_floor CHECK (posted_minor - held_minor >= floor_minor) NOT VALID;

-- Postings are never changed or removed: a correction is a reversal (a new transaction).
-- The only change an entry may see is being posted (posted_at NULL -> a time) when its
-- pending transaction settles. A transaction may only move pending -> completed | rejected
-- and completed -> reversed, and get its posted_at once.
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.posted_at IS NULL AND NEW.posted_at IS NOT NULL
     AND (to_jsonb(NEW) - 'posted_at') = (to_jsonb(OLD) - 'posted_at') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_entries are immutable (%): correct with a reversal', TG_OP USING ERRCODE = '55000';
END $$;
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();

CREATE FUNCTION ledger_transactions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (to_jsonb(NEW) - 'status' - 'posted_at') = (to_jsonb(OLD) - 'status' - 'posted_at')
     AND (NEW.status = OLD.status OR (OLD.status, NEW.status) IN
          (('pending', 'completed'), ('pending', 'rejected'), ('completed', 'reversed')))
     AND (OLD.posted_at IS NULL OR NEW.posted_at = OLD.posted_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_transactions are immutable (% %)', TG_OP, OLD.status USING ERRCODE = '55000';
END $$;
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_transactions_immutable();

CREATE FUNCTION ledger_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% may not be truncated', TG_TABLE_NAME USING ERRCODE = '55000';
END $$;
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_no_truncate();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_no_truncate();
