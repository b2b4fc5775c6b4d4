-- Highlight packages (SPEC §3, docs/highlights.md): built by the tenant's rules for a game,
-- or from a search as a reel; their clips in order with each person's review choices.

CREATE TABLE highlight_packages (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  -- The game it is built for; null for a reel.
  asset_id text,
  -- The rule's label, or 'reel'.
  rule text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- The search it was last built from (a reel's, or the rule's with the game filled in).
  query text NOT NULL DEFAULT '',
  sort_mode text NOT NULL CHECK (sort_mode IN ('startTime', 'startTime ascending')),
  season text,
  status text NOT NULL CHECK (status IN ('queued', 'building', 'ready', 'failed')),
  reason text,
  clip_count integer NOT NULL DEFAULT 0,
  -- A reel's search and options ({ query, filters, lead, lag, maxSeconds, order }).
  reel jsonb,
  -- Who made a reel (a game's packages are the tenant's).
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  job_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  built_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
-- One package per rule and game: building again refreshes it.
CREATE UNIQUE INDEX highlight_packages_game_rule ON highlight_packages (tenant_id, asset_id, rule)
  WHERE asset_id IS NOT NULL;
CREATE INDEX highlight_packages_created ON highlight_packages (tenant_id, created_at DESC, id);

CREATE TABLE highlight_clips (
  tenant_id text NOT NULL,
  package_id uuid NOT NULL,
  clip_id text NOT NULL,
  position integer NOT NULL,
  excluded boolean NOT NULL DEFAULT false,
  lead double precision NOT NULL DEFAULT 0 CHECK (lead >= 0),
  lag double precision NOT NULL DEFAULT 0 CHECK (lag >= 0),
  PRIMARY KEY (tenant_id, package_id, clip_id),
  FOREIGN KEY (tenant_id, package_id) REFERENCES highlight_packages (tenant_id, id)
    ON DELETE CASCADE
);
CREATE INDEX highlight_clips_order ON highlight_clips (tenant_id, package_id, position);

-- A package is new to a person until they open it.
CREATE TABLE highlight_views (
  tenant_id text NOT NULL,
  package_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, package_id, user_id),
  FOREIGN KEY (tenant_id, package_id) REFERENCES highlight_packages (tenant_id, id)
    ON DELETE CASCADE
);

-- POST /v1/members: people told by mail when a game's packages are ready.
CREATE TABLE highlight_members (
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
