-- Issue 22: product analytics (spec 3 §7). The built-in stand-in of the third-party analytics
-- service: each event the portal's client posts (analyticsTrack), per brand (the host's).
-- Never money, never read on a customer's path: the back office reads daily counts.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand text NOT NULL,
  event text NOT NULL CHECK (length(event) BETWEEN 1 AND 100),
  distinct_id text NOT NULL,
  properties jsonb,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
-- Daily counts per brand and event read by received day (the client's clock is not trusted).
CREATE INDEX analytics_events_received ON analytics_events (received_at, brand);
