-- Roles become viewer, editor and administrator (docs/roles.md): a membership holds one.
-- Users who could build collections before (USER) are editors.

UPDATE memberships
   SET roles = CASE WHEN 'ADMIN' = ANY (roles) THEN ARRAY['ADMIN'] ELSE ARRAY['EDITOR'] END;

ALTER TABLE memberships
  ADD CONSTRAINT memberships_one_role CHECK (
    cardinality(roles) = 1 AND roles[1] IN ('VIEWER', 'EDITOR', 'ADMIN')
  );

-- When the person last signed in to this tenant (a switch counts), for the users page.
ALTER TABLE memberships ADD COLUMN last_signed_in_at timestamptz;

-- API keys are managed from the users page: an id to revoke one by, and a label.
ALTER TABLE tenant_api_keys ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE tenant_api_keys ADD COLUMN label text NOT NULL DEFAULT '';
CREATE UNIQUE INDEX tenant_api_keys_id ON tenant_api_keys (id);

-- An invitation's set-password link lives a week, a reset's an hour: one table, one flag.
ALTER TABLE password_resets ADD COLUMN purpose text NOT NULL DEFAULT 'reset'
  CHECK (purpose IN ('reset', 'invite'));
