CREATE TABLE brands (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  name_norm text GENERATED ALWAYS AS (public.search_norm(name)) STORED,
  name_compact text GENERATED ALWAYS AS (public.search_compact(name)) STORED,
  company_id bigint REFERENCES companies(id),
  logo_url text,
  website text,
  sector_ids int[] NOT NULL DEFAULT '{}',
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  modified_by text
);
CREATE INDEX brands_company_idx ON brands (company_id);
CREATE INDEX brands_name_norm_trgm_idx ON brands USING gin (name_norm gin_trgm_ops);
CREATE INDEX brands_name_compact_trgm_idx ON brands USING gin (name_compact gin_trgm_ops);
CREATE INDEX brands_name_prefix_idx ON brands (name_norm text_pattern_ops);

CREATE TABLE brand_external_links (
  id bigserial PRIMARY KEY,
  brand_id bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  label text NOT NULL,
  link text NOT NULL,
  disabled boolean NOT NULL DEFAULT false
);
CREATE INDEX brand_external_links_brand_idx ON brand_external_links (brand_id);

-- An agency working on a brand, in one agency category (creative, media, digital, PR, ...).
CREATE TABLE work_relations (
  id bigserial PRIMARY KEY,
  brand_id bigint NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  agency_company_id bigint NOT NULL REFERENCES companies(id),
  category_id int NOT NULL REFERENCES reference_items(id),
  since date,
  UNIQUE (brand_id, agency_company_id, category_id)
);
CREATE INDEX work_relations_agency_idx ON work_relations (agency_company_id);

CREATE TABLE pitches (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  company_id bigint NOT NULL REFERENCES companies(id),
  category_id int NOT NULL REFERENCES reference_items(id),
  start_date date NOT NULL,
  end_date date,
  scope text,
  source text,
  winner_company_id bigint REFERENCES companies(id),
  former_winner_company_id bigint REFERENCES companies(id),
  competition boolean NOT NULL DEFAULT true,
  comment text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  modified_by text
);
CREATE INDEX pitches_company_idx ON pitches (company_id, start_date DESC);
CREATE INDEX pitches_start_idx ON pitches (start_date DESC, id DESC);
CREATE INDEX pitches_winner_idx ON pitches (winner_company_id);

CREATE TABLE pitch_brands (
  pitch_id bigint NOT NULL REFERENCES pitches(id) ON DELETE CASCADE,
  brand_id bigint NOT NULL REFERENCES brands(id),
  PRIMARY KEY (pitch_id, brand_id)
);

CREATE TABLE pitch_competitors (
  pitch_id bigint NOT NULL REFERENCES pitches(id) ON DELETE CASCADE,
  company_id bigint NOT NULL REFERENCES companies(id),
  PRIMARY KEY (pitch_id, company_id)
);
CREATE INDEX pitch_competitors_company_idx ON pitch_competitors (company_id);

CREATE TABLE creative_works (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  published_at date NOT NULL,
  duration_seconds int,
  url text,
  snapshot_url text,
  infos text,
  brand_id bigint REFERENCES brands(id),
  company_id bigint REFERENCES companies(id),
  agency_id bigint REFERENCES companies(id),
  production_agency_id bigint REFERENCES companies(id),
  post_production_agency_id bigint REFERENCES companies(id),
  music_production_agency_id bigint REFERENCES companies(id),
  category_ids int[] NOT NULL DEFAULT '{}',
  credits text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX creative_works_company_idx ON creative_works (company_id, published_at DESC);
CREATE INDEX creative_works_agency_idx ON creative_works (agency_id, published_at DESC);
CREATE INDEX creative_works_date_idx ON creative_works (published_at DESC, id DESC);

-- Social ads libraries (Meta, Google): one row per brand, platform, year and payer.
CREATE TABLE brand_advertisers (
  id bigserial PRIMARY KEY,
  advertiser_type text NOT NULL CHECK (advertiser_type IN ('META', 'GOOGLE')),
  brand_id bigint NOT NULL REFERENCES brands(id),
  company_id bigint NOT NULL REFERENCES companies(id),
  year int NOT NULL,
  payer text,
  beneficiary text,
  n_ads int NOT NULL DEFAULT 0,
  eu_total_reach bigint,
  times_shown_lower bigint,
  times_shown_upper bigint,
  meta_library_id text,
  google_advertiser_id text
);
CREATE INDEX brand_advertisers_company_idx ON brand_advertisers (company_id, year);
CREATE INDEX brand_advertisers_year_idx ON brand_advertisers (year, advertiser_type);
