-- Extra headers of an outgoing mail (List-Unsubscribe and List-Unsubscribe-Post on the alert digest
-- and the weekly update), kept in the outbox so a retried delivery sends them too.
ALTER TABLE core.mail_outbox ADD COLUMN headers jsonb;
