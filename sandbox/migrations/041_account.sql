-- Account: the images users upload (avatars, identity documents). The file lives in the upload
-- folder under `name`; the row says whose it is, so that a profile or a verification can only
-- point at an image its owner uploaded (or at one of the site's own images).
CREATE TABLE uploads (
  name text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  mimetype text NOT NULL,
  size integer NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX uploads_user ON uploads (user_id, created_at DESC);
