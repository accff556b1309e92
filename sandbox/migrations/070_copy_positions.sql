-- Copied positions are contract positions: a copy of a trader's order is a row of
-- `lever_transactions` with order_type 2 in the follower's contract account (its margin frozen
-- and its fee spent as any position's, closed, stopped and liquidated by the one contract engine),
-- linked to the follow that made it and to the trader's order it copies. Taking a copy over
-- (/follow/selfHolding) turns order_type 2 into 1; the links stay (the copy's origin).
ALTER TABLE lever_transactions ADD COLUMN copy_follow_id integer REFERENCES copy_follows(id);
ALTER TABLE lever_transactions ADD COLUMN copy_trade_id integer REFERENCES copy_trader_trades(id);
CREATE INDEX lever_transactions_copy_trade ON lever_transactions (copy_trade_id) WHERE copy_trade_id IS NOT NULL;
CREATE INDEX lever_transactions_copy_follow ON lever_transactions (copy_follow_id, status) WHERE copy_follow_id IS NOT NULL;

-- A copy closes with its trader's order: closed_type 'trader'.
ALTER TABLE lever_transactions DROP CONSTRAINT lever_transactions_closed_type_check;
ALTER TABLE lever_transactions ADD CONSTRAINT lever_transactions_closed_type_check
  CHECK (closed_type IN ('user', 'batch', 'take_profit', 'stop_loss', 'liquidation', 'cancelled', 'trader'));

-- A trader's order that is one of the trader's own contract positions (a trader who trades in the
-- sandbox); null for the seeded traders' orders, which the sandbox plays on its clock.
ALTER TABLE copy_trader_trades ADD COLUMN lever_transaction_id integer UNIQUE REFERENCES lever_transactions(id);

-- Copies made before this migration (a data folder of an earlier sandbox) move over with the same
-- lots (whole), coins and margin, so the frozen margins keep their positions.
INSERT INTO lever_transactions (user_id, pair_id, legal_id, currency_id, type, status, order_type, origin_price, price,
    update_price, share, number, multiple, caution_money, trade_fee, fact_profits, closed_type, created_at, opened_at,
    closed_at, copy_follow_id, copy_trade_id)
  SELECT c.user_id, c.pair_id, p.legal_id, p.currency_id, c.type, c.status, CASE WHEN c.self_held THEN 1 ELSE 2 END,
    c.price, c.price, c.close_price, greatest(1, round(c.share))::int, c.number, c.multiple, c.caution_money, 0,
    c.fact_profits, CASE c.status WHEN 3 THEN 'trader' WHEN 4 THEN 'cancelled' END, c.created_at, c.created_at,
    c.closed_at, c.follow_id, c.trader_trade_id
  FROM copy_positions c JOIN pairs p ON p.id = c.pair_id ORDER BY c.created_at, c.id;
DROP TABLE copy_positions;
DROP SEQUENCE copy_position_ids;
