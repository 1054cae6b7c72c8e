-- Follow alerts for work relations (#35): an agency starting or stopping work on a brand is news
-- for the brand's owner and for the agency, whether an editor entered the relation, confirmed it
-- from the ad libraries (an insert) or rejected / undid that confirmation (a delete). The event
-- names the brand, so the digest can say which one even after the relation is gone.
ALTER TABLE change_events DROP CONSTRAINT change_events_event_check;
ALTER TABLE change_events ADD CONSTRAINT change_events_event_check CHECK (event IN ('contact_change',
  'new_contact', 'new_creativity', 'new_fundraiser', 'new_mergers_and_acquisitions', 'new_pitch',
  'work_relation_change'));

CREATE FUNCTION work_relations_changed_event() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO change_events (company_id, event, entity_id)
  SELECT DISTINCT e.company_id, 'work_relation_change', e.brand_id
  FROM (SELECT b.company_id, r.brand_id FROM changed_rows r JOIN brands b ON b.id = r.brand_id
        UNION ALL
        SELECT r.agency_company_id, r.brand_id FROM changed_rows r) AS e
  WHERE e.company_id IN (SELECT entity_id FROM settings WHERE key = 'email-alerts.company');
  RETURN NULL;
END $$;
CREATE TRIGGER work_relations_change_events_insert AFTER INSERT ON work_relations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION work_relations_changed_event();
CREATE TRIGGER work_relations_change_events_delete AFTER DELETE ON work_relations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION work_relations_changed_event();
