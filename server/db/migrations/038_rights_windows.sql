-- Rights windows (docs/rights.md): when an asset's clips, or one clip over its asset's, may be
-- used, and for which uses. clip_id is '' for the asset's own window.
CREATE TABLE rights_windows (
  tenant_id text NOT NULL,
  asset_id text NOT NULL,
  clip_id text NOT NULL DEFAULT '',
  not_before timestamptz,
  not_after timestamptz,
  uses text[] NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, asset_id, clip_id),
  FOREIGN KEY (tenant_id, asset_id) REFERENCES assets (tenant_id, id) ON DELETE CASCADE,
  CHECK (not_before IS NOT NULL OR not_after IS NOT NULL),
  CHECK (not_before IS NULL OR not_after IS NULL OR not_before < not_after)
);
