-- One row per tenant whose demo data set was loaded: a restart finds it and does not reload.
CREATE TABLE core.demo_seed (
  tenant_id text PRIMARY KEY REFERENCES core.tenants(id),
  scale numeric NOT NULL,
  counts jsonb NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
