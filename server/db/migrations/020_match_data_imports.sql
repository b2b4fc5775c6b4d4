-- Match data imported onto a video (docs/match-data.md). A change of the metadata history may
-- now add, replace and take away clips (an import of a revised file drops the events it no
-- longer has), and says in words what it was when it is one of many clips.
ALTER TABLE metadata_changes ADD COLUMN summary text;

-- Each import of a provider's file onto an asset: which match of which provider, the change
-- that wrote it (undoing that change undoes the import), and what the file said of each clip
-- (category → values). Importing the same match again compares a clip's values now with what
-- the last import that stands wrote from its file: the categories that differ were corrected
-- by hand, and are kept.
CREATE TABLE match_data_imports (
  tenant_id text NOT NULL,
  change_id uuid NOT NULL,
  asset_id text NOT NULL,
  -- "cricsheet:1426312": the clips' ids of this match begin "<asset>:<source>:".
  source text NOT NULL,
  format text NOT NULL,
  match text NOT NULL,
  clips integer NOT NULL,
  removed integer NOT NULL,
  file_values jsonb NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, change_id),
  FOREIGN KEY (tenant_id, change_id) REFERENCES metadata_changes (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, asset_id) REFERENCES assets (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX match_data_imports_asset ON match_data_imports (tenant_id, asset_id, created_at DESC);
