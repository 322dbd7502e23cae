-- Issue 18: a change of a second factor needs the current factor. When that factor is push, the
-- code goes to the user's approved devices (a push the device page shows) instead of an SMS or
-- a mail, so a security code may now travel by 'push'.
ALTER TABLE security_codes DROP CONSTRAINT security_codes_channel_check;
ALTER TABLE security_codes ADD CONSTRAINT security_codes_channel_check
  CHECK (channel IN ('sms', 'email', 'totp', 'push'));
