-- City and revenue band together are among the list's commonest filters; their capped count had no
-- index led by both, so Postgres walked a whole sector index testing the two columns in each entry
-- (6,195 buffers, 65-106 ms for "Roma, bands c-d" on the 500,000-company bench set; the slowest
-- company-list requests of the growth run). Led by both, the count reads its 4,401 matches from
-- 7 pages: 1.5 ms (docs/performance.md §33).
CREATE INDEX companies_city_income_idx ON companies (city, income_range) WHERE active;
