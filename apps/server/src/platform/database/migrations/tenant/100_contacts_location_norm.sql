-- Autocomplete of the contacts' own cities / provinces / regions by normalised prefix
-- (GET /frontend/contact/field/:field), as 020 does for companies: without them every keystroke
-- normalises and scans the whole contacts table.
CREATE INDEX contacts_city_norm_idx ON contacts (public.search_norm(city) text_pattern_ops);
CREATE INDEX contacts_province_norm_idx ON contacts (public.search_norm(province) text_pattern_ops);
CREATE INDEX contacts_region_norm_idx ON contacts (public.search_norm(region) text_pattern_ops);
