-- Issue 20 point 8: a rate for every currency a brand offers. The rates provider's mid rates
-- against one base currency (units of `currency` per one unit of `base_currency`), written by
-- the fx-rates-refresh job (money/fx-provider.ts); a pair's rate is the cross of its two rows.
-- A pair an operator set in fx_rates wins over these.
CREATE TABLE fx_provider_rates (
  currency text PRIMARY KEY,
  base_currency text NOT NULL,
  rate text NOT NULL CHECK (rate ~ '^[0-9]{1,12}(\.[0-9]{1,12})?$' AND rate !~ '^0+(\.0+)?$'),
  -- The house's spread on a pair derived from these rates (config FX_RATES_SPREAD_BPS).
  spread_bps integer NOT NULL CHECK (spread_bps BETWEEN 0 AND 5000),
  -- The provider's time of the rates (the rates file's asOf).
  as_of timestamptz NOT NULL,
  -- When the job last read them from the provider.
  fetched_at timestamptz NOT NULL,
  -- From then on a payment at this rate is refused (fetched_at + config FX_RATES_MAX_AGE_S).
  stale_at timestamptz NOT NULL
);
