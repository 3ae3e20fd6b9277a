-- Denials from clients without a session are counted, not listed (issue 12, defect 2): one row per
-- client address, action, reason and time window, whose `count` grows with every refusal, so a flood
-- of anonymous requests adds a handful of rows instead of one per request.

-- How many events the row stands for (1 for every ordinary entry) and when the last one happened.
ALTER TABLE audit_log
  ADD COLUMN count integer NOT NULL DEFAULT 1 CHECK (count > 0),
  ADD COLUMN last_at timestamptz,
  -- 'access.denied|no-session|203.0.113.7|2026-11-24T21:49:00.000Z' for a counted row; null otherwise.
  ADD COLUMN window_key text;

-- NULLs are distinct, so ordinary entries never conflict; counted rows upsert on it.
CREATE UNIQUE INDEX audit_log_window_key ON audit_log (window_key);

-- The audit view filters by outcome (who changed what, without the refusals).
CREATE INDEX audit_log_outcome ON audit_log (outcome, id DESC);
