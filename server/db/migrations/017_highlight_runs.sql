-- A highlights build is a job like an export (server/jobs): the run that holds a game's
-- packages beats on them, and a run whose process died is handed back by any process's
-- sweep rather than waiting for the queue's expiry.
ALTER TABLE highlight_packages
  ADD COLUMN run_id uuid,
  ADD COLUMN heartbeat_at timestamptz,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0;
CREATE INDEX highlight_packages_building ON highlight_packages (heartbeat_at)
  WHERE status = 'building';
