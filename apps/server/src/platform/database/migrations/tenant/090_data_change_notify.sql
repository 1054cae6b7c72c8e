-- Every table whose rows a cached answer reads (company and contact details, quick search) tells
-- the app processes when a statement changed it: one NOTIFY per statement, delivered at commit and
-- folded with the others of the same transaction, so bulk writes stay cheap. The payload is the
-- schema: each process drops what it keeps of that tenant (platform/database/tenant-data-cache.ts).
-- Per-user data, news and pitch scores are left out (UNCACHED_TENANT_TABLES, same list).
CREATE FUNCTION notify_tenant_data_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('adatlas_tenant_data', TG_TABLE_SCHEMA);
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
      AND c.relname NOT IN ('alert_digests', 'change_events', 'comments', 'entity_news', 'entity_news_refs',
        'news_feeds', 'news_items', 'pitch_scores', 'saved_searches', 'settings', 'tag_associations', 'tags')
  LOOP
    EXECUTE format('CREATE TRIGGER data_change_notify AFTER INSERT OR UPDATE OR DELETE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_data_change()', t);
    EXECUTE format('CREATE TRIGGER data_change_notify_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_data_change()', t);
  END LOOP;
END $$;
