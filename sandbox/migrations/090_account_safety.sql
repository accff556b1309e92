-- Account safety: the anti-phishing code every e-mail and account notice carries (the one set when
-- it was written), and what a session signed in with (its User-Agent and IP address), listed on
-- the devices screen by an id of its own (never the token).
ALTER TABLE users ADD COLUMN anti_phishing_code text;
ALTER TABLE mail_log ADD COLUMN anti_phishing_code text;
ALTER TABLE notifications ADD COLUMN anti_phishing_code text;
ALTER TABLE sessions ADD COLUMN id bigserial;
CREATE UNIQUE INDEX sessions_id ON sessions (id);
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN ip text;
