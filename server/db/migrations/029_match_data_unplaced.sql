-- The values (batter, bowler, player…) of the file's events that no clip took at an import, counted
-- by category: a search for a name the tenant's data holds but no clip carries can say why.
ALTER TABLE match_data_imports ADD COLUMN unplaced_values jsonb NOT NULL DEFAULT '{}'::jsonb;
