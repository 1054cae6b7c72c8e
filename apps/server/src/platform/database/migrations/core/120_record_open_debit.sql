-- A first open's debit in one round trip. A record already opened in the period is free and takes
-- no lock. Otherwise: the per-user advisory lock (namespace 40001), then the open recorded only
-- while fewer than `credits` records of its kind were opened in the period. In READ COMMITTED
-- each statement of a volatile function takes a new snapshot, so the count runs after the lock is
-- granted and sees every debit committed before it; the lock is released when the caller's
-- statement commits. Before, the same steps took up to six round trips (the reopen check, BEGIN,
-- lock, insert, COMMIT, the check again) with the lock held across three of them.
-- Answers 'reopened' (free), 'debited' or 'refused' (no credit left).
CREATE FUNCTION core.debit_record_open(
  p_user integer, p_tenant text, p_entity text, p_entity_id integer, p_period_start timestamptz,
  p_now timestamptz, p_credits integer
) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM core.record_opens
             WHERE user_id = p_user AND tenant_id = p_tenant AND entity_type = p_entity
               AND entity_id = p_entity_id AND period_start = p_period_start) THEN
    RETURN 'reopened';
  END IF;
  PERFORM pg_advisory_xact_lock(40001, p_user);
  INSERT INTO core.record_opens (user_id, tenant_id, entity_type, entity_id, period_start, opened_at)
  SELECT p_user, p_tenant, p_entity, p_entity_id, p_period_start, p_now
  WHERE (
    SELECT count(*) FROM core.record_opens
    WHERE user_id = p_user AND tenant_id = p_tenant AND entity_type = p_entity AND period_start = p_period_start
  ) < p_credits
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN 'debited';
  END IF;
  -- Not written: opened meanwhile by a concurrent request (free), or no credit left.
  IF EXISTS (SELECT 1 FROM core.record_opens
             WHERE user_id = p_user AND tenant_id = p_tenant AND entity_type = p_entity
               AND entity_id = p_entity_id AND period_start = p_period_start) THEN
    RETURN 'reopened';
  END IF;
  RETURN 'refused';
END $$;
