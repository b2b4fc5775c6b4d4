-- Searches people saved under a name (docs/search.md "Saved searches"), per tenant and person.

CREATE TABLE saved_searches (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  query text NOT NULL,
  sort text NOT NULL CHECK (sort IN ('newest', 'oldest')),
  view text NOT NULL CHECK (view IN ('clips', 'assets')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
-- One name per person, whatever its case: "Kohli fours" and "kohli fours" are the same search.
CREATE UNIQUE INDEX saved_searches_owner_name ON saved_searches (tenant_id, user_id, lower(name));
CREATE INDEX saved_searches_owner ON saved_searches (tenant_id, user_id, created_at DESC);
