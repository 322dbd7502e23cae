-- Terms acceptance (spec 1 §4 "Terms error on login", TE): the version of each brand term a
-- user last accepted. No row means version '1', which registration accepted; a brand raises a
-- term's version in its manifest and every user accepts it at the next sign-in.
CREATE TABLE terms_acceptances (
  user_id text NOT NULL REFERENCES users (id),
  term_id text NOT NULL,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  PRIMARY KEY (user_id, term_id)
);

-- The token service's user profile type (spec 1 §3 "User profile: type (1-4)"; meaning not shown).
ALTER TABLE users ADD COLUMN profile_type smallint NOT NULL DEFAULT 1 CHECK (profile_type BETWEEN 1 AND 4);
