-- Spec 1 §4 verifyDevice: a sign-in from the app's device that waits for the user's approval
-- is finished by a code e-mailed to the user, which approves that device.
ALTER TABLE auth_codes ADD COLUMN verify_device_id text REFERENCES devices (id);
