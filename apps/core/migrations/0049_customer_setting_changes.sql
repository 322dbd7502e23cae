-- Issue 20: the audit of a company's own settings (first: approval thresholds by amount, set by a
-- full-access user in the portal). Who changed what, when, from where; append-only like
-- admin_audit_log (the operators' audit), so a company sees every change of its policy.
CREATE TABLE customer_setting_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  customer_id text NOT NULL REFERENCES customers (id),
  user_id text NOT NULL REFERENCES users (id),
  setting text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  ip text
);
CREATE INDEX customer_setting_changes_of ON customer_setting_changes (customer_id, setting, at DESC, id DESC);

CREATE FUNCTION customer_setting_changes_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'customer_setting_changes is append-only (%)', TG_OP USING ERRCODE = '55000';
END $$;
CREATE TRIGGER customer_setting_changes_immutable BEFORE UPDATE OR DELETE ON customer_setting_changes
  FOR EACH ROW EXECUTE FUNCTION customer_setting_changes_immutable();
CREATE TRIGGER customer_setting_changes_no_truncate BEFORE TRUNCATE ON customer_setting_changes
  FOR EACH STATEMENT EXECUTE FUNCTION customer_setting_changes_immutable();
