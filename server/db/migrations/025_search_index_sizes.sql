-- The clips in each tenant's search index when a cluster's process last held it (docs/search.md
-- "Tenants over processes"): what placing tenants by size reads where no process holds a tenant's
-- index yet, as when a whole cluster starts, so that the largest are spread from the first.
CREATE TABLE search_index_sizes (
  tenant_id text PRIMARY KEY,
  clips integer NOT NULL,
  measured_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
