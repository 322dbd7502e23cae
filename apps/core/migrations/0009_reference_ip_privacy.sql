-- Reference data kept by operators (apps/core/src/reference). Both start empty.
-- ipPrivacyCheck: address ranges known to be VPN exits, open proxies or Tor exit nodes.
CREATE TABLE ip_privacy_ranges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  range cidr NOT NULL,
  vpn boolean NOT NULL DEFAULT false,
  proxy boolean NOT NULL DEFAULT false,
  tor boolean NOT NULL DEFAULT false,
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (vpn OR proxy OR tor)
);
CREATE INDEX ip_privacy_ranges_range ON ip_privacy_ranges USING gist (range inet_ops);

-- serviceCheckUrls: hosts whose links are unsafe (a host blocks its subdomains too), lower case.
CREATE TABLE blocked_hosts (
  host text PRIMARY KEY CHECK (host = lower(host) AND host <> ''),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
