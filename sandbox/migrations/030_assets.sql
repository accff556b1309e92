-- The assets area: what each coin is offered for beyond the core `currencies` row (withdrawals,
-- the four accounts, conversion), the networks a coin is deposited and withdrawn on (with each
-- network's own fee, minimum and confirmation time), and the fiat rates the external rates
-- service answers (units of a currency per 1 USD; the CNY row is also the site's USDT/CNY rate,
-- the `ExRate` of the wallet calls). Money is numeric(36,18).

CREATE TABLE currency_options (
  currency_id integer PRIMARY KEY REFERENCES currencies(id),
  is_withdraw boolean NOT NULL DEFAULT false,
  -- held in the legal (fiat/OTC) account, and paid out to bank cards
  is_legal boolean NOT NULL DEFAULT false,
  -- the contract (lever) account's margin currency
  is_lever boolean NOT NULL DEFAULT false,
  -- tradable on the spot market
  is_match boolean NOT NULL DEFAULT false,
  -- usable for seconds options
  is_micro boolean NOT NULL DEFAULT false,
  -- offered by the currency-conversion page (/user/Transfer), at this fee rate (a fraction)
  convertible boolean NOT NULL DEFAULT false,
  convert_fee numeric(36,18) NOT NULL DEFAULT 0 CHECK (convert_fee >= 0 AND convert_fee < 1),
  -- a percentage withdrawal fee on top of the fixed one (per cent of the quantity)
  withdraw_rate numeric(36,18) NOT NULL DEFAULT 0 CHECK (withdraw_rate >= 0 AND withdraw_rate < 100)
);

-- One network a coin travels on. `type` is the wire's network key; the first network by `sort` is
-- the coin's default one (a coin on one network uses it for everything).
CREATE TABLE currency_networks (
  id integer PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies(id),
  type text NOT NULL CHECK (type IN ('erc20', 'trc20', 'btc', 'eth', 'omni')),
  -- the label under the coin (ERC20, TRC20), empty for a coin's own chain
  sub_name text NOT NULL DEFAULT '',
  -- the withdraw page's name of the network (USDT-TRC20)
  display_name text NOT NULL,
  deposit_open boolean NOT NULL DEFAULT true,
  withdraw_open boolean NOT NULL DEFAULT true,
  withdraw_fee numeric(36,18) NOT NULL CHECK (withdraw_fee >= 0),
  withdraw_min numeric(36,18) NOT NULL CHECK (withdraw_min >= 0),
  -- how long the simulated confirmations of a deposit take on the sandbox clock
  confirm_ms bigint NOT NULL CHECK (confirm_ms > 0),
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (currency_id, type)
);

CREATE TABLE fiat_rates (
  currency_code text PRIMARY KEY CHECK (currency_code ~ '^[A-Z]{3}$'),
  -- units of this currency per 1 USD
  rate numeric(36,18) NOT NULL CHECK (rate > 0),
  sort integer NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL
);
