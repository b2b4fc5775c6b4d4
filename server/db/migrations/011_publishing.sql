-- Publishing (docs/publishing.md): playlist groups gathering collections, published to the
-- tenant's placement locations in a window; each location's featured items and rails.

CREATE TABLE playlist_groups (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  placements text[] NOT NULL,
  playlists uuid[] NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'published')),
  publish_from timestamptz,
  publish_until timestamptz,
  position integer NOT NULL,
  version integer NOT NULL DEFAULT 1,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CHECK (publish_until IS NULL OR publish_from IS NULL OR publish_from < publish_until)
);
CREATE INDEX playlist_groups_order ON playlist_groups (tenant_id, position);

-- A location's featured items and rails, saved together as one document.
CREATE TABLE placement_layouts (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  location text NOT NULL,
  featured jsonb NOT NULL DEFAULT '[]',
  carousels jsonb NOT NULL DEFAULT '[]',
  version integer NOT NULL DEFAULT 0,
  updated_by text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, location)
);
