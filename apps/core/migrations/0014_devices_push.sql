-- Linked devices and push sign-in (spec 1 §3 Device, §4 push flow, §7 /auth/devices, internal
-- devices and push). The stand-in device is core's /device page; a real app would hold the same secret.

-- A user's linked devices. The secret is the device's credential, stored hashed.
CREATE TABLE devices (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('android', 'ios')),
  secret_hash text NOT NULL UNIQUE,
  push_token text,
  location text,
  last_activity_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX devices_user ON devices (user_id) WHERE deleted_at IS NULL;

-- A device waiting to be linked: it shows the link code (and QR), which the signed-in user
-- enters in the portal (POST /auth/devices). One use, short-lived.
CREATE TABLE device_links (
  code_hash text PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  device_id text REFERENCES devices (id)
);

-- Notifications pushed to a device (internal push calls, push sign-in); the device page lists them.
CREATE TABLE device_pushes (
  id bigserial PRIMARY KEY,
  device_id text NOT NULL REFERENCES devices (id),
  title text NOT NULL,
  body text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_pushes_device ON device_pushes (device_id, id DESC);

-- The push flow: a sign-in code waits for a linked device's decision; push_id is what the
-- device sees, tmp_hash the hashed tmpJwt the portal resends with.
ALTER TABLE auth_codes ADD COLUMN push_status text CHECK (push_status IN ('pending', 'approved', 'denied'));
ALTER TABLE auth_codes ADD COLUMN push_id text UNIQUE;
ALTER TABLE auth_codes ADD COLUMN tmp_hash text UNIQUE;
ALTER TABLE auth_codes ADD COLUMN push_device_id text REFERENCES devices (id);
