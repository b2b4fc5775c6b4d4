-- What a search index snapshot (docs/search.md "Snapshots") is checked against before a process
-- starts from it instead of reading every clip: the database it was made from (a snapshot of
-- another database, or of this one before it was made anew, is never taken up), and for each
-- tenant the last change the log no longer holds (a snapshot older than that would miss changes).
CREATE TABLE search_log_origin (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  database_id uuid NOT NULL DEFAULT gen_random_uuid()
);
INSERT INTO search_log_origin DEFAULT VALUES;

CREATE TABLE search_log_pruned (
  tenant_id text PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  through_seq bigint NOT NULL
);
