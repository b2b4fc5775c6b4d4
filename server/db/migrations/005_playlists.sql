-- Collections (playlists) of clips and bumpers, per tenant and owner (SPEC §3 "Collection").

CREATE TABLE playlists (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  visibility text NOT NULL DEFAULT 'private' CHECK (visibility IN ('private', 'tenant', 'public')),
  -- Bumped by every write, so that two editors cannot silently overwrite each other.
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX playlists_tenant_owner ON playlists (tenant_id, user_id, updated_at DESC);
CREATE INDEX playlists_tenant_visibility ON playlists (tenant_id, visibility, updated_at DESC);

CREATE TABLE playlist_items (
  tenant_id text NOT NULL,
  playlist_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  asset_id text NOT NULL,
  start_offset double precision NOT NULL CHECK (start_offset >= 0),
  duration double precision NOT NULL CHECK (duration >= 0),
  -- The search result the item was made from, as the client stored it (a JSON string).
  stash text NOT NULL,
  PRIMARY KEY (tenant_id, playlist_id, position),
  FOREIGN KEY (tenant_id, playlist_id) REFERENCES playlists (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, asset_id) REFERENCES assets (tenant_id, id)
);
