-- The company list's Nielsen filter ("spend of year Y over the chosen channels between min and max")
-- summed a year's rows per company on every request: 150,000 numeric rows into 65,000 groups at
-- production size, 400-600 ms (docs/performance.md §10). It now reads one row per company and year
-- from a summary kept exact by the statement-level triggers below.
--
-- Channels are data (free text: 'tv', 'GRAND TOTAL', …), so the summary holds one array per row
-- indexed by a dictionary id: cents[channel id] = amount × 100 (numeric(16,2) × 100 is an exact
-- integer, below 10^16), NULL where the company has no row for that channel.
CREATE TABLE nielsen_channels (
  id smallint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE nielsen_yearly (
  company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  year int NOT NULL,
  cents bigint[] NOT NULL,
  PRIMARY KEY (year, company_id)
);

-- Aggregate of (channel id, amount) into the cents array; always lower bound 1, so the array reads
-- like the channel ids (`{NULL,150000,…}`) and an id above its end is simply absent (NULL).
CREATE FUNCTION nielsen_cents_step(cents bigint[], channel_id smallint, amount numeric) RETURNS bigint[]
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF cardinality(cents) = 0 THEN
    cents := array_fill(NULL::bigint, ARRAY[channel_id]);
  END IF;
  cents[channel_id] := (amount * 100)::bigint;
  RETURN cents;
END $$;
CREATE AGGREGATE nielsen_cents(smallint, numeric) (
  SFUNC = nielsen_cents_step, STYPE = bigint[], INITCOND = '{}'
);

-- Recomputes the summary of the given (company, year) pairs from nielsen_spend: upserts the pairs
-- that still have rows, deletes the others. Channel names not seen before join the dictionary
-- (checked first: an identity value is spent even when ON CONFLICT DO NOTHING skips the row).
--
-- Two transactions changing the same company must not both compute from a snapshot that misses the
-- other's rows, so each first takes the transaction lock of the company's bucket (company id mod 64,
-- namespace 40002; 40001 is the credit debit's): under READ COMMITTED the statements after the lock
-- see what the other committed. 64 buckets, not one lock per company: a bulk insert touching
-- 100,000 companies would exhaust the lock table. Under REPEATABLE READ the upsert of a row the
-- snapshot cannot see fails with a serialization error instead of writing a stale sum.
CREATE FUNCTION nielsen_yearly_refresh(company_ids bigint[], years int[]) RETURNS void
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(40002, k.bucket)
  FROM (SELECT DISTINCT (company_id % 64)::int AS bucket FROM unnest(company_ids) AS u(company_id) ORDER BY 1) AS k;

  INSERT INTO nielsen_channels (name)
  SELECT DISTINCT s.channel
  FROM nielsen_spend s JOIN unnest(company_ids, years) AS k(company_id, year) USING (company_id, year)
  WHERE NOT EXISTS (SELECT FROM nielsen_channels c WHERE c.name = s.channel)
  ON CONFLICT (name) DO NOTHING;

  INSERT INTO nielsen_yearly (company_id, year, cents)
  SELECT s.company_id, s.year, nielsen_cents(c.id, s.amount)
  FROM nielsen_spend s
  JOIN unnest(company_ids, years) AS k(company_id, year) USING (company_id, year)
  JOIN nielsen_channels c ON c.name = s.channel
  GROUP BY s.company_id, s.year
  ON CONFLICT (year, company_id) DO UPDATE SET cents = EXCLUDED.cents
  WHERE nielsen_yearly.cents IS DISTINCT FROM EXCLUDED.cents;

  DELETE FROM nielsen_yearly y
  USING unnest(company_ids, years) AS k(company_id, year)
  WHERE y.company_id = k.company_id AND y.year = k.year
    AND NOT EXISTS (SELECT FROM nielsen_spend s WHERE s.company_id = k.company_id AND s.year = k.year);
END $$;

-- The whole summary from nielsen_spend, for bulk loads that write with triggers off
-- (session_replication_role = replica) and for this migration. Writers of nielsen_spend wait
-- meanwhile, and so do readers of nielsen_yearly (TRUNCATE): a load, not something to run live.
CREATE FUNCTION nielsen_yearly_rebuild() RETURNS void
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  LOCK TABLE nielsen_spend IN SHARE MODE;
  TRUNCATE nielsen_yearly;
  INSERT INTO nielsen_channels (name)
  SELECT DISTINCT s.channel FROM nielsen_spend s
  WHERE NOT EXISTS (SELECT FROM nielsen_channels c WHERE c.name = s.channel);
  INSERT INTO nielsen_yearly (company_id, year, cents)
  SELECT s.company_id, s.year, nielsen_cents(c.id, s.amount)
  FROM nielsen_spend s JOIN nielsen_channels c ON c.name = s.channel
  GROUP BY s.company_id, s.year;
END $$;

-- One function per event: a trigger with transition tables handles a single event.
CREATE FUNCTION nielsen_spend_inserted() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM nielsen_yearly_refresh(array_agg(k.company_id), array_agg(k.year))
  FROM (SELECT DISTINCT company_id, year FROM new_rows) AS k;
  RETURN NULL;
END $$;
CREATE TRIGGER nielsen_spend_yearly_insert AFTER INSERT ON nielsen_spend
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nielsen_spend_inserted();

-- An update may move a row to another company, year or channel: both sides are recomputed.
CREATE FUNCTION nielsen_spend_updated() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM nielsen_yearly_refresh(array_agg(k.company_id), array_agg(k.year))
  FROM (SELECT company_id, year FROM new_rows UNION SELECT company_id, year FROM old_rows) AS k;
  RETURN NULL;
END $$;
CREATE TRIGGER nielsen_spend_yearly_update AFTER UPDATE ON nielsen_spend
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION nielsen_spend_updated();

-- Also runs for the rows a company deletion cascades to.
CREATE FUNCTION nielsen_spend_deleted() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  PERFORM nielsen_yearly_refresh(array_agg(k.company_id), array_agg(k.year))
  FROM (SELECT DISTINCT company_id, year FROM old_rows) AS k;
  RETURN NULL;
END $$;
CREATE TRIGGER nielsen_spend_yearly_delete AFTER DELETE ON nielsen_spend
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION nielsen_spend_deleted();

-- DELETE, not TRUNCATE: a TRUNCATE … CASCADE from companies (the seed's reload) has nielsen_yearly
-- open already, and then it is empty anyway.
CREATE FUNCTION nielsen_spend_truncated() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM nielsen_yearly;
  RETURN NULL;
END $$;
CREATE TRIGGER nielsen_spend_yearly_truncate AFTER TRUNCATE ON nielsen_spend
  FOR EACH STATEMENT EXECUTE FUNCTION nielsen_spend_truncated();

-- The backfill stays in this transaction, with the triggers: a write between the two would be
-- missed. 2 s for 675,000 rows (docs/performance.md §10), during which writers of nielsen_spend wait
-- and readers don't; the tenants are smaller.
SELECT nielsen_yearly_rebuild();
ANALYZE nielsen_channels, nielsen_yearly;
