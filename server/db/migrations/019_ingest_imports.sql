-- A file the library fetches from an address ("Add from an address", docs/ingest.md) rather
-- than one uploaded: the ingest downloads it first, in a stage of its own.
ALTER TABLE ingests ADD COLUMN source_url text;
ALTER TABLE ingests DROP CONSTRAINT ingests_stage_check;
ALTER TABLE ingests ADD CONSTRAINT ingests_stage_check
  CHECK (stage IN ('fetching', 'checking', 'probing', 'transcoding', 'finishing'));
