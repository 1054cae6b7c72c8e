-- Extensions and helpers shared by every schema on a server; run once per server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (it reads a dictionary); pinning the dictionary makes this wrapper
-- safe to declare IMMUTABLE, so it can feed generated columns and expression indexes.
CREATE OR REPLACE FUNCTION public.search_norm(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- Same as search_norm, without spaces and punctuation: "L'Oréal" and "loreal" meet here.
CREATE OR REPLACE FUNCTION public.search_compact(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.search_norm(value), '[^a-z0-9]+', '', 'g') $$;
