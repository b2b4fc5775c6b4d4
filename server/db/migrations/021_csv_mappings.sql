-- How a tenant's logger's CSV becomes clips (docs/match-data.md "A logger's CSV"): which column
-- holds the time and what it counts, and the category each column becomes. Kept from the last
-- CSV import, and offered again at the next.
CREATE TABLE match_data_csv_mappings (
  tenant_id text PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  mapping jsonb NOT NULL,
  email text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
