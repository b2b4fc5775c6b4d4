-- What a tenant makes public (docs/integrators.md "Signed-out search"): an asset released
-- to the public is searched and played by signed-out visitors of the tenant's partner pages,
-- through its free deployment key. Everything else stays with signed-in people.
ALTER TABLE assets ADD COLUMN public boolean NOT NULL DEFAULT false;
CREATE INDEX assets_tenant_public ON assets (tenant_id, id) WHERE public;
CREATE INDEX playlist_items_asset ON playlist_items (tenant_id, asset_id);
