-- Identity verification: the state and the submitted fields of both levels live on `users`
-- (real_name, id_type, card_id, review_status, front_pic, reverse_pic, advanced_review_status) so
-- that every area reads one truth; this table is the verification record itself as `/real/state`
-- shows it (its id, issuing country, and when each level was submitted and reviewed).
CREATE SEQUENCE real_name_record_ids START 5900;
CREATE TABLE real_name_records (
  id integer PRIMARY KEY DEFAULT nextval('real_name_record_ids'),
  user_id integer NOT NULL UNIQUE REFERENCES users(id),
  country text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  reviewed_at bigint,
  advanced_created_at bigint,
  advanced_reviewed_at bigint
);
-- a document number can be verified on one account only
CREATE INDEX users_card_id ON users (upper(card_id)) WHERE card_id IS NOT NULL;
