-- The processes of a cluster whose tenants are placed on them (docs/search.md "Tenants over
-- processes"): where each is answered, when it last said it was there, and the tenants whose
-- search index it holds ready, with the clips in each (what placing them by size reads). Every
-- process places each tenant on the processes seen in the last few seconds (the same way on
-- each), holds the indexes of its own, and passes a search of another tenant to a process
-- holding that tenant's.
CREATE TABLE search_processes (
  address text PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  holds jsonb NOT NULL DEFAULT '{}'
);
