-- Each process keeps the memberships it has read (who may use a tenant, in which role) and
-- forgets one when it is told it changed: a NOTIFY on `membership_changes` with
-- "<tenant_id> <user_id>", sent when the change commits. Sign-ins (last_signed_in_at) say
-- nothing.
CREATE FUNCTION notify_membership_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('membership_changes', OLD.tenant_id || ' ' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('membership_changes', NEW.tenant_id || ' ' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER memberships_changed
  AFTER INSERT OR DELETE OR UPDATE OF roles, deactivated, tenant_id, user_id ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_membership_change();
