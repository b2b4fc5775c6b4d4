-- What changed what a tenant's search finds, in commit order: clips written, an asset released
-- or taken back, or a bulk load that asks for a rebuild. Each server process applies the rows
-- after the last it applied, woken by NOTIFY search_changes (docs/search.md "Several processes").
CREATE TABLE search_changes (
  seq bigserial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('clips', 'asset', 'rebuild')),
  clip_ids text[] NOT NULL DEFAULT '{}',
  asset_id text,
  made_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX search_changes_tenant_seq ON search_changes (tenant_id, seq);
CREATE INDEX search_changes_made_at ON search_changes (made_at);
