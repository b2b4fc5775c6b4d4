-- A live match may be pulled from a live HLS address (docs/live.md): it has no port and no
-- secret, and keeps the address it is pulled from.
ALTER TABLE live_streams DROP CONSTRAINT live_streams_protocol_check;
ALTER TABLE live_streams ADD CONSTRAINT live_streams_protocol_check
  CHECK (protocol IN ('srt', 'rtmp', 'hls'));
ALTER TABLE live_streams ALTER COLUMN port DROP NOT NULL;
ALTER TABLE live_streams ADD COLUMN pull_url text;
ALTER TABLE live_streams ADD CONSTRAINT live_streams_pulled
  CHECK ((protocol = 'hls') = (pull_url IS NOT NULL) AND (protocol = 'hls') = (port IS NULL));
