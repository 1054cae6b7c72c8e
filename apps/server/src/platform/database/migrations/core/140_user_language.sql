-- The interface language the user last chose (the header's switcher) or signed in with
-- (Accept-Language): the server writes the user's mails in it. NULL until known; the mails then
-- fall back as before (English, the tenant's language for the weekly update).
ALTER TABLE core.users
  ADD COLUMN language text NULL CHECK (language IN ('en', 'it', 'fr', 'es'));
