-- Live matches (docs/live.md): a live asset is `live` from the moment it is made until its
-- stream ends, then processed into a normal video.
ALTER TABLE assets DROP CONSTRAINT assets_status_check;
ALTER TABLE assets ADD CONSTRAINT assets_status_check
  CHECK (status IN ('uploading', 'queued', 'processing', 'ready', 'failed', 'cancelled', 'live'));

-- One live stream per live asset: where its encoder connects, and how the stream stands.
CREATE TABLE live_streams (
  tenant_id text NOT NULL,
  asset_id text NOT NULL,
  protocol text NOT NULL CHECK (protocol IN ('srt')),
  -- The listener's port on this server, for as long as the stream is not ended.
  port integer NOT NULL,
  -- The SRT passphrase: the listener needs it in clear to decrypt the stream.
  secret text NOT NULL,
  state text NOT NULL DEFAULT 'waiting'
    CHECK (state IN ('waiting', 'live', 'reconnecting', 'ended')),
  -- The input's codec, picture, frame rate and bitrate, and how far the output is behind.
  health jsonb NOT NULL DEFAULT '{}',
  -- Why the last connection was refused or dropped, in a person's words.
  reason text,
  grace_seconds integer NOT NULL,
  -- Wall-clock time of the stream's first second (its first segment's program date-time).
  started_at timestamptz,
  -- The last time the encoder was heard; the grace counts from here.
  heard_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, asset_id),
  FOREIGN KEY (tenant_id, asset_id) REFERENCES assets (tenant_id, id) ON DELETE CASCADE
);
-- A port listens for one stream at a time.
CREATE UNIQUE INDEX live_streams_port ON live_streams (port) WHERE state <> 'ended';
