-- One row per (tenant, saved search, period) whose alert has run: the run that inserts it queues
-- the mail in the same transaction (mail_id null when nothing was new), so two processes running
-- the job at once, or a rerun in the same day or week, send nothing more.
CREATE TABLE core.saved_search_alert_deliveries (
  tenant_id text NOT NULL,
  saved_search_id bigint NOT NULL,
  -- 'day:2026-11-27' or 'week:2026-11-23' (the Monday, UTC).
  period text NOT NULL,
  user_id integer NOT NULL,
  records integer NOT NULL,
  mail_id integer,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, saved_search_id, period)
);
CREATE INDEX saved_search_alert_deliveries_at_idx ON core.saved_search_alert_deliveries (delivered_at);
