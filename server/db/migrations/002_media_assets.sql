-- Media files (a shared library, like a CDN origin) and each tenant's assets and clips.

CREATE TABLE media (
  key text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('video', 'image')),
  duration double precision NOT NULL DEFAULT 0,
  width integer NOT NULL,
  height integer NOT NULL,
  fps double precision NOT NULL DEFAULT 0,
  -- Keyframe times in seconds, read from the encoded file.
  keyframes jsonb NOT NULL DEFAULT '[]',
  -- Presentation time of the first HLS segment, seconds.
  segment_offset double precision NOT NULL DEFAULT 0,
  segment_duration double precision NOT NULL DEFAULT 0,
  files jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE assets (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('video', 'bumper', 'image')),
  title text NOT NULL,
  media_key text NOT NULL REFERENCES media (key),
  duration double precision NOT NULL,
  match_date date,
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX assets_tenant_match_date ON assets (tenant_id, match_date, id);
CREATE INDEX assets_tenant_title ON assets (tenant_id, lower(title), id);

CREATE TABLE clips (
  tenant_id text NOT NULL,
  id text NOT NULL,
  asset_id text NOT NULL,
  start_offset double precision NOT NULL,
  duration double precision NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  payload jsonb NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, asset_id) REFERENCES assets (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX clips_tenant_asset ON clips (tenant_id, asset_id, start_offset);

-- What was seeded, so that later starts skip the work.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  version integer NOT NULL,
  details jsonb NOT NULL DEFAULT '{}',
  finished_at timestamptz NOT NULL DEFAULT now()
);
