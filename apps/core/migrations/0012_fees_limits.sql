-- Fees and limits (issue 9): one row per brand, transfer kind, currency and KYC level, edited
-- in the back office. Money in minor units. Later money issues read this table to price and
-- bound transfers (until then the between-accounts fee stays the money module's own).
-- NULL limit: no limit; NULL fee_max_minor: no cap.
CREATE TABLE fee_rules (
  brand text NOT NULL,
  transfer_kind text NOT NULL,
  currency text NOT NULL,
  kyc_level smallint NOT NULL CHECK (kyc_level BETWEEN 0 AND 3),
  fee_fixed_minor int8 NOT NULL CHECK (fee_fixed_minor >= 0),
  fee_percent_bps integer NOT NULL CHECK (fee_percent_bps BETWEEN 0 AND 10000),
  fee_min_minor int8 NOT NULL CHECK (fee_min_minor >= 0),
  fee_max_minor int8 CHECK (fee_max_minor IS NULL OR fee_max_minor >= fee_min_minor),
  limit_single_minor int8 CHECK (limit_single_minor IS NULL OR limit_single_minor > 0),
  limit_daily_minor int8 CHECK (limit_daily_minor IS NULL OR limit_daily_minor > 0),
  limit_monthly_minor int8 CHECK (limit_monthly_minor IS NULL OR limit_monthly_minor > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES admin_users (id),
  PRIMARY KEY (brand, transfer_kind, currency, kyc_level)
);
