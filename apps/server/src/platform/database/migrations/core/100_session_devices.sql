-- The sessions list shows where each session was opened, so a user can tell their own from a stranger's.
ALTER TABLE core.sessions
  ADD COLUMN user_agent text,
  ADD COLUMN ip text;
