-- Issue 22: the back office's support console and announcements editor.
-- An operator answers a brand's tickets as that brand's agent: one agent per operator and brand.
CREATE UNIQUE INDEX support_agents_operator ON support_agents (brand, admin_id) WHERE admin_id IS NOT NULL;

-- An announcement's texts per language (the editor's); the announcement's own title and body are
-- its English text, shown where the reader's language has none.
CREATE TABLE announcement_texts (
  announcement_id integer NOT NULL REFERENCES announcements (id),
  language text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (announcement_id, language)
);
