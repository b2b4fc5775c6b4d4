-- Attempts at signing in, asking for a password reset and signing up, counted per account and
-- per client address in fixed windows (server/identity/attempts.ts). In the database so that
-- every server process counts the same attempts.
CREATE TABLE attempt_counts (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX attempt_counts_window ON attempt_counts (window_start);
