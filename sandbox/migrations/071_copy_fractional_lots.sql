-- A copied position carries the lots of its copy rule, which may have 2 decimals (a 2.5x copy of
-- a 3-lot order holds 7.5 lots, as /follow/follow describes): contract positions keep lots with
-- 2 decimals (the user's own orders stay whole, as /lever/submit asks).
ALTER TABLE lever_transactions ALTER COLUMN share TYPE numeric(14,2);
