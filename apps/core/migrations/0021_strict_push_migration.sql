-- Spec 1 §4 strict migration to push sign-in, enforced by the token service: the sign-in code of
-- a user who must move carries the migration's tmpJwt (tmp_hash) and gives no tokens until a
-- device approved it. migration_armed: the code's second factor has passed, so the tmpJwt may
-- ask for a device link (POST /auth/scp/request) and the next exchange needs no one-time code.
ALTER TABLE auth_codes
  ADD COLUMN migration_strict boolean NOT NULL DEFAULT false,
  ADD COLUMN migration_armed boolean NOT NULL DEFAULT false;
-- A link made for a strict migration: claiming it approves that sign-in code.
ALTER TABLE device_links ADD COLUMN auth_code_hash text;
