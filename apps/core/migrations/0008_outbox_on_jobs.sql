-- Side effects (mail, realtime events, …) are jobs of the job runner now (pg-boss, src/jobs):
-- written in the caller's transaction with one statement per kind, run after commit. The old
-- outbox table and its dispatcher are gone. No deployment of this project held unsent rows
-- when it changed (it had none in production), so none are carried over.
DROP TABLE outbox;
