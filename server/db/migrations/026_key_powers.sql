-- What each API key may do besides naming its tenant (docs/roles.md "API keys"). A public (free)
-- key has no powers. The service keys made so far could do all of it, and keep doing so; they
-- were answered to every member before this, so administrators are told to replace them.
ALTER TABLE tenant_api_keys ADD COLUMN powers text[] NOT NULL DEFAULT '{}';
UPDATE tenant_api_keys SET powers = ARRAY['read', 'upload', 'import-address', 'match-data']
 WHERE NOT free;
ALTER TABLE tenant_api_keys ADD CONSTRAINT tenant_api_keys_public_powerless
  CHECK (NOT free OR cardinality(powers) = 0);
