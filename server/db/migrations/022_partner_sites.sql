-- The partner sites a tenant's administrators register (docs/integrators.md "Registering a
-- site"): pages of these origins may call the API for that tenant, and frame its sign-in. Every
-- addition and removal is kept in partner_site_history, with who made it. Each process keeps
-- the list in memory and reads a tenant's again when told it changed: a NOTIFY on
-- `partner_site_changes` with the tenant's id, sent when the change commits.
CREATE TABLE partner_sites (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  origin text NOT NULL,
  added_by text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, origin)
);

CREATE TABLE partner_site_history (
  id bigserial PRIMARY KEY,
  tenant_id text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  origin text NOT NULL,
  action text NOT NULL CHECK (action IN ('added', 'removed')),
  email text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_site_history_by_tenant ON partner_site_history (tenant_id, id DESC);

CREATE FUNCTION notify_partner_site_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('partner_site_changes', OLD.tenant_id);
  ELSE
    PERFORM pg_notify('partner_site_changes', NEW.tenant_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER partner_sites_changed
  AFTER INSERT OR DELETE OR UPDATE ON partner_sites
  FOR EACH ROW EXECUTE FUNCTION notify_partner_site_change();
