-- The core of the sandbox's world: users and sessions, currencies and pairs, the four accounts'
-- wallets and the ledger of every balance change, the clock's scheduled jobs, the outgoing mail
-- log and notifications. Money is numeric(36,18); times are unix milliseconds (bigint) of the
-- sandbox clock.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id integer PRIMARY KEY,
  email text UNIQUE,
  phone text UNIQUE,
  area_code text NOT NULL DEFAULT '86',
  password text NOT NULL,
  pay_password text,
  nickname text NOT NULL,
  signature text NOT NULL DEFAULT '',
  head_portrait text NOT NULL DEFAULT '',
  extension_code text NOT NULL UNIQUE,
  parent_id integer REFERENCES users(id),
  credit_score integer NOT NULL DEFAULT 100,
  status integer NOT NULL DEFAULT 1,
  level integer NOT NULL DEFAULT 1,
  -- identity verification: basic (real_type 1) and advanced (real_type 2)
  -- review status: 0 none, 1 in review, 2 approved, 3 refused
  real_name text,
  id_type integer,
  card_id text,
  review_status integer NOT NULL DEFAULT 0,
  review_reason text,
  front_pic text,
  reverse_pic text,
  advanced_review_status integer NOT NULL DEFAULT 0,
  advanced_review_reason text,
  created_at bigint NOT NULL
);
CREATE SEQUENCE user_ids START 100900;

CREATE TABLE sessions (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  created_at bigint NOT NULL,
  -- null: never expires (the contract's example token)
  expires_at bigint,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE currencies (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  full_name text NOT NULL,
  logo text NOT NULL,
  decimals integer NOT NULL DEFAULT 8,
  -- price in USDT when no pair gives it (USDT itself: 1)
  usdt_price numeric(36,18),
  is_charge boolean NOT NULL DEFAULT true,
  withdraw_fee numeric(36,18) NOT NULL DEFAULT 0,
  withdraw_min numeric(36,18) NOT NULL DEFAULT 0,
  withdraw_max numeric(36,18) NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE pairs (
  id integer PRIMARY KEY,
  legal_id integer NOT NULL REFERENCES currencies(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  -- the price the feed starts from (and pulls back towards) and where the day opened
  price numeric(36,18) NOT NULL,
  open numeric(36,18) NOT NULL,
  high numeric(36,18) NOT NULL,
  low numeric(36,18) NOT NULL,
  volume numeric(36,18) NOT NULL,
  decimals integer NOT NULL,
  open_transaction integer NOT NULL DEFAULT 1,
  open_lever integer NOT NULL DEFAULT 1,
  open_microtrade integer NOT NULL DEFAULT 1,
  open_coin_trade integer NOT NULL DEFAULT 1,
  lever_min_share integer NOT NULL DEFAULT 1,
  lever_max_share integer NOT NULL DEFAULT 500,
  lever_trade_fee numeric(36,18) NOT NULL DEFAULT 0.002,
  spread numeric(36,18) NOT NULL DEFAULT 0.0005,
  overnight numeric(36,18) NOT NULL DEFAULT 0.0003,
  category text,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (legal_id, currency_id)
);

-- accounts: legal (1), change (2, spot), lever (3, contract), micro (4, seconds)
CREATE TABLE wallets (
  user_id integer NOT NULL REFERENCES users(id),
  account text NOT NULL CHECK (account IN ('legal', 'change', 'lever', 'micro')),
  currency_id integer NOT NULL REFERENCES currencies(id),
  balance numeric(36,18) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  locked numeric(36,18) NOT NULL DEFAULT 0 CHECK (locked >= 0),
  PRIMARY KEY (user_id, account, currency_id)
);

-- every change of a balance: `amount` moves `balance`, `locked` moves the frozen part
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  account text NOT NULL,
  currency_id integer NOT NULL,
  amount numeric(36,18) NOT NULL,
  locked numeric(36,18) NOT NULL DEFAULT 0,
  balance_after numeric(36,18) NOT NULL,
  kind text NOT NULL,
  ref text,
  memo text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX ledger_user ON ledger (user_id, account, currency_id, id DESC);

CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  due_at bigint NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  done_at bigint
);
CREATE INDEX jobs_due ON jobs (due_at) WHERE done_at IS NULL;

CREATE TABLE mail_log (
  id bigserial PRIMARY KEY,
  user_id integer,
  recipient text NOT NULL,
  channel text NOT NULL,
  scene text NOT NULL,
  code text,
  subject text NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, id DESC);

-- verification codes sent by e-mail or SMS, valid 10 minutes
CREATE TABLE codes (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  scene text NOT NULL,
  code text NOT NULL,
  created_at bigint NOT NULL,
  used boolean NOT NULL DEFAULT false
);
CREATE INDEX codes_recipient ON codes (recipient, id DESC);
