-- Social-network figures of a company (spec data §3 "Social media record"), one row per network
-- and measurement date: the company page shows the latest figures and the follower trend. The
-- networks are the domain's SOCIAL_NETWORKS; a network publishes only some figures (the app
-- stores a rating, no followers), so every figure may be missing.
CREATE TABLE social_media (
  id bigserial PRIMARY KEY,
  company_id bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('facebook', 'instagram', 'linkedin', 'x', 'youtube', 'tiktok',
    'app_store', 'google_play')),
  followers bigint CHECK (followers >= 0),
  likes bigint CHECK (likes >= 0),
  posts int CHECK (posts >= 0),
  views bigint CHECK (views >= 0),
  app_rating numeric(2, 1) CHECK (app_rating BETWEEN 0 AND 5),
  measured_at date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  -- Its index leads with company_id: it also serves the section probe of the company detail (one
  -- EXISTS per section) and the tab's read, so no second index on company_id alone.
  CONSTRAINT social_media_company_network_measured_key UNIQUE (company_id, network, measured_at)
);

-- The company detail (and its section flags) is cached until the tenant's data changes: this
-- table tells the app processes as the others of migration 090 do.
CREATE TRIGGER data_change_notify AFTER INSERT OR UPDATE OR DELETE ON social_media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_data_change();
CREATE TRIGGER data_change_notify_truncate AFTER TRUNCATE ON social_media
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_data_change();
