-- A resolution's signatures on the e-sign page (issue 26): the name the signer typed as their
-- signature, kept with the time (signed_at). The signing link is an HMAC of the resolution and
-- the signer under core's secret (kyc/provider/resolution-esign.ts): nothing to store for it, and
-- it opens nothing once signed_at is set.
ALTER TABLE business_resolution_signers ADD COLUMN signed_name text;
