-- IEO: token launches with a subscription window, and the users' subscriptions. The pay leaves
-- the spot account at subscription; when the window closes a job allots the tokens pro rata
-- (refunding what was not allotted); after the lock period another job credits them.

CREATE TABLE ieo_projects (
  id integer PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  -- the token issued (a currency of its own, credited to the spot account after the lock)
  currency_id integer NOT NULL REFERENCES currencies(id),
  -- the issuance price in USDT
  price numeric(36,18) NOT NULL CHECK (price > 0),
  -- total issuance, and the tokens applied for so far (may exceed it: allotment is pro rata)
  amount numeric(36,18) NOT NULL CHECK (amount > 0),
  applied numeric(36,18) NOT NULL DEFAULT 0,
  start_at bigint NOT NULL,
  end_at bigint NOT NULL,
  -- lock period in days after the window
  day integer NOT NULL DEFAULT 0,
  allot_ratio numeric(36,18),
  allotted_at bigint
);

CREATE SEQUENCE ieo_order_ids START 3201;
-- status 1 applied, 2 allotted, 3 credited
CREATE TABLE ieo_orders (
  id integer PRIMARY KEY DEFAULT nextval('ieo_order_ids'),
  user_id integer NOT NULL REFERENCES users(id),
  project_id integer NOT NULL REFERENCES ieo_projects(id),
  coin_amount numeric(36,18) NOT NULL CHECK (coin_amount > 0),
  pay_currency_id integer NOT NULL REFERENCES currencies(id),
  pay_amount numeric(36,18) NOT NULL,
  give_amount numeric(36,18) NOT NULL DEFAULT 0,
  refund numeric(36,18) NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at bigint NOT NULL,
  allotted_at bigint,
  credited_at bigint
);
CREATE INDEX ieo_orders_user ON ieo_orders (user_id, id DESC);
CREATE INDEX ieo_orders_project ON ieo_orders (project_id, status);
