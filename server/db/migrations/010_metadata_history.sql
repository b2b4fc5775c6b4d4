-- Every write of clip metadata (PUT search/data), with each clip's payload before and after,
-- so that a change can be shown in the history and undone (docs/search.md).

CREATE TABLE metadata_changes (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  -- [{ clipId, title, before (payload or null for a new clip), after (payload) }]
  clips jsonb NOT NULL,
  undoes uuid,
  undone_at timestamptz,
  undone_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX metadata_changes_recent ON metadata_changes (tenant_id, created_at DESC);
