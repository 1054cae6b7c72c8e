-- Saved-search alerts (issue #36). A followed saved search has one row here; the records matching
-- it at its last sync are kept in saved_search_matches, stamped with the sync that first saw them.
-- Sync numbers instead of clock times: the job, the list's refresh and "seen" all sync under the
-- alert row's lock, so the numbers order them whatever the clocks of the processes say.
CREATE TABLE saved_search_alerts (
  saved_search_id bigint PRIMARY KEY REFERENCES saved_searches (id) ON DELETE CASCADE,
  user_id integer NOT NULL,
  frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  -- The latest sync; the mail carries what came after mailed_seq, the badge what came after looked_seq.
  sync_seq integer NOT NULL DEFAULT 0,
  mailed_seq integer NOT NULL DEFAULT 0,
  looked_seq integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_mailed_at timestamptz
);
CREATE INDEX saved_search_alerts_frequency_idx ON saved_search_alerts (frequency, saved_search_id);

-- version: what makes a match new again although its id was there (a pitch's outcome: winner and
-- end date); '' for the kinds where only entering the search counts.
CREATE TABLE saved_search_matches (
  saved_search_id bigint NOT NULL REFERENCES saved_search_alerts (saved_search_id) ON DELETE CASCADE,
  record_id bigint NOT NULL,
  version text NOT NULL DEFAULT '',
  first_seen_seq integer NOT NULL,
  PRIMARY KEY (saved_search_id, record_id, version)
);
CREATE INDEX saved_search_matches_seen_idx ON saved_search_matches (saved_search_id, first_seen_seq);
