-- First opens of one user and kind, debited in one round trip and one commit: the app hands over
-- every open of the user that queued while the previous call ran (group commit), so a burst
-- costs a few statements and fsyncs instead of one each. Under the per-user advisory lock
-- (key pair 40001, user id: the only holder of that namespace) the count is read once; each id is
-- then free when already opened in the period ('reopened'), recorded while credits are left
-- ('debited'), or refused ('refused'), in the order given. In READ COMMITTED each statement of a
-- volatile function takes a new snapshot, so the count runs after the lock is granted and sees
-- every debit committed before it; the lock ends with the caller's statement.
CREATE FUNCTION core.debit_record_opens(
  p_user integer, p_tenant text, p_entity text, p_entity_ids integer[], p_opened_at timestamptz[],
  p_period_start timestamptz, p_credits integer
) RETURNS text[]
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  outcomes text[] := '{}';
  entity integer;
  used bigint;
  i integer;
BEGIN
  PERFORM pg_advisory_xact_lock(40001, p_user);
  SELECT count(*) INTO used FROM core.record_opens
  WHERE user_id = p_user AND tenant_id = p_tenant AND entity_type = p_entity AND period_start = p_period_start;
  FOR i IN 1 .. coalesce(array_length(p_entity_ids, 1), 0) LOOP
    entity := p_entity_ids[i];
    IF EXISTS (SELECT 1 FROM core.record_opens
               WHERE user_id = p_user AND tenant_id = p_tenant AND entity_type = p_entity
                 AND entity_id = entity AND period_start = p_period_start) THEN
      outcomes := outcomes || 'reopened'::text;
    ELSIF used < p_credits THEN
      INSERT INTO core.record_opens (user_id, tenant_id, entity_type, entity_id, period_start, opened_at)
      VALUES (p_user, p_tenant, p_entity, entity, p_period_start, p_opened_at[i])
      ON CONFLICT DO NOTHING;
      IF FOUND THEN
        used := used + 1;
        outcomes := outcomes || 'debited'::text;
      ELSE
        outcomes := outcomes || 'reopened'::text;
      END IF;
    ELSE
      outcomes := outcomes || 'refused'::text;
    END IF;
  END LOOP;
  RETURN outcomes;
END $$;
