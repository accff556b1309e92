-- The market area: each user's favourite pairs, named (as the contract names them) by the base
-- currency: `/optional/add` and `/optional/del` take a currency id, `/optional/list` answers that
-- currency's main pair. Times are unix milliseconds of the sandbox clock.

CREATE TABLE market_favorites (
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, currency_id)
);
