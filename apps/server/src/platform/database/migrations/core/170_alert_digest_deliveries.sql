-- The change events each user's alert digest has mailed, written in the same transaction as the
-- outbox mail carrying them. The digest's own progress lives on the tenant's server: when that
-- transaction fails after the mail was queued, the retry finds its events here and leaves them
-- out, instead of mailing them a second time.
CREATE TABLE core.alert_digest_deliveries (
  tenant_id text NOT NULL,
  user_id integer NOT NULL,
  event_id bigint NOT NULL,
  mail_id integer NOT NULL,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, event_id)
);
