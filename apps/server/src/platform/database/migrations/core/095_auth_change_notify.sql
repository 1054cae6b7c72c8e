-- Every change to what authenticates a request (a session, its user, a tenant licence) notifies
-- the channel `adatlas_auth` with the user id, at commit. Each API process listens and drops what
-- its auth cache holds for that user, so a logout, a disabled account or a removed scope takes
-- effect on every process, whatever wrote the change (platform/auth/auth-cache.ts).
CREATE OR REPLACE FUNCTION core.notify_auth_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('adatlas_auth', to_jsonb(OLD) ->> TG_ARGV[0]);
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('adatlas_auth', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;

-- Only changes and deletions: the cache never holds a row that does not exist yet. The
-- once-a-minute last_seen_at touch only extends a session, so it notifies nobody.
CREATE TRIGGER sessions_notify_auth
  AFTER DELETE OR UPDATE OF user_id, token_hash, expires_at, idle_timeout_seconds, revoked_at,
    revoked_reason, read_only, restricted_to_two_factor_setup ON core.sessions
  FOR EACH ROW EXECUTE FUNCTION core.notify_auth_change('user_id');
CREATE TRIGGER users_notify_auth AFTER UPDATE OR DELETE ON core.users
  FOR EACH ROW EXECUTE FUNCTION core.notify_auth_change('id');
CREATE TRIGGER licence_tenants_notify_auth AFTER UPDATE OR DELETE ON core.licence_tenants
  FOR EACH ROW EXECUTE FUNCTION core.notify_auth_change('user_id');
