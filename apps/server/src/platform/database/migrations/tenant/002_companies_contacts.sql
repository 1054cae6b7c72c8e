CREATE TABLE companies (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  name_norm text GENERATED ALWAYS AS (public.search_norm(name)) STORED,
  name_compact text GENERATED ALWAYS AS (public.search_compact(name)) STORED,
  type text NOT NULL CHECK (type IN ('ADV', 'AG', 'CP', 'ME')),
  active boolean NOT NULL DEFAULT true,
  logo_url text,
  main_category_id int REFERENCES categories(id),
  sector_ids int[] NOT NULL DEFAULT '{}',
  other_category_ids int[] NOT NULL DEFAULT '{}',
  international_invest text[] NOT NULL DEFAULT '{}',
  collective_agreement_ids int[] NOT NULL DEFAULT '{}',
  address text,
  address_notes text,
  postal_code text,
  city text,
  province text,
  region text,
  nation text,
  nation_orig text,
  lat double precision,
  lng double precision,
  tel text,
  fax text,
  email text,
  website text,
  e_commerce text,
  vat text,
  creation_year int,
  store_number int,
  number_of_contacts int NOT NULL DEFAULT 0,
  medium_planning text,
  income_range text,
  employer_range text,
  key_nielsen text,
  parent_id bigint REFERENCES companies(id),
  ateco_code text,
  public_comment text,
  job_offers_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  modified_by text,
  companychange_at timestamptz,
  functionchange_at timestamptz
);
CREATE INDEX companies_parent_idx ON companies (parent_id);
CREATE INDEX companies_name_norm_trgm_idx ON companies USING gin (name_norm gin_trgm_ops);
CREATE INDEX companies_name_compact_trgm_idx ON companies USING gin (name_compact gin_trgm_ops);
CREATE INDEX companies_name_norm_prefix_idx ON companies (name_norm text_pattern_ops);
CREATE INDEX companies_name_sort_idx ON companies (name_norm, id);
CREATE INDEX companies_city_idx ON companies (city, name_norm);
CREATE INDEX companies_region_idx ON companies (region, name_norm);
CREATE INDEX companies_main_category_idx ON companies (main_category_id, name_norm);
CREATE INDEX companies_sector_ids_idx ON companies USING gin (sector_ids);
CREATE INDEX companies_type_idx ON companies (type);

CREATE TABLE company_external_links (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  label text NOT NULL,
  link text NOT NULL,
  logo text,
  disabled boolean NOT NULL DEFAULT false
);
CREATE INDEX company_external_links_company_idx ON company_external_links (company_id);

CREATE TABLE company_financials (
  company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  year int NOT NULL,
  revenue numeric(16, 2),
  operating_result numeric(16, 2),
  employees int,
  personnel_cost numeric(16, 2),
  PRIMARY KEY (company_id, year)
);

-- Nielsen-style media spend, per company, year and channel (thousands in the tenant currency).
CREATE TABLE nielsen_spend (
  company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  year int NOT NULL,
  channel text NOT NULL,
  amount numeric(16, 2) NOT NULL,
  PRIMARY KEY (company_id, year, channel)
);
CREATE INDEX nielsen_spend_filter_idx ON nielsen_spend (year, channel, amount);

CREATE TABLE contacts (
  id bigserial PRIMARY KEY,
  company_id bigint REFERENCES companies(id),
  name text NOT NULL,
  surname text NOT NULL,
  full_name_norm text GENERATED ALWAYS AS (public.search_norm(name || ' ' || surname)) STORED,
  surname_norm text GENERATED ALWAYS AS (public.search_norm(surname)) STORED,
  prefix text,
  title text,
  function_id int REFERENCES functions(id),
  email text,
  tel text,
  phone text,
  fax text,
  linkedin text,
  xing text,
  address text,
  address_notes text,
  city text,
  province text,
  region text,
  nation text,
  nomination_date date,
  nomination_comment text,
  profile_img text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  modified_by text
);
CREATE INDEX contacts_company_idx ON contacts (company_id);
CREATE INDEX contacts_function_idx ON contacts (function_id);
CREATE INDEX contacts_modified_idx ON contacts (modified_at DESC, id DESC);
CREATE INDEX contacts_full_name_trgm_idx ON contacts USING gin (full_name_norm gin_trgm_ops);
CREATE INDEX contacts_surname_prefix_idx ON contacts (surname_norm text_pattern_ops);
CREATE INDEX contacts_city_idx ON contacts (city);

CREATE TABLE job_offers (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  published_at timestamptz NOT NULL,
  job_title text NOT NULL,
  contract_type text,
  location text,
  url text,
  description text
);
CREATE INDEX job_offers_company_idx ON job_offers (company_id, published_at DESC);

CREATE TABLE investment_rounds (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  funding_type_id int REFERENCES reference_items(id),
  funding_date date NOT NULL,
  total_amount numeric(16, 2)
);
CREATE INDEX investment_rounds_company_idx ON investment_rounds (company_id, funding_date);

CREATE TABLE investment_round_investors (
  round_id bigint NOT NULL REFERENCES investment_rounds(id) ON DELETE CASCADE,
  investor_company_id bigint REFERENCES companies(id),
  investor_name text NOT NULL,
  amount numeric(16, 2)
);
CREATE INDEX investment_round_investors_round_idx ON investment_round_investors (round_id);
CREATE INDEX investment_round_investors_company_idx ON investment_round_investors (investor_company_id);

-- Mergers and acquisitions.
CREATE TABLE acquisitions (
  id bigserial PRIMARY KEY,
  buyer_company_id bigint REFERENCES companies(id),
  seller_company_id bigint REFERENCES companies(id),
  acquired_at date NOT NULL,
  amount numeric(16, 2),
  title text NOT NULL
);
CREATE INDEX acquisitions_buyer_idx ON acquisitions (buyer_company_id, acquired_at);
CREATE INDEX acquisitions_seller_idx ON acquisitions (seller_company_id, acquired_at);

CREATE TABLE entity_news (
  id bigserial PRIMARY KEY,
  published_at timestamptz NOT NULL,
  text text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}'
);
CREATE TABLE entity_news_refs (
  news_id bigint NOT NULL REFERENCES entity_news(id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('company', 'contact')),
  entity_id bigint NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (news_id, entity_type, entity_id)
);
CREATE INDEX entity_news_refs_entity_idx ON entity_news_refs (entity_type, entity_id);
