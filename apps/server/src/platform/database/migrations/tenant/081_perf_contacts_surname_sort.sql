-- The contact list's surname sort orders by (surname_norm, search_norm(name), id). Without an
-- index in that order every match is normalised and sorted (130,000 contacts of one region at
-- production size); with it the page walks the index and stops (docs/performance.md).
CREATE INDEX contacts_surname_sort_idx ON contacts (surname_norm, public.search_norm(name), id);
