-- The surname sort and the surname prefix filter now compare under COLLATE "C" (byte order of the
-- normalised names, identical on every database collation). Under "C" the planner turns
-- `surname LIKE 'ros%'` into a range on this index, so "surname ros, by surname, page 50" walks
-- the 1,362 matching contacts in order instead of scanning the index from "a" (1.2 s → ms at
-- production size, docs/performance.md).
DROP INDEX IF EXISTS contacts_surname_sort_idx;
CREATE INDEX contacts_surname_sort_idx
  ON contacts ((surname_norm COLLATE "C"), (public.search_norm(name) COLLATE "C"), id);
