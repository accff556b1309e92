-- Loans: borrow a coin against collateral valued at the live feed price. The collateral is frozen
-- in the spot account; interest accrues daily on the principal left (jobs on the sandbox clock);
-- repaying all that is owed releases it; a loan whose debt reaches liquidation_rate of the
-- collateral's worth, or that is still owing at its due time, is liquidated (collateral taken).

CREATE TABLE loan_products (
  id integer PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies(id),
  pledge_currency_id integer NOT NULL REFERENCES currencies(id),
  day_rate numeric(36,18) NOT NULL,
  days integer NOT NULL CHECK (days >= 1),
  pledge_rate numeric(36,18) NOT NULL CHECK (pledge_rate > 0),
  liquidation_rate numeric(36,18) NOT NULL CHECK (liquidation_rate > 0),
  min_amount numeric(36,18) NOT NULL,
  max_amount numeric(36,18) NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE SEQUENCE loan_order_ids START 5101;
-- status 1 active, 2 repaid, 3 liquidated
CREATE TABLE loan_orders (
  id integer PRIMARY KEY DEFAULT nextval('loan_order_ids'),
  user_id integer NOT NULL REFERENCES users(id),
  product_id integer NOT NULL REFERENCES loan_products(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  pledge_currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(36,18) NOT NULL CHECK (amount > 0),
  pledge_amount numeric(36,18) NOT NULL CHECK (pledge_amount > 0),
  day_rate numeric(36,18) NOT NULL,
  days integer NOT NULL,
  liquidation_rate numeric(36,18) NOT NULL,
  -- interest accrued so far, the whole days it covers, and what was repaid of each part
  interest numeric(36,18) NOT NULL DEFAULT 0,
  accrued_days integer NOT NULL DEFAULT 0,
  interest_paid numeric(36,18) NOT NULL DEFAULT 0,
  principal_paid numeric(36,18) NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at bigint NOT NULL,
  due_at bigint NOT NULL,
  ended_at bigint
);
CREATE INDEX loan_orders_user ON loan_orders (user_id, status, id DESC);
CREATE INDEX loan_orders_active ON loan_orders (status) WHERE status = 1;
