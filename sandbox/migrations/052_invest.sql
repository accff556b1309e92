-- Dual-currency investment: products on one coin (call: paid in the coin, 0.1 a share; put: paid
-- in USDT at the coin's price / 10 a share) and the users' orders, settled at maturity by a job
-- against the feed price (product-spec section 9).

CREATE SEQUENCE dual_product_ids START 101;
CREATE TABLE dual_products (
  id integer PRIMARY KEY DEFAULT nextval('dual_product_ids'),
  currency_id integer NOT NULL REFERENCES currencies(id),
  type text NOT NULL CHECK (type IN ('call', 'put')),
  name text NOT NULL,
  -- APR in percent
  rate numeric(36,18) NOT NULL,
  -- the linked reference price in USDT
  exercise_price numeric(36,18) NOT NULL,
  start_at bigint NOT NULL,
  -- maturity (midnight UTC of the maturity date): sales stop, orders settle
  end_at bigint NOT NULL,
  total_number integer NOT NULL CHECK (total_number >= 0),
  user_limit integer NOT NULL CHECK (user_limit >= 0),
  remaining_number integer NOT NULL CHECK (remaining_number >= 0),
  -- 1 on sale, 0 withdrawn
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  settle_price numeric(36,18),
  settled_at bigint
);
CREATE INDEX dual_products_coin ON dual_products (currency_id, type, id DESC);

CREATE SEQUENCE dual_order_ids START 5101;
-- status 0 failed, 1 purchased, 2 settling, 3 completed
CREATE TABLE dual_orders (
  id integer PRIMARY KEY DEFAULT nextval('dual_order_ids'),
  user_id integer NOT NULL REFERENCES users(id),
  product_id integer NOT NULL REFERENCES dual_products(id),
  number integer NOT NULL CHECK (number >= 1),
  order_rate numeric(36,18) NOT NULL,
  exercise_price numeric(36,18) NOT NULL,
  -- holding days: purchase date to maturity date
  day integer NOT NULL,
  -- the coin's price at purchase
  price numeric(36,18) NOT NULL,
  -- the invested amount in the coin (number x 0.1) and what was paid for it (in pay_currency_id)
  amount numeric(36,18) NOT NULL,
  total numeric(36,18) NOT NULL,
  pay_currency_id integer NOT NULL REFERENCES currencies(id),
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 3),
  success numeric(36,18),
  success_currency_id integer REFERENCES currencies(id),
  created_at bigint NOT NULL,
  settled_at bigint
);
CREATE INDEX dual_orders_user ON dual_orders (user_id, id DESC);
CREATE INDEX dual_orders_product ON dual_orders (product_id, status);
