-- The back office (issue 9): operators' second factor and the append-only audit log.

-- Every operator signs in with a TOTP code (RFC 6238). The last accepted time step is kept so
-- a code is never accepted twice (RFC 6238 §5.2).
ALTER TABLE admin_users ADD COLUMN totp_last_step bigint;

-- POST /admin/auth/login (username, password) answers a short-lived ticket, not a session;
-- GET /admin/auth/login?code=<TOTP> with the ticket as bearer turns it into a session.
CREATE TABLE admin_login_tickets (
  ticket_hash text PRIMARY KEY,
  admin_id integer NOT NULL REFERENCES admin_users (id),
  failed_attempts smallint NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- What every operator did: who, when, what (action and target), and the row before and after.
-- Written in the transaction of the change it records; never changed or removed.
CREATE TABLE admin_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  admin_id integer NOT NULL REFERENCES admin_users (id),
  action text NOT NULL,
  target text NOT NULL,
  before jsonb,
  after jsonb,
  ip text
);
CREATE INDEX admin_audit_log_at ON admin_audit_log (at DESC, id DESC);

CREATE FUNCTION admin_audit_log_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only (%)', TG_OP USING ERRCODE = '55000';
END $$;
CREATE TRIGGER admin_audit_log_immutable BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_immutable();
CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_immutable();
