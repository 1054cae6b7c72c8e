-- The fields a user chose to see in the rows of a search list (#39): one row per user and list,
-- in core so the choice follows the user across countries and devices. No row: every field.
CREATE TABLE core.user_list_preferences (
  user_id integer NOT NULL REFERENCES core.users (id) ON DELETE CASCADE,
  list text NOT NULL CHECK (list IN ('companies', 'contacts')),
  columns text[] NOT NULL,
  modified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, list)
);
