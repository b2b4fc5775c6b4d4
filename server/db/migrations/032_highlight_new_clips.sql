-- A package of a live match grows as its clips come: each clip of a package keeps when it
-- first came into it, and each person's view of a package when they began looking at it this
-- time (`seen_since`), so that its review marks the clips that came since as new
-- (docs/highlights.md).
ALTER TABLE highlight_clips ADD COLUMN added_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE highlight_views ADD COLUMN seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE highlight_views ADD COLUMN seen_since timestamptz NOT NULL DEFAULT now();
