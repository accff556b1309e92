-- Content: articles (news 4, home banners 5, notices 3, site pages 6), the help centre, the
-- operator-kept settings texts and the home feature grid. Texts are kept per language; a reader
-- gets its own language, else the nearest one that exists (hk -> zh -> en, others -> en).
CREATE TABLE news (
  id integer PRIMARY KEY,
  c_id integer NOT NULL,
  -- a site page's name (about_us, contact_us, operational_compliance); null for articles
  slug text UNIQUE,
  thumbnail text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  -- a notice the home page shows in a dialog (the newest one is shown)
  popup boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);
CREATE INDEX news_category ON news (c_id, created_at DESC, id DESC);

CREATE TABLE news_texts (
  news_id integer NOT NULL REFERENCES news(id),
  lang text NOT NULL,
  title text NOT NULL,
  abstract text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  PRIMARY KEY (news_id, lang)
);

CREATE TABLE faqs (
  id integer PRIMARY KEY,
  sort integer NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE faq_texts (
  faq_id integer NOT NULL REFERENCES faqs(id),
  lang text NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  PRIMARY KEY (faq_id, lang)
);

-- `/getSetting?keyword=`: register_agreement, privacy_statement ...
CREATE TABLE setting_texts (
  keyword text NOT NULL,
  lang text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (keyword, lang)
);

CREATE TABLE home_menu (
  id integer PRIMARY KEY,
  title text NOT NULL,
  icon text NOT NULL,
  url text NOT NULL,
  open_type text NOT NULL DEFAULT 'navigateTo',
  is_financial integer NOT NULL DEFAULT 0,
  sort integer NOT NULL
);
