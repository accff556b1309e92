-- Price alerts (the proposed /alert/add, /alert/list, /alert/del): one-shot, triggered by the
-- price feed (status 1 waiting, 2 triggered). `price` is the target of above/below, `percent`
-- the move of change, measured from `base_price` (the price when it was set).
CREATE SEQUENCE price_alert_ids START 3101;
CREATE TABLE price_alerts (
  id integer PRIMARY KEY DEFAULT nextval('price_alert_ids'),
  user_id integer NOT NULL REFERENCES users(id),
  pair_id integer NOT NULL,
  type text NOT NULL CHECK (type IN ('above', 'below', 'change')),
  price numeric(36,18),
  percent numeric(36,18),
  base_price numeric(36,18) NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  created_at bigint NOT NULL,
  triggered_at bigint,
  triggered_price numeric(36,18),
  CHECK ((type = 'change') = (percent IS NOT NULL) AND (type = 'change') = (price IS NULL))
);
CREATE INDEX price_alerts_user ON price_alerts (user_id, id DESC);
CREATE INDEX price_alerts_waiting ON price_alerts (pair_id) WHERE status = 1;

-- The account's value in USDT at the start of a day (00:00 UTC on the sandbox clock), the start
-- of the daily P/L of /user/pnl_history. `day` counts days since 1970-01-01. `prices`: the USDT
-- price of each currency then (JSON {currency_id: price}), which values the previous day's inflows.
CREATE TABLE pnl_snapshots (
  user_id integer NOT NULL REFERENCES users(id),
  day integer NOT NULL,
  value numeric(36,18) NOT NULL,
  prices text NOT NULL DEFAULT '{}',
  PRIMARY KEY (user_id, day)
);
