-- A live match's stream is held by one process of a cluster (docs/live.md): the one that
-- listens for its encoder and writes it. Its heartbeat renews the hold; another process takes
-- the stream over when the heartbeat stops.
ALTER TABLE live_streams ADD COLUMN owner text;
ALTER TABLE live_streams ADD COLUMN owner_beat timestamptz;
-- "End live" asked of a process that does not hold the stream, for the one that does.
ALTER TABLE live_streams ADD COLUMN end_asked_at timestamptz;
