-- A live match's encoder may push RTMP (a listener per match, the stream key in its address)
-- as well as SRT (docs/live.md).
ALTER TABLE live_streams DROP CONSTRAINT live_streams_protocol_check;
ALTER TABLE live_streams ADD CONSTRAINT live_streams_protocol_check
  CHECK (protocol IN ('srt', 'rtmp'));
