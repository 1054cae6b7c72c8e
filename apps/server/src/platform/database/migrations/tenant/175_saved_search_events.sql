-- Webhooks of saved searches (issue #33): one row each time records entered a followed saved search
-- at a sync after its first (the first sync only sets what matched when it was followed). The ids
-- come from change_events' sequence, so a delivery's event_id (unique per endpoint) never takes a
-- saved-search event for a follow event; test pings draw theirs from it as well.
CREATE TABLE saved_search_events (
  id bigint PRIMARY KEY DEFAULT nextval('change_events_id_seq'),
  saved_search_id bigint NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  -- The records are the search's matches first seen after sync since_seq, up to until_seq.
  since_seq integer NOT NULL,
  until_seq integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_search_events_created_idx ON saved_search_events (created_at, user_id);

-- When the webhook dispatcher last ran the search for its owner's endpoints: at most every few minutes.
ALTER TABLE saved_search_alerts ADD COLUMN webhook_synced_at timestamptz;
