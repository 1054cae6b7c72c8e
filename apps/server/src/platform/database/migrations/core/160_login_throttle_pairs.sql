-- Failed sign-ins are throttled per (account, address) and per address, no longer per account (which
-- let anyone lock an owner out). An admin clearing an account's throttle marks its failures cleared,
-- keeping the rows as the record of the attack.
ALTER TABLE core.login_attempts ADD COLUMN cleared_at timestamptz;
CREATE INDEX login_attempts_email_ip ON core.login_attempts (email, ip, created_at);
