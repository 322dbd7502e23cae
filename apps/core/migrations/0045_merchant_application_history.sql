-- Issue 23: the history of each merchant-account application (who changed or decided what, when),
-- for the operators' review. One row per write: the applicant's creation, saves, submissions and
-- deletion, the operators' edits and decisions. The body paths a save changed are kept (not the
-- values: the application itself holds them). Rows are only ever added.
CREATE TABLE merchant_application_events (
  id bigserial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES merchant_applications (id),
  at timestamptz NOT NULL DEFAULT now(),
  actor_kind text NOT NULL CHECK (actor_kind IN ('applicant', 'operator')),
  -- users.id of the applicant's user, or admin_users.id of the operator (as text).
  actor_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'submit', 'approve', 'reject', 'delete')),
  from_status text,
  to_status text NOT NULL,
  version integer NOT NULL,
  changed text[] NOT NULL DEFAULT '{}',
  reason text
);
CREATE INDEX merchant_application_events_app ON merchant_application_events (application_id, id);
