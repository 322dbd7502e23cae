-- Issue 22: the built-in support desk (spec 3 §3 Support ticket, §4 Support message centre) and
-- the stored notification channel (every notice a user was told, with its read state).
-- Agents answer the tickets of their brand; a business customer's support manager is the
-- brand's first active agent (spec 3 §6: "a support manager agent is available to business customers").
CREATE TABLE support_agents (
  id bigserial PRIMARY KEY,
  brand text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  photo_url text,
  -- The operator (back office) who answers as this agent, when there is one.
  admin_id integer,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_agents_brand ON support_agents (brand) WHERE active;

CREATE SEQUENCE support_ticket_numbers START 100001;

-- A ticket belongs to the customer it was opened for; every user acting for that customer reads it.
CREATE TABLE support_tickets (
  id bigserial PRIMARY KEY,
  ticket_number text NOT NULL UNIQUE,
  brand text NOT NULL,
  customer_id text NOT NULL REFERENCES customers (id),
  -- The user who opened it: the contact the desk writes to (lastThread.to).
  user_id text NOT NULL REFERENCES users (id),
  contact_email text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'On Hold', 'Closed', 'CLOSED-NO REPLY')),
  agent_id bigint REFERENCES support_agents (id),
  customer_read_at timestamptz,
  last_thread_at timestamptz,
  last_thread_to text,
  last_thread_direction text CHECK (last_thread_direction IN ('in', 'out')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_tickets_customer ON support_tickets (customer_id, updated_at DESC);
CREATE INDEX support_tickets_queue ON support_tickets (brand, status, updated_at DESC);

-- A message of a ticket: 'in' from the customer to the desk, 'out' from an agent to the customer.
CREATE TABLE support_threads (
  id bigserial PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES support_tickets (id),
  direction text NOT NULL CHECK (direction IN ('in', 'out')),
  author_user_id text REFERENCES users (id),
  agent_id bigint REFERENCES support_agents (id),
  from_address text NOT NULL,
  to_address text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_threads_ticket ON support_threads (ticket_id, created_at, id);

-- A file handed in (POST /uploads) waits unattached until a ticket or thread names it; it is
-- then the attachment of that thread. Uploaded by a customer's user, or by an agent (thread of 'out').
CREATE TABLE support_uploads (
  id bigserial PRIMARY KEY,
  customer_id text REFERENCES customers (id),
  user_id text REFERENCES users (id),
  agent_id bigint REFERENCES support_agents (id),
  file_id text NOT NULL,
  name text NOT NULL,
  size_bytes integer NOT NULL,
  thread_id bigint REFERENCES support_threads (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_uploads_thread ON support_uploads (thread_id);
CREATE INDEX support_uploads_owner ON support_uploads (customer_id, user_id) WHERE thread_id IS NULL;

-- Every realtime notification a user was told (notify()'s stored channel), with its read state.
CREATE TABLE user_notifications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  type text NOT NULL,
  status text NOT NULL DEFAULT 'info',
  title text NOT NULL,
  body text NOT NULL,
  params jsonb,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_notifications_user ON user_notifications (user_id, created_at DESC);

-- Announcements (spec 2 §2 news, §7): per brand, for one language or all, some needing an answer.
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  brand text NOT NULL,
  -- null: every language.
  language text,
  title text NOT NULL,
  body text NOT NULL,
  with_confirmation boolean NOT NULL DEFAULT false,
  publish_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_brand ON announcements (brand, publish_at DESC);

-- What each user did with an announcement: read it, and answered it (accept or decline).
CREATE TABLE announcement_reads (
  announcement_id integer NOT NULL REFERENCES announcements (id),
  user_id text NOT NULL REFERENCES users (id),
  read_at timestamptz NOT NULL DEFAULT now(),
  choice text CHECK (choice IN ('accept', 'decline')),
  answered_at timestamptz,
  PRIMARY KEY (announcement_id, user_id)
);
