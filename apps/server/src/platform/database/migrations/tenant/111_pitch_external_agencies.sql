-- Agencies a pitch names that are not companies of the database (spec "Pitch": external
-- competitors / winner / former winner), kept as names beside the linked companies.
ALTER TABLE pitches
  ADD COLUMN external_competitors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN external_winner text,
  ADD COLUMN external_former_winner text;
