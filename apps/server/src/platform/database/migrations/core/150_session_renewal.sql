-- A self-registered user whose licence ran out in the tenant signs in to a session good only for
-- buying a plan there (the plans, billing info, checkout and subscription reads): the trial must
-- not be a dead end, while the data still needs an unexpired licence.
ALTER TABLE core.sessions ADD COLUMN restricted_to_renewal boolean NOT NULL DEFAULT false;
