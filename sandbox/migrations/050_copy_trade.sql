-- Copy trading: the traders users may copy, each trader's own contract orders (their history and
-- what they hold now; every statistic is computed from these rows), the users' follows with their
-- copy settings, the positions opened in followers' contract accounts by copying, and the
-- applications to become a trader (reviewed by a job on the sandbox clock).

-- tagline: the short line under the trader's name (the profile's signature when the user has none)
CREATE TABLE copy_traders (
  user_id integer PRIMARY KEY REFERENCES users(id),
  tagline text NOT NULL DEFAULT '' CHECK (length(tagline) <= 30),
  since bigint NOT NULL
);

CREATE SEQUENCE copy_trade_ids START 7001;
-- a trader's own contract orders (the source of every statistic); open while close_time is null
CREATE TABLE copy_trader_trades (
  id integer PRIMARY KEY DEFAULT nextval('copy_trade_ids'),
  trader_id integer NOT NULL REFERENCES copy_traders(user_id),
  pair_id integer NOT NULL REFERENCES pairs(id),
  -- 1 long, 2 short
  type smallint NOT NULL CHECK (type IN (1, 2)),
  price numeric(36,18) NOT NULL,
  close_price numeric(36,18),
  share integer NOT NULL CHECK (share >= 1),
  number numeric(36,18) NOT NULL,
  multiple integer NOT NULL CHECK (multiple >= 1),
  fact_profits numeric(36,18),
  open_time bigint NOT NULL,
  close_time bigint,
  -- when the trader closes an open order (a job on the clock)
  planned_close bigint
);
CREATE INDEX copy_trader_trades_trader ON copy_trader_trades (trader_id, close_time);

-- status 1 following, 2 cancelled; type 1 fixed multiple, 2 fixed lots; amount: the margin cap (null: none)
CREATE TABLE copy_follows (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  trader_id integer NOT NULL REFERENCES copy_traders(user_id),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  number numeric(36,18) NOT NULL CHECK (number > 0),
  amount numeric(36,18),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  cancelled_at bigint
);
-- one live follow per user and trader: two follow requests at once cannot both succeed
CREATE UNIQUE INDEX copy_follows_live ON copy_follows (user_id, trader_id) WHERE status = 1;
CREATE INDEX copy_follows_trader ON copy_follows (trader_id, status);

-- positions opened in a follower's contract account by copying a trader's order; the margin is
-- frozen in the follower's lever USDT wallet while open. status 0 pending, 1 open, 2 closing,
-- 3 closed, 4 cancelled; self_held: taken over by the user (no longer a copy)
CREATE SEQUENCE copy_position_ids START 6001;
CREATE TABLE copy_positions (
  id integer PRIMARY KEY DEFAULT nextval('copy_position_ids'),
  user_id integer NOT NULL REFERENCES users(id),
  trader_id integer NOT NULL REFERENCES copy_traders(user_id),
  follow_id integer NOT NULL REFERENCES copy_follows(id),
  trader_trade_id integer NOT NULL REFERENCES copy_trader_trades(id),
  pair_id integer NOT NULL REFERENCES pairs(id),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  price numeric(36,18) NOT NULL,
  close_price numeric(36,18),
  share numeric(36,18) NOT NULL,
  number numeric(36,18) NOT NULL,
  multiple integer NOT NULL,
  caution_money numeric(36,18) NOT NULL,
  fact_profits numeric(36,18) NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 4),
  self_held boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  closed_at bigint
);
CREATE INDEX copy_positions_user ON copy_positions (user_id, status, id DESC);
CREATE INDEX copy_positions_trade ON copy_positions (trader_trade_id);

-- status pending, approved, rejected; reason_key: message key of the refusal
CREATE TABLE copy_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  introduction text NOT NULL,
  experience smallint NOT NULL CHECK (experience IN (1, 2, 3)),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason_key text,
  created_at bigint NOT NULL,
  reviewed_at bigint
);
CREATE UNIQUE INDEX copy_applications_one_pending ON copy_applications (user_id) WHERE status = 'pending';
