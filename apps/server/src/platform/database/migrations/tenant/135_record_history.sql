-- A record's history, for the History section of company and contact pages: every change of a
-- tracked field with its values before and after, and the events around a company (a contact
-- joins, moves or changes function; a new pitch; a new creative work). change_events (051) stays
-- the follow alerts' feed: it holds only followed companies and no values.
-- Written by statement-level triggers (one INSERT ... SELECT per statement over the transition
-- tables), so bulk loads stay one pass. No foreign keys: a deleted record keeps its history and a
-- load does not pay a lookup per row.
CREATE TABLE record_history (
  id bigserial PRIMARY KEY,
  record_kind text NOT NULL CHECK (record_kind IN ('company', 'contact', 'pitch', 'creative')),
  record_id bigint NOT NULL,
  -- The company whose History shows the entry (a contact's current company; for a move, one
  -- entry for the company joined and one for the company left).
  company_id bigint,
  kind text NOT NULL CHECK (kind IN ('field_change', 'verified', 'new_contact', 'contact_moved',
    'contact_left', 'function_change', 'new_pitch', 'new_creative')),
  field text,
  before text,
  after text,
  at timestamptz NOT NULL DEFAULT now(),
  actor text
);
CREATE INDEX record_history_record_idx ON record_history (record_kind, record_id, at DESC, id DESC);
CREATE INDEX record_history_company_idx ON record_history (company_id, at DESC, id DESC);

-- When the back office last checked the record and found it right ("Mark as verified").
ALTER TABLE companies ADD COLUMN verified_at timestamptz;
ALTER TABLE contacts ADD COLUMN verified_at timestamptz;
-- "Changed since" and "latest changes first" on the company list.
CREATE INDEX companies_modified_idx ON companies (modified_at DESC, id DESC);

-- The moment of an update: the modification date the writer set, else the transaction's.
CREATE FUNCTION record_history_moment(new_at timestamptz, old_at timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN new_at IS DISTINCT FROM old_at THEN new_at ELSE now() END
$$;

CREATE FUNCTION companies_updated_history() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO record_history (record_kind, record_id, company_id, kind, field, before, after, at, actor)
  SELECT 'company', n.id, n.id, 'field_change', f.field, j.o ->> f.field, j.n ->> f.field,
    record_history_moment(n.modified_at, o.modified_at), n.modified_by
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  CROSS JOIN LATERAL (SELECT to_jsonb(n) AS n, to_jsonb(o) AS o) j
  CROSS JOIN unnest(ARRAY['name', 'type', 'active', 'vat', 'creation_year', 'ateco_code', 'public_comment',
    'address', 'postal_code', 'city', 'province', 'region', 'nation', 'tel', 'fax', 'email', 'website',
    'e_commerce', 'store_number', 'income_range', 'employer_range', 'medium_planning']) AS f(field)
  WHERE j.n -> f.field IS DISTINCT FROM j.o -> f.field;

  INSERT INTO record_history (record_kind, record_id, company_id, kind, at, actor)
  SELECT 'company', n.id, n.id, 'verified', n.verified_at, n.modified_by
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.verified_at IS NOT NULL AND n.verified_at IS DISTINCT FROM o.verified_at;
  RETURN NULL;
END $$;
CREATE TRIGGER companies_record_history_update AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION companies_updated_history();

-- A new contact is news for its company, dated when the contact was created (a bulk load's
-- contacts keep their own dates).
CREATE FUNCTION contacts_inserted_history() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO record_history (record_kind, record_id, company_id, kind, after, at, actor)
  SELECT 'contact', n.id, n.company_id, 'new_contact', n.name || ' ' || n.surname, n.created_at, n.modified_by
  FROM new_rows n;
  RETURN NULL;
END $$;
CREATE TRIGGER contacts_record_history_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_inserted_history();

-- Field changes keep their values (the reveal rule hides the private ones when read); a move
-- names both companies, a function change both functions.
CREATE FUNCTION contacts_updated_history() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO record_history (record_kind, record_id, company_id, kind, field, before, after, at, actor)
  SELECT 'contact', n.id, n.company_id, 'field_change', f.field, j.o ->> f.field, j.n ->> f.field,
    record_history_moment(n.modified_at, o.modified_at), n.modified_by
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  CROSS JOIN LATERAL (SELECT to_jsonb(n) AS n, to_jsonb(o) AS o) j
  CROSS JOIN unnest(ARRAY['prefix', 'name', 'surname', 'title', 'active', 'nomination_date', 'address',
    'city', 'province', 'region', 'nation', 'email', 'tel', 'phone', 'fax', 'linkedin', 'xing']) AS f(field)
  WHERE j.n -> f.field IS DISTINCT FROM j.o -> f.field;

  INSERT INTO record_history (record_kind, record_id, company_id, kind, field, before, after, at, actor)
  SELECT 'contact', n.id, e.company_id, e.kind, 'company_id', oc.name, nc.name,
    record_history_moment(n.modified_at, o.modified_at), n.modified_by
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  LEFT JOIN companies oc ON oc.id = o.company_id
  LEFT JOIN companies nc ON nc.id = n.company_id
  CROSS JOIN LATERAL (VALUES ('contact_moved', n.company_id), ('contact_left', o.company_id)) AS e(kind, company_id)
  WHERE n.company_id IS DISTINCT FROM o.company_id AND (e.kind = 'contact_moved' OR o.company_id IS NOT NULL);

  INSERT INTO record_history (record_kind, record_id, company_id, kind, field, before, after, at, actor)
  SELECT 'contact', n.id, n.company_id, 'function_change', 'function_id', ofn.key, nfn.key,
    record_history_moment(n.modified_at, o.modified_at), n.modified_by
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  LEFT JOIN functions ofn ON ofn.id = o.function_id
  LEFT JOIN functions nfn ON nfn.id = n.function_id
  WHERE n.function_id IS DISTINCT FROM o.function_id;

  INSERT INTO record_history (record_kind, record_id, company_id, kind, at, actor)
  SELECT 'contact', n.id, n.company_id, 'verified', n.verified_at, n.modified_by
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.verified_at IS NOT NULL AND n.verified_at IS DISTINCT FROM o.verified_at;
  RETURN NULL;
END $$;
CREATE TRIGGER contacts_record_history_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION contacts_updated_history();

CREATE FUNCTION pitches_inserted_history() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO record_history (record_kind, record_id, company_id, kind, after, at, actor)
  SELECT 'pitch', n.id, n.company_id, 'new_pitch', n.title, n.created_at, n.modified_by FROM new_rows n;
  RETURN NULL;
END $$;
CREATE TRIGGER pitches_record_history_insert AFTER INSERT ON pitches
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pitches_inserted_history();

-- A creative work is news for its advertiser and for the agency that made it.
CREATE FUNCTION creative_works_inserted_history() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO record_history (record_kind, record_id, company_id, kind, after, at, actor)
  SELECT DISTINCT 'creative', n.id, e.company_id, 'new_creative', n.title, n.created_at, n.modified_by
  FROM new_rows n CROSS JOIN LATERAL (VALUES (n.company_id), (n.agency_id)) AS e(company_id)
  WHERE e.company_id IS NOT NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER creative_works_record_history_insert AFTER INSERT ON creative_works
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION creative_works_inserted_history();
