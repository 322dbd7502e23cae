-- Exchange rates between own accounts: mid rate (buy units per sell unit, exact decimal text)
-- and the house's spread. Seeded with demo rates; the back office updates them.
CREATE TABLE fx_rates (
  sell_currency text NOT NULL,
  buy_currency text NOT NULL,
  rate text NOT NULL CHECK (rate ~ '^[0-9]+(\.[0-9]{1,12})?$' AND rate !~ '^0+(\.0+)?$'),
  spread_bps integer NOT NULL CHECK (spread_bps BETWEEN 0 AND 5000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sell_currency, buy_currency),
  CHECK (sell_currency <> buy_currency)
);

INSERT INTO fx_rates (sell_currency, buy_currency, rate, spread_bps) VALUES
  ('USD', 'EUR', '0.9210', 50), ('EUR', 'USD', '1.0858', 50),
  ('USD', 'GBP', '0.7890', 50), ('GBP', 'USD', '1.2674', 50),
  ('EUR', 'GBP', '0.8567', 50), ('GBP', 'EUR', '1.1673', 50),
  ('USD', 'RON', '4.5820', 75), ('RON', 'USD', '0.2182', 75),
  ('EUR', 'RON', '4.9750', 75), ('RON', 'EUR', '0.2010', 75);
