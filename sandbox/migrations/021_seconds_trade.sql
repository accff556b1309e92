-- Seconds options: the durations offered with their profit ratios, the currencies that pay for
-- them (stake limits, preset stakes) and the orders. Money is numeric(36,18); times are unix
-- milliseconds of the sandbox clock.

CREATE TABLE seconds_options (
  id serial PRIMARY KEY,
  seconds integer NOT NULL UNIQUE CHECK (seconds BETWEEN 1 AND 86400),
  -- percent of the stake a winning order earns on top of it
  profit_ratio numeric(36,18) NOT NULL CHECK (profit_ratio >= 0),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE seconds_currencies (
  currency_id integer PRIMARY KEY REFERENCES currencies(id),
  micro_min numeric(36,18) NOT NULL CHECK (micro_min > 0),
  micro_max numeric(36,18) NOT NULL CHECK (micro_max >= micro_min),
  -- percent of the stake charged at opening
  micro_trade_fee numeric(36,18) NOT NULL DEFAULT 0 CHECK (micro_trade_fee >= 0),
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE seconds_presets (
  id serial PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES seconds_currencies(currency_id),
  number numeric(36,18) NOT NULL CHECK (number > 0)
);

-- Ids follow the contract's examples (88213 is the example order, seeded settled).
CREATE SEQUENCE seconds_order_ids START 88214;

-- status: 1 open (counting down), 2 closing, 3 closed. type: 1 up, 2 down.
-- profit_result: -1 loss, 0 flat (or not settled yet), 1 profit.
CREATE TABLE seconds_orders (
  id integer PRIMARY KEY DEFAULT nextval('seconds_order_ids'),
  user_id integer NOT NULL REFERENCES users(id),
  match_id integer NOT NULL REFERENCES pairs(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  seconds integer NOT NULL CHECK (seconds > 0),
  number numeric(36,18) NOT NULL CHECK (number > 0),
  open_price numeric(36,18) NOT NULL CHECK (open_price > 0),
  end_price numeric(36,18),
  fee numeric(36,18) NOT NULL DEFAULT 0,
  profit_ratio numeric(36,18) NOT NULL,
  fact_profits numeric(36,18) NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  profit_result smallint NOT NULL DEFAULT 0 CHECK (profit_result IN (-1, 0, 1)),
  created_at bigint NOT NULL,
  due_at bigint NOT NULL,
  complete_at bigint
);
CREATE INDEX seconds_orders_user ON seconds_orders (user_id, id DESC);
CREATE INDEX seconds_orders_due ON seconds_orders (due_at) WHERE status = 1;
