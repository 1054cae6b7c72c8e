-- Each country's external plans page (#38, spec access: "change-plan link to an external plans page
-- per country"), set in the back office; without one, Change plan opens the in-app plan choice.
ALTER TABLE core.tenants
  ADD COLUMN plans_page_url text
  CHECK (plans_page_url IS NULL OR (plans_page_url LIKE 'https://%' AND length(plans_page_url) <= 2000));
