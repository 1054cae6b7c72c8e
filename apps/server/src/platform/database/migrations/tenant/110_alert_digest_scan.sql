-- Digest progress by commit order instead of by event id. An id is taken at insert but the row
-- appears at commit, so an event committed after a higher id had been mailed was skipped for
-- good. Each run now rereads the events created since its previous scan minus an overlap longer
-- than any writing transaction, and leaves out those already mailed (core.alert_digest_deliveries).
ALTER TABLE alert_digests ADD COLUMN scanned_at timestamptz;
-- last_event_id no longer moves: it keeps excluding what the id watermark mailed before this.
UPDATE alert_digests SET scanned_at = last_sent_at;
CREATE INDEX change_events_created_idx ON change_events (created_at);
