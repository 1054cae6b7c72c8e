-- The company list sorted by city, descending, keeps companies without a city last and the names
-- ascending within a city: no index gave that order (a backward scan of (city, name_norm) runs
-- the names backwards and puts the cities missing first), so every such page sorted all matches:
-- 280 ms for page 50 of the whole list, 210 ms within a region. Read in this order it is
-- 2.7 and 18 ms (docs/performance.md §26).
CREATE INDEX companies_city_desc_name_idx ON companies (city DESC NULLS LAST, name_norm, id);
