-- Export jobs (SPEC §3 "Export status item", §4): one row per export a person asked for.
-- The queue (pg-boss, its own schema) runs them; this row is what people see, and the
-- single place a run writes its status, progress and files.

CREATE TABLE exports (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- The host the export was asked from (a partner page, the app), for `?host=` filters.
  host text NOT NULL DEFAULT '',
  -- `render:video`, `render:edl`, `render:img-collections`…
  category text NOT NULL,
  export_as text NOT NULL,
  playlist_id text NOT NULL,
  playlist_title text NOT NULL,
  file_name text NOT NULL,
  options jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL CHECK (status IN ('RECEIVED', 'QUEUED', 'PENDING', 'STARTED', 'RETRY',
    'SUCCESS', 'DELIVERED', 'FAILURE', 'REVOKED')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  duration double precision NOT NULL DEFAULT 0,
  reason text,
  -- The queue's job, and the run that holds it: a run writes only while it still holds it.
  job_id uuid,
  run_id uuid,
  attempts integer NOT NULL DEFAULT 0,
  heartbeat_at timestamptz,
  -- What the run made: [{ key, name, size, contentType }], in the exports storage.
  files jsonb NOT NULL DEFAULT '[]',
  delivered_to text,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exports_tenant_created ON exports (tenant_id, created_at DESC, id);
CREATE INDEX exports_running ON exports (status, heartbeat_at)
  WHERE status IN ('PENDING', 'STARTED');
CREATE INDEX exports_expiring ON exports (expires_at) WHERE files <> '[]';
