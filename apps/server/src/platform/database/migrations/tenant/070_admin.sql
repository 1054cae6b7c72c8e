-- The back office records who last changed a record and when; contacts also remember when their
-- company or function last changed.
ALTER TABLE contacts
  ADD COLUMN companychange_at timestamptz,
  ADD COLUMN functionchange_at timestamptz;
ALTER TABLE creative_works
  ADD COLUMN modified_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN modified_by text;
ALTER TABLE investment_rounds
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN modified_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN modified_by text;
ALTER TABLE job_offers
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN modified_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN modified_by text;
ALTER TABLE news_items
  ADD COLUMN modified_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN modified_by text;
-- Import matching: a company by name and city, a contact by e-mail.
CREATE INDEX companies_import_match_idx ON companies (lower(name), lower(coalesce(city, '')));
CREATE INDEX contacts_email_lower_idx ON contacts (lower(email));
