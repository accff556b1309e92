-- Contract (leveraged) trading: the lot size of each pair, the leverage multiples and preset lots
-- of the order form, and the positions (limit orders waiting for their price, open positions,
-- closing, closed and cancelled ones) of the contract account. Money is numeric(36,18); times
-- are unix milliseconds of the sandbox clock.

-- Coins per lot (0.01 BTC for BTC/USDT, 0.1 ETH for ETH/USDT); `number` = share × lot size.
ALTER TABLE pairs ADD COLUMN lever_lot_size numeric(36,18) NOT NULL DEFAULT 1 CHECK (lever_lot_size > 0);

-- The classic backend's `lever_multiple` table: kind 1 the leverage multiples the server accepts
-- (`multiple.muit`), kind 2 the preset lot buttons (`multiple.share`); the same for every pair.
CREATE TABLE lever_multiples (
  id serial PRIMARY KEY,
  kind smallint NOT NULL CHECK (kind IN (1, 2)),
  value integer NOT NULL CHECK (value > 0),
  UNIQUE (kind, value)
);

-- Ids follow the contract's examples (5098 ... 5127 are seeded); new positions start above them.
CREATE SEQUENCE lever_transaction_ids START 5130;

-- status: 0 pending limit order, 1 open, 2 closing (queued for the closing job), 3 closed,
-- 4 cancelled. type: 1 long, 2 short. order_type: 1 the user's own, 2 copied from a trader.
-- Open and pending rows take their live price from the feed; `update_price` and `fact_profits`
-- are written when the row is settled (closed or cancelled).
CREATE TABLE lever_transactions (
  id integer PRIMARY KEY DEFAULT nextval('lever_transaction_ids'),
  user_id integer NOT NULL REFERENCES users(id),
  pair_id integer NOT NULL REFERENCES pairs(id),
  legal_id integer NOT NULL REFERENCES currencies(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  status smallint NOT NULL CHECK (status BETWEEN 0 AND 4),
  order_type smallint NOT NULL DEFAULT 1 CHECK (order_type IN (1, 2)),
  -- the market price when placed (the limit price of a limit order), and the opening price after the spread
  origin_price numeric(36,18) NOT NULL CHECK (origin_price > 0),
  price numeric(36,18) NOT NULL CHECK (price > 0),
  update_price numeric(36,18),
  -- 0: not set
  target_profit_price numeric(36,18) NOT NULL DEFAULT 0 CHECK (target_profit_price >= 0),
  stop_loss_price numeric(36,18) NOT NULL DEFAULT 0 CHECK (stop_loss_price >= 0),
  share integer NOT NULL CHECK (share > 0),
  number numeric(36,18) NOT NULL CHECK (number > 0),
  multiple integer NOT NULL CHECK (multiple > 0),
  caution_money numeric(36,18) NOT NULL CHECK (caution_money >= 0),
  trade_fee numeric(36,18) NOT NULL CHECK (trade_fee >= 0),
  -- accrued once a day while open (a job on the clock), settled with the margin at closing
  overnight_money numeric(36,18) NOT NULL DEFAULT 0 CHECK (overnight_money >= 0),
  -- realized profit (negative: loss) once closed
  fact_profits numeric(36,18) NOT NULL DEFAULT 0,
  -- the part of a loss the account could no longer cover at closing (a gap past liquidation)
  written_off numeric(36,18) NOT NULL DEFAULT 0 CHECK (written_off >= 0),
  closed_type text CHECK (closed_type IN ('user', 'batch', 'take_profit', 'stop_loss', 'liquidation', 'cancelled')),
  created_at bigint NOT NULL,
  opened_at bigint,
  closed_at bigint
);
CREATE INDEX lever_transactions_user ON lever_transactions (user_id, status, id DESC);
CREATE INDEX lever_transactions_live ON lever_transactions (pair_id, status) WHERE status IN (0, 1, 2);
