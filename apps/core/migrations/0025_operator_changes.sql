-- Four eyes in the back office (issue 18): a change one operator may not make alone (an FX rate
-- beyond the brands' band, a fee rule change touching an active limit) waits here until a second
-- operator approves (it is then applied) or rejects it. The proposer can decide neither way.
-- `values` are the proposed fields, `before` the fields when it was proposed (NULL: none yet).
CREATE TABLE operator_changes (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('fxRate', 'feeRule')),
  target text NOT NULL,
  "values" jsonb NOT NULL,
  before jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  proposed_by integer NOT NULL REFERENCES admin_users (id),
  proposed_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES admin_users (id),
  decided_at timestamptz,
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((decided_by IS NULL) = (decided_at IS NULL)),
  CHECK (decided_by IS NULL OR decided_by <> proposed_by)
);
CREATE INDEX operator_changes_newest ON operator_changes (status, id DESC);
