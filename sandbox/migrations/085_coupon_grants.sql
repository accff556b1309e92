-- Why a coupon was granted: the seed's, the welcome pack of a new account ('signup'), the inviter's
-- reward when a friend signs up with their code ('invite'), or the control API ('control').
-- A coupon is used by one order (`used_ref`: 'spot_order:<id>' or 'lever:<id>'); a limit order
-- cancelled before it filled gives it back (used_at and used_ref cleared).

ALTER TABLE coupons ADD COLUMN reason text NOT NULL DEFAULT 'seed'
  CHECK (reason IN ('seed', 'signup', 'invite', 'control'));
CREATE UNIQUE INDEX coupons_used_ref ON coupons (used_ref) WHERE used_ref IS NOT NULL AND used_at IS NOT NULL;
