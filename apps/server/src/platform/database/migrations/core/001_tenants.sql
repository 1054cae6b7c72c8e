CREATE TABLE core.tenants (
  id text PRIMARY KEY,
  country_code char(2) NOT NULL UNIQUE,
  name text NOT NULL,
  sort_order int NOT NULL DEFAULT 0,
  free_trial_enabled boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  company_credits int NOT NULL DEFAULT 5 CHECK (company_credits >= 0),
  contact_credits int NOT NULL DEFAULT 5 CHECK (contact_credits >= 0),
  helpdesk_email text,
  -- Feature-flag settings per tenant (back office); absent keys fall back to the defaults in domain.
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO core.tenants (id, country_code, name, sort_order, free_trial_enabled, hidden, helpdesk_email) VALUES
  ('italy', 'it', 'Italia', 1, true, false, 'help.it@adatlas.test'),
  ('france', 'fr', 'France', 2, true, false, 'help.fr@adatlas.test'),
  ('spain', 'es', 'España', 3, true, false, 'help.es@adatlas.test'),
  ('mexico', 'mx', 'México', 4, false, false, NULL),
  ('germany', 'de', 'Deutschland', 5, false, false, NULL),
  ('portugal', 'pt', 'Portugal', 6, false, true, NULL),
  ('uk', 'gb', 'United Kingdom', 7, true, false, 'help.uk@adatlas.test');
