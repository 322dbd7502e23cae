-- The retention jobs (apps/core/src/jobs/retention.ts) delete by age: an index on each age column
-- they read, so a run reads only the rows it deletes.
CREATE INDEX IF NOT EXISTS idempotent_answers_created ON idempotent_answers (created_at);
CREATE INDEX IF NOT EXISTS auth_codes_expires ON auth_codes (expires_at);
CREATE INDEX IF NOT EXISTS refresh_tokens_expires ON refresh_tokens (expires_at);
CREATE INDEX IF NOT EXISTS login_history_created ON login_history (created_at);
CREATE INDEX IF NOT EXISTS security_codes_expires ON security_codes (expires_at);
CREATE INDEX IF NOT EXISTS code_failures_created ON code_failures (created_at);
CREATE INDEX IF NOT EXISTS device_pushes_created ON device_pushes (created_at);
CREATE INDEX IF NOT EXISTS admin_login_tickets_expires ON admin_login_tickets (expires_at);
CREATE INDEX IF NOT EXISTS admin_sessions_expires ON admin_sessions (expires_at);
CREATE INDEX IF NOT EXISTS issued_files_created ON issued_files (created_at);
