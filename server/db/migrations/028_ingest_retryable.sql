-- Whether trying an ingest again can help: not for a file that is not a video the library takes,
-- whose header lies, or that is empty (a failure the ingest calls permanent). The library then
-- offers no "Try again", and the retry route refuses it.
ALTER TABLE ingests ADD COLUMN retryable boolean NOT NULL DEFAULT true;
