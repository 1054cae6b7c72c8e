-- The customer organisation a user belongs to: users of one organisation share public comments.
-- Null means no organisation (such a user sees only their own comments).
ALTER TABLE core.users ADD COLUMN organisation text CHECK (organisation IS NULL OR length(btrim(organisation)) > 0);
CREATE INDEX users_organisation_idx ON core.users (organisation) WHERE organisation IS NOT NULL;
