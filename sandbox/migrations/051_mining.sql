-- Lock mining: the products (lock a currency for `day` days at a daily yield) and the users'
-- orders. The amount leaves the spot account at purchase; interest is paid daily and the
-- principal returns at maturity (jobs on the sandbox clock); an early redemption returns the
-- principal less the penalty cancel_rate x remaining days x amount.

CREATE TABLE mining_configs (
  id integer PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies(id),
  day integer NOT NULL CHECK (day >= 1),
  -- daily yield in percent (0.40 = 0.4 % a day)
  interest_rate numeric(36,18) NOT NULL,
  intro text,
  save_min numeric(36,18) NOT NULL,
  -- the default settlement ratio of an early redemption, per remaining day (0.004 = 0.4 %)
  cancel_rate numeric(36,18) NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE SEQUENCE mining_order_ids START 2101;
-- status 1 active, 2 ended (matured, or redeemed early: is_cancel)
CREATE TABLE mining_orders (
  id integer PRIMARY KEY DEFAULT nextval('mining_order_ids'),
  user_id integer NOT NULL REFERENCES users(id),
  config_id integer NOT NULL REFERENCES mining_configs(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(36,18) NOT NULL CHECK (amount > 0),
  day integer NOT NULL,
  -- daily yield as a fraction (0.004)
  day_rate numeric(36,18) NOT NULL,
  cancel_rate numeric(36,18) NOT NULL,
  total_interest numeric(36,18) NOT NULL DEFAULT 0,
  paid_days integer NOT NULL DEFAULT 0,
  start_at bigint NOT NULL,
  end_at bigint NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  is_cancel boolean NOT NULL DEFAULT false,
  -- the penalty charged by an early redemption
  penalty numeric(36,18) NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  ended_at bigint
);
CREATE INDEX mining_orders_user ON mining_orders (user_id, id DESC);
