-- "Contacts in Milano with this function, latest changes first", page 50: the plan walked the
-- modification-date index and fetched each contact to test its city and function, about 40,000
-- rows to keep 1,000 (40-60 ms; 85 ms with the capped count in the bench). Walking the city's
-- contacts already in date order fetches only the city's: 6-7 ms, and 2-3 ms with "has a
-- nomination" (docs/performance.md §29). contacts_city_idx stays: it is half the size, and the
-- capped counts and bitmap plans of a city read it.
CREATE INDEX contacts_city_modified_idx ON contacts (city, modified_at DESC, id DESC);
