-- Reference lists of one country. Trees (categories, sectors, functions, collective agreements)
-- carry parent and a materialised path; flat lists share one table keyed by list name.
CREATE TABLE categories (
  id serial PRIMARY KEY,
  key text NOT NULL,
  parent_id int REFERENCES categories(id),
  path text NOT NULL,
  sort_order int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX categories_parent_idx ON categories (parent_id);

CREATE TABLE sectors (
  id serial PRIMARY KEY,
  key text NOT NULL,
  parent_id int REFERENCES sectors(id),
  path text NOT NULL,
  sort_order int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX sectors_parent_idx ON sectors (parent_id);

CREATE TABLE functions (
  id serial PRIMARY KEY,
  key text NOT NULL,
  parent_id int REFERENCES functions(id),
  path text NOT NULL,
  sort_order int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE collective_agreements (
  id serial PRIMARY KEY,
  key text NOT NULL,
  identifier text NOT NULL,
  parent_id int REFERENCES collective_agreements(id),
  active boolean NOT NULL DEFAULT true,
  extra_fields jsonb NOT NULL DEFAULT '{}'::jsonb
);

-- Flat lists: income_range, employer_range, international_invest, medium_planning,
-- other_categories, source, scope, funding_type, contract_type, pitch_category, agency_category,
-- crea_category.
CREATE TABLE reference_items (
  id serial PRIMARY KEY,
  list text NOT NULL,
  key text NOT NULL,
  label text NOT NULL,
  sort_order int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (list, key)
);
