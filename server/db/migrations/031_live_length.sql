-- How much of a live match is written (what plays), to the second, as it is streamed: a clip
-- whose end is not in yet is played a few seconds later rather than refused (docs/live.md).
ALTER TABLE live_streams ADD COLUMN written_seconds double precision NOT NULL DEFAULT 0;
