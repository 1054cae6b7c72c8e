CREATE TABLE news_feeds (
  id serial PRIMARY KEY,
  name text NOT NULL,
  logo text,
  url text NOT NULL UNIQUE,
  online boolean NOT NULL DEFAULT true,
  last_fetched_at timestamptz,
  last_error text
);

CREATE TABLE news_items (
  id bigserial PRIMARY KEY,
  feed_id int REFERENCES news_feeds(id),
  title text NOT NULL,
  link text NOT NULL UNIQUE,
  pub_date timestamptz NOT NULL,
  feed_logo text,
  categories text[] NOT NULL DEFAULT '{}',
  content_snippet text,
  tags text[] NOT NULL DEFAULT '{}',
  company_ids bigint[] NOT NULL DEFAULT '{}',
  search tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', public.search_norm(coalesce(title, '') || ' ' || coalesce(content_snippet, '')))
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_items_cursor_idx ON news_items (pub_date DESC, id DESC);
CREATE INDEX news_items_search_idx ON news_items USING gin (search);
