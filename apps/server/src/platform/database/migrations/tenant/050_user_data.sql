-- Per-user data about this country's records. user_id is core.users.id: core may live on another
-- server, so there is no foreign key; author names and organisations are copied where needed.

CREATE TABLE tags (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  color text NOT NULL CHECK (color ~ '^[0-9A-F]{6}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Tag names are unique per user regardless of case.
CREATE UNIQUE INDEX tags_user_name_key ON tags (user_id, lower(name));

CREATE TABLE tag_associations (
  tag_id bigint NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('company', 'contact', 'pitch', 'pitchScore')),
  entity_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tag_id, entity_type, entity_id)
);
CREATE INDEX tag_associations_entity_idx ON tag_associations (entity_type, entity_id);

CREATE TABLE comments (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL,
  user_name text,
  user_surname text,
  -- The author's organisation when writing: public comments are shown to that organisation.
  user_organisation text,
  comment_type text NOT NULL CHECK (comment_type IN ('private', 'public')),
  content text NOT NULL CHECK (length(btrim(content)) > 0),
  entity_type text NOT NULL CHECK (entity_type IN ('company', 'contact')),
  entity_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_entity_idx ON comments (entity_type, entity_id, created_at DESC);
CREATE INDEX comments_user_idx ON comments (user_id);
CREATE INDEX comments_organisation_idx ON comments (user_organisation) WHERE comment_type = 'public';

CREATE TABLE saved_searches (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL,
  type text NOT NULL CHECK (type IN ('company', 'contact', 'pitch', 'pitchScore')),
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  data jsonb NOT NULL,
  results_count integer,
  cached_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, type, created_at DESC);

CREATE TABLE settings (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL,
  key text NOT NULL,
  entity_type text,
  entity_id bigint,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE NULLS NOT DISTINCT (user_id, key, entity_type, entity_id)
);
CREATE INDEX settings_followed_company_idx ON settings (entity_id) WHERE key = 'email-alerts.company';
