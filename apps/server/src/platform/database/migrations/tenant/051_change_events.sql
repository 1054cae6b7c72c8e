-- What changed about a company, for the e-mail alerts of the users following it. Written by the
-- statement-level triggers below (one INSERT ... SELECT per statement, so bulk loads stay fast) and
-- only for companies someone follows: the digest never reports events older than the follow.
CREATE TABLE change_events (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL,
  event text NOT NULL CHECK (event IN ('contact_change', 'new_contact', 'new_creativity', 'new_fundraiser',
    'new_mergers_and_acquisitions', 'new_pitch')),
  entity_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX change_events_company_idx ON change_events (company_id, id);

-- The functions keep the tenant schema as search_path (FROM CURRENT: the migrator's path), because
-- callers reach tables through schema-qualified names under their own search_path.
CREATE FUNCTION contacts_inserted_event() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO change_events (company_id, event, entity_id)
  SELECT DISTINCT e.company_id, 'new_contact', e.entity_id
  FROM (SELECT company_id, id AS entity_id FROM new_rows) AS e
  WHERE e.company_id IN (SELECT entity_id FROM settings WHERE key = 'email-alerts.company');
  RETURN NULL;
END $$;
CREATE TRIGGER contacts_change_events_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_inserted_event();

-- A contact changing function or company is news for the company it joins and the one it leaves.
CREATE FUNCTION contacts_updated_event() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO change_events (company_id, event, entity_id)
  SELECT DISTINCT e.company_id, 'contact_change', e.entity_id
  FROM (SELECT n.company_id, n.id AS entity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.function_id IS DISTINCT FROM o.function_id OR n.company_id IS DISTINCT FROM o.company_id
        UNION ALL
        SELECT o.company_id, o.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.company_id IS DISTINCT FROM o.company_id) AS e
  WHERE e.company_id IN (SELECT entity_id FROM settings WHERE key = 'email-alerts.company');
  RETURN NULL;
END $$;
CREATE TRIGGER contacts_change_events_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_updated_event();

-- A new pitch concerns its advertiser; competitors are added after the pitch, in pitch_competitors.
CREATE FUNCTION pitches_inserted_event() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO change_events (company_id, event, entity_id)
  SELECT DISTINCT e.company_id, 'new_pitch', e.entity_id
  FROM (SELECT company_id, id AS entity_id FROM new_rows) AS e
  WHERE e.company_id IN (SELECT entity_id FROM settings WHERE key = 'email-alerts.company');
  RETURN NULL;
END $$;
CREATE TRIGGER pitches_change_events_insert AFTER INSERT ON pitches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pitches_inserted_event();

CREATE FUNCTION pitch_competitors_inserted_event() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO change_events (company_id, event, entity_id)
  SELECT DISTINCT e.company_id, 'new_pitch', e.entity_id
  FROM (SELECT company_id, pitch_id AS entity_id FROM new_rows) AS e
  WHERE e.company_id IN (SELECT entity_id FROM settings WHERE key = 'email-alerts.company');
  RETURN NULL;
END $$;
CREATE TRIGGER pitch_competitors_change_events_insert AFTER INSERT ON pitch_competitors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pitch_competitors_inserted_event();

-- A creative work is news for the advertiser and for the agency that made it.
CREATE FUNCTION creative_works_inserted_event() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO change_events (company_id, event, entity_id)
  SELECT DISTINCT e.company_id, 'new_creativity', e.entity_id
  FROM (SELECT company_id, id AS entity_id FROM new_rows UNION ALL SELECT agency_id, id FROM new_rows) AS e
  WHERE e.company_id IN (SELECT entity_id FROM settings WHERE key = 'email-alerts.company');
  RETURN NULL;
END $$;
CREATE TRIGGER creative_works_change_events_insert AFTER INSERT ON creative_works
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION creative_works_inserted_event();

CREATE FUNCTION investment_rounds_inserted_event() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO change_events (company_id, event, entity_id)
  SELECT DISTINCT e.company_id, 'new_fundraiser', e.entity_id
  FROM (SELECT company_id, id AS entity_id FROM new_rows) AS e
  WHERE e.company_id IN (SELECT entity_id FROM settings WHERE key = 'email-alerts.company');
  RETURN NULL;
END $$;
CREATE TRIGGER investment_rounds_change_events_insert AFTER INSERT ON investment_rounds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investment_rounds_inserted_event();

-- An acquisition is news for the buyer and the seller.
CREATE FUNCTION acquisitions_inserted_event() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO change_events (company_id, event, entity_id)
  SELECT DISTINCT e.company_id, 'new_mergers_and_acquisitions', e.entity_id
  FROM (SELECT buyer_company_id AS company_id, id AS entity_id FROM new_rows UNION ALL SELECT seller_company_id, id FROM new_rows) AS e
  WHERE e.company_id IN (SELECT entity_id FROM settings WHERE key = 'email-alerts.company');
  RETURN NULL;
END $$;
CREATE TRIGGER acquisitions_change_events_insert AFTER INSERT ON acquisitions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION acquisitions_inserted_event();

-- The digest watermark per user: the last event id already mailed. Locked row by row with
-- FOR UPDATE SKIP LOCKED, so two workers never mail the same user twice.
CREATE TABLE alert_digests (
  user_id integer PRIMARY KEY,
  last_event_id bigint NOT NULL DEFAULT 0,
  last_sent_at timestamptz
);
