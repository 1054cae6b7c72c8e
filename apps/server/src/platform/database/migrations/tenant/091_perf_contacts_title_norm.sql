-- "Title contains marketing" in a region: the title was normalised (lower + unaccent) on every
-- row the filter looked at, so the capped count had to AND two bitmaps of 190,000 and 297,000
-- entries instead (81 ms) and page 50 sorted by date read its rows at 62 ms. Stored once, the
-- normal form costs a plain LIKE per row: the count walks the region index to its 10,001st match
-- (29 ms) and page 50 takes 35 ms (docs/performance.md §20).
ALTER TABLE contacts ADD COLUMN title_norm text GENERATED ALWAYS AS (public.search_norm(title)) STORED;
CREATE INDEX contacts_title_norm_trgm_idx ON contacts USING gin (title_norm gin_trgm_ops);
DROP INDEX contacts_title_trgm_idx;
-- Statistics for the new column now, not at the next autovacuum: without them the planner
-- guesses, and the same count took 400 ms right after the rewrite.
ANALYZE contacts (title_norm);
