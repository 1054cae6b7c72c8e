-- The back office creates plans: each records the currency its provider price is in
-- (spec access §6: pound in the UK, euro elsewhere). Existing plans are all in euro.
ALTER TABLE core.plans
  ADD COLUMN currency text NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'GBP', 'MXN', 'USD'));
