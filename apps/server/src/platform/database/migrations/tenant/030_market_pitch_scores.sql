-- One score per (company, pitch category), recomputed from the pitch history by a job.
CREATE TABLE pitch_scores (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  category_id int NOT NULL REFERENCES reference_items(id),
  latest_end_date date,
  scope text,
  latest_winner_company_id bigint REFERENCES companies(id),
  score int NOT NULL CHECK (score BETWEEN 0 AND 100),
  computed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, category_id)
);
CREATE INDEX pitch_scores_score_idx ON pitch_scores (score DESC, id DESC);

-- Pitch list filters: status by end date, title text.
CREATE INDEX pitches_end_idx ON pitches (end_date);
CREATE INDEX pitches_title_trgm_idx ON pitches USING gin (public.search_norm(title) gin_trgm_ops);
