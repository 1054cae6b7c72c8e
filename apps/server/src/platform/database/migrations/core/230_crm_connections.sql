-- A user's connection to their CRM (#34): one at a time, HubSpot (private-app token) or
-- Salesforce (OAuth). Tokens are AES-GCM sealed with the server's secret box and never sent back.
CREATE TABLE core.crm_connections (
  user_id integer PRIMARY KEY REFERENCES core.users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('hubspot', 'salesforce')),
  access_token_sealed text NOT NULL,
  refresh_token_sealed text,
  -- Salesforce answers on the organisation's own host, learnt from the token response.
  instance_url text,
  account_name text,
  connected_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);
