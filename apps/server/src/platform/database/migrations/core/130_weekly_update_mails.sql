-- One row per weekly update e-mail sent: the run claims (user, tenant, week) before queuing the mail,
-- so a rerun or a second worker in the same week finds the row and sends nothing.
CREATE TABLE core.weekly_update_mails (
  user_id integer NOT NULL REFERENCES core.users (id) ON DELETE CASCADE,
  tenant_id text NOT NULL REFERENCES core.tenants (id),
  -- Monday (UTC) of the week the mail covers.
  week_start date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, tenant_id, week_start)
);
