-- Business customers (issue 26, spec 1 §3 Business): a company's registration data, the persons
-- and companies of its registration (representatives), and how they relate to it (the share
-- tree, directors, ultimate owners). The company itself is a `customers` row of kind 2; its users
-- are `customer_access` rows (rights 1-5). Written in one transaction by businessAccountCreate.
CREATE TABLE business_profiles (
  customer_id text PRIMARY KEY REFERENCES customers (id),
  name text NOT NULL,
  registration_country_code text NOT NULL,
  trading_name text,
  email text NOT NULL,
  registration_number text NOT NULL,
  registration_date date,
  business_tax_id text,
  website text,
  description text,
  phone text,
  category text,
  financial_detail jsonb NOT NULL DEFAULT '{}',
  due_diligence jsonb NOT NULL DEFAULT '{}',
  legal_form jsonb NOT NULL DEFAULT '{}',
  -- pending until the registrant opens the business activation link; then its users get theirs.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active')),
  -- The registrant: the company's own sign-in (generalForm e-mail and password), rights 2.
  registrant_user_id text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz
);

-- One row per person or company named in the registration (spec 1 §3: representatives).
-- position_ids are the roles on the registered company: 2 director, 6 direct shareholder,
-- 9 shareholder through a company, 8 ultimate beneficial owner; none: an authorized user.
CREATE TABLE business_representatives (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('person', 'company')),
  first_name text,
  last_name text,
  company_name text,
  birthday date,
  email text,
  phone text,
  address jsonb,
  registration_country_code text,
  registration_number text,
  tax_ids jsonb NOT NULL DEFAULT '[]',
  is_us_tax_payer boolean NOT NULL DEFAULT false,
  source_of_funds jsonb,
  source_details jsonb,
  position_ids smallint[] NOT NULL DEFAULT '{}',
  -- Nested shares multiplied, 0-1 (spec 1 §5); null when not a shareholder.
  effective_share numeric(12, 10),
  user_id text REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX business_representatives_customer ON business_representatives (customer_id) WHERE deleted_at IS NULL;
CREATE INDEX business_representatives_user ON business_representatives (user_id) WHERE user_id IS NOT NULL;

-- The share tree and the directors: `parent_id` null is the registered company itself.
CREATE TABLE business_links (
  customer_id text NOT NULL REFERENCES customers (id),
  representative_id bigint NOT NULL REFERENCES business_representatives (id),
  parent_id bigint REFERENCES business_representatives (id),
  role text NOT NULL CHECK (role IN ('shareholder', 'director')),
  share numeric(7, 4) CHECK (share IS NULL OR (share > 0 AND share <= 100)),
  CHECK ((role = 'shareholder') = (share IS NOT NULL))
);
CREATE INDEX business_links_customer ON business_links (customer_id);
