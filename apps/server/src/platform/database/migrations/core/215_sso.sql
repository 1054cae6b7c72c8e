-- Single sign-on (OpenID Connect) per customer organisation (#34). `organisation` is the same text
-- as users.organisation: the users an organisation's provider signs in belong to it.
CREATE TABLE core.sso_providers (
  id serial PRIMARY KEY,
  organisation text NOT NULL UNIQUE CHECK (length(btrim(organisation)) > 0),
  display_name text NOT NULL CHECK (length(btrim(display_name)) > 0),
  issuer_url text NOT NULL,
  client_id text NOT NULL,
  -- AES-GCM sealed with the server's secret box; never sent back by the API.
  client_secret_sealed text NOT NULL,
  -- What a user created at first sign-in gets: licence entries as the back office's licence form.
  default_licence jsonb NOT NULL DEFAULT '[]',
  sso_required boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);

-- An e-mail domain belongs to at most one provider, so the login page never has to choose.
CREATE TABLE core.sso_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain) AND length(domain) > 0),
  provider_id integer NOT NULL REFERENCES core.sso_providers (id) ON DELETE CASCADE
);
CREATE INDEX sso_domains_provider ON core.sso_domains (provider_id);

-- Who a provider's subject is here: sign-ins map by (provider, subject), never by e-mail.
CREATE TABLE core.sso_identities (
  provider_id integer NOT NULL REFERENCES core.sso_providers (id) ON DELETE CASCADE,
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES core.users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, subject),
  UNIQUE (provider_id, user_id)
);

-- A sign-in in progress: the state (hashed), the nonce and PKCE verifier it must be completed with,
-- and the hash of the secret the starting browser keeps, so a callback replayed elsewhere fails.
CREATE TABLE core.sso_logins (
  state_hash text PRIMARY KEY,
  provider_id integer NOT NULL REFERENCES core.sso_providers (id) ON DELETE CASCADE,
  tenant text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  browser_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_logins_expires ON core.sso_logins (expires_at);
