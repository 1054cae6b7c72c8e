-- Ad-library ingestion (#35): what the ingesters need beyond the staging shape of 160.
-- rows_read: lines of a Google file (or ads of Meta pages) read so far, for the back office's
-- progress while a run is under way (a Google file loads in one transaction, so `ads` stays 0
-- until it commits). max_delivery_start: the latest delivery start among the ads a Meta run
-- read; the next run of that country asks Meta for ads delivered since then.
-- region: the country a run was for (META ad_reached_countries, GOOGLE the rows kept).
ALTER TABLE ad_library_runs
  ADD COLUMN rows_read integer NOT NULL DEFAULT 0 CHECK (rows_read >= 0),
  ADD COLUMN max_delivery_start date,
  ADD COLUMN region text;
-- The incremental read looks up the latest done run of a source.
CREATE INDEX ad_library_runs_source_status ON ad_library_runs (source, status, started_at DESC);
