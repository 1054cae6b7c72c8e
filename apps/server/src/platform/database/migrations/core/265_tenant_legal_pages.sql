-- Each country's privacy policy and terms of service (#39): the register page's two checkboxes link
-- to them. Set in the back office; https only, as the plans page.
ALTER TABLE core.tenants
  ADD COLUMN privacy_url text
    CHECK (privacy_url IS NULL OR (privacy_url LIKE 'https://%' AND length(privacy_url) <= 2000)),
  ADD COLUMN terms_url text
    CHECK (terms_url IS NULL OR (terms_url LIKE 'https://%' AND length(terms_url) <= 2000));
