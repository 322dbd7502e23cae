-- The language a user last signed in with (issue 20): notices the user did not ask for in a
-- request of their own (money received, an invoice, a payment waiting for approval) are written
-- in it. Null until the next sign-in: the catalogue's default language.
ALTER TABLE users ADD COLUMN IF NOT EXISTS language text;
