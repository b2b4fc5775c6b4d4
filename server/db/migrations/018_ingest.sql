-- A tenant's own footage (docs/ingest.md): an asset is made the moment its upload starts,
-- and says where it is on its way to ready. Seeded assets were ready from the start.
ALTER TABLE assets ADD COLUMN status text NOT NULL DEFAULT 'ready'
  CHECK (status IN ('uploading', 'queued', 'processing', 'ready', 'failed', 'cancelled'));

-- One ingest per uploaded asset: its source file, and the job that makes it playable. The
-- run columns are the job skeleton's ledger (server/jobs): the run holding the ingest beats
-- on it, and one whose process died is handed back by the sweep.
CREATE TABLE ingests (
  tenant_id text NOT NULL,
  asset_id text NOT NULL,
  -- The resumable upload's id (tus), while and after the file comes in.
  upload_id text UNIQUE,
  source_name text NOT NULL,
  source_size bigint NOT NULL,
  received bigint NOT NULL DEFAULT 0,
  -- SHA-256 of the whole source, once received: the same file twice is a duplicate.
  checksum text,
  duplicate_of text,
  stage text CHECK (stage IN ('checking', 'probing', 'transcoding', 'finishing')),
  percent real NOT NULL DEFAULT 0,
  -- Why it failed, in a person's words.
  reason text,
  -- Facts of the source the probe read (streams, frame rate, timecode, audio layout).
  probe jsonb,
  created_by text,
  job_id uuid,
  run_id uuid,
  heartbeat_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, asset_id),
  FOREIGN KEY (tenant_id, asset_id) REFERENCES assets (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX ingests_checksum ON ingests (tenant_id, checksum) WHERE checksum IS NOT NULL;
CREATE INDEX ingests_running ON ingests (heartbeat_at) WHERE run_id IS NOT NULL;
CREATE INDEX assets_tenant_status ON assets (tenant_id, status) WHERE status <> 'ready';
