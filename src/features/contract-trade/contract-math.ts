// The contract's arithmetic, on decimal strings with big.js (never binary floats), as the
// contract describes /lever/submit and LeverPosition: the opening price is the market (or limit)
// price moved by the pair's spread (up for longs, down for shorts); quantity = lots × lot size;
// value = opening price × quantity; margin = value / multiple; trade fee = value × fee rate;
// overnight fee = value × overnight rate per day; margin + fee leave the contract account at once.
// Also the order-form and take-profit / stop-loss rules, as pure functions returning i18n keys.
import Big from 'big.js';
import type { LeverPosition } from '@generated/model';
import { isAmount } from '@/lib/validators';

export type Side = 'long' | 'short';
export type PriceType = 'market' | 'limit';

/** The wire's direction: 1 buy (long), 2 sell (short). */
export const sideOf = (type: number): Side => (type === 2 ? 'short' : 'long');
export const typeOf = (side: Side): 1 | 2 => (side === 'long' ? 1 : 2);

/** The contract's default rates (0.2 % fee, 0.03 % a day overnight) where a pair does not say. */
export const DEFAULT_FEE_RATE = '0.002';
export const DEFAULT_OVERNIGHT_RATE = '0.0003';
export const DEFAULT_SPREAD = '0';

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** A wire value (decimal string, `+`-signed string or JSON number) as a Big, or null. */
export function toBig(value: string | number | null | undefined): Big | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Big(value) : null;
  const text = value.trim().replace(/^\+/, '');
  return PLAIN_DECIMAL.test(text) ? new Big(text) : null;
}

export interface PairRates {
  feeRate: Big;
  overnightRate: Big;
  spread: Big;
}

export function pairRates(fee?: string, overnight?: string, spread?: string): PairRates {
  return {
    feeRate: toBig(fee) ?? new Big(DEFAULT_FEE_RATE),
    overnightRate: toBig(overnight) ?? new Big(DEFAULT_OVERNIGHT_RATE),
    spread: toBig(spread) ?? new Big(DEFAULT_SPREAD),
  };
}

/**
 * Coins per lot of a pair (`number` / `share` of any of its positions the server sent), or null
 * when none is known: the contract does not carry the lot size itself.
 */
export function inferLotSize(positions: readonly LeverPosition[], symbol: string): Big | null {
  for (const position of positions) {
    if (position.symbol !== symbol || position.share < 1) continue;
    const number = toBig(position.number);
    if (number && number.gt(0)) return number.div(position.share);
  }
  return null;
}

/** The opening price: the price moved by the spread, up for a long and down for a short. */
export function openingPrice(price: Big, spread: Big, side: Side): Big {
  return side === 'long' ? price.times(new Big(1).plus(spread)) : price.times(new Big(1).minus(spread));
}

export interface OrderFigures {
  /** Estimated opening price after the spread. */
  openPrice: Big;
  /** Coins: lots × lot size. */
  quantity: Big;
  /** Position value: opening price × quantity. */
  value: Big;
  /** Margin (caution money): value / multiple. */
  margin: Big;
  /** Trade fee: value × fee rate, charged at opening. */
  fee: Big;
  /** Overnight fee for each day held: value × overnight rate. */
  overnightPerDay: Big;
  /** What leaves the contract account at once: margin + fee. */
  total: Big;
}

export function orderFigures(input: {
  price: Big;
  side: Side;
  shares: number;
  lotSize: Big;
  multiple: number;
  rates: PairRates;
}): OrderFigures {
  const openPrice = openingPrice(input.price, input.rates.spread, input.side);
  const quantity = input.lotSize.times(input.shares);
  const value = openPrice.times(quantity);
  const margin = value.div(input.multiple);
  const fee = value.times(input.rates.feeRate);
  return {
    openPrice,
    quantity,
    value,
    margin,
    fee,
    overnightPerDay: value.times(input.rates.overnightRate),
    total: margin.plus(fee),
  };
}

/**
 * The most lots the available balance pays for (margin + fee per lot), within the pair's upper
 * limit (`max` 0 = none); null when the price or lot size is unknown.
 */
export function maxAffordableShares(input: {
  price: Big | null;
  side: Side;
  lotSize: Big | null;
  multiple: number;
  rates: PairRates;
  available: Big | null;
  shareMax: number;
}): number | null {
  if (!input.price || !input.lotSize || !input.available || input.multiple < 1) return null;
  const perLot = orderFigures({ ...input, price: input.price, lotSize: input.lotSize, shares: 1 }).total;
  if (perLot.lte(0)) return null;
  const count = Number(input.available.div(perLot).round(0, Big.roundDown).toFixed(0));
  return input.shareMax > 0 ? Math.min(count, input.shareMax) : count;
}

/** Floating profit: (current − open) × quantity for a long, (open − current) × quantity for a short. */
export function floatingProfit(side: Side, openPrice: Big, currentPrice: Big, quantity: Big): Big {
  const move = side === 'long' ? currentPrice.minus(openPrice) : openPrice.minus(currentPrice);
  return move.times(quantity);
}

/** Return on margin in percent, or null without margin. */
export function profitRate(profit: Big, margin: Big | null): Big | null {
  if (!margin || margin.lte(0)) return null;
  return profit.div(margin).times(100);
}

// ---- the order form ------------------------------------------------------------------------

export interface OrderInput {
  side: Side;
  priceType: PriceType;
  /** The limit price as typed (ignored for market orders). */
  price: string;
  /** Lots as typed. */
  shares: string;
  /** The chosen multiple (one of `muit`). */
  multiple: string;
  /** Take-profit and stop-loss set with the order, as typed (empty: none). */
  takeProfit?: string;
  stopLoss?: string;
}

export interface OrderContext {
  /** The latest price of the pair, or null while unknown. */
  marketPrice: Big | null;
  shareMin: number;
  /** 0: no upper limit. */
  shareMax: number;
  multiples: readonly string[];
  /** Available balance of the contract account, or null while unknown. */
  available: Big | null;
  lotSize: Big | null;
  rates: PairRates;
}

export type OrderField = 'price' | 'shares' | 'multiple' | 'takeProfit' | 'stopLoss';

export interface OrderError {
  field: OrderField;
  /** An i18n key of the `contract-trade` namespace (values: min, max, price). */
  key: string;
  /** The bound a stop price must pass (see entryStopBounds). */
  price?: string;
}

const WHOLE = /^[1-9]\d*$/;
const MAX_DECIMALS = /^\d+(\.\d{1,10})?$/;

/** A positive price of up to 10 decimals (the contract's PositiveAmount). */
export const isPrice = (value: string): boolean => isAmount(value) && MAX_DECIMALS.test(value);

/** The price an order is estimated at: the limit price, or the latest market price. */
export function orderPrice(input: OrderInput, ctx: Pick<OrderContext, 'marketPrice'>): Big | null {
  if (input.priceType === 'limit') return isPrice(input.price.trim()) ? new Big(input.price.trim()) : null;
  return ctx.marketPrice;
}

/** Every rule of the order form, in the order a person fixes them. */
export function validateOrder(input: OrderInput, ctx: OrderContext): OrderError[] {
  const errors: OrderError[] = [];
  const price = input.price.trim();
  if (input.priceType === 'limit') {
    if (price === '') errors.push({ field: 'price', key: 'validation.priceRequired' });
    else if (!isPrice(price)) errors.push({ field: 'price', key: 'validation.priceInvalid' });
    else if (ctx.marketPrice) {
      const limit = new Big(price);
      if (input.side === 'long' && limit.gte(ctx.marketPrice))
        errors.push({ field: 'price', key: 'validation.limitLongBelow' });
      if (input.side === 'short' && limit.lte(ctx.marketPrice))
        errors.push({ field: 'price', key: 'validation.limitShortAbove' });
    }
  }

  if (!ctx.multiples.includes(input.multiple)) errors.push({ field: 'multiple', key: 'validation.multipleRequired' });

  const shares = input.shares.trim();
  if (shares === '') errors.push({ field: 'shares', key: 'validation.sharesRequired' });
  else if (!WHOLE.test(shares)) errors.push({ field: 'shares', key: 'validation.sharesInvalid' });
  else if (ctx.shareMin > 0 && Number(shares) < ctx.shareMin)
    errors.push({ field: 'shares', key: 'validation.sharesMin' });
  else if (ctx.shareMax > 0 && Number(shares) > ctx.shareMax)
    errors.push({ field: 'shares', key: 'validation.sharesMax' });
  else if (errors.length === 0) {
    const at = orderPrice(input, ctx);
    if (at && ctx.lotSize && ctx.available) {
      const figures = orderFigures({
        price: at,
        side: input.side,
        shares: Number(shares),
        lotSize: ctx.lotSize,
        multiple: Number(input.multiple),
        rates: ctx.rates,
      });
      if (figures.total.gt(ctx.available)) errors.push({ field: 'shares', key: 'validation.insufficientBalance' });
    }
  }

  // Stops set with the order: by the rule of the position's TP/SL sheet (validateStops), against
  // the price the order opens at: the market (or limit) price and the opening price after the spread.
  const stops = { takeProfit: input.takeProfit ?? '', stopLoss: input.stopLoss ?? '' };
  const at = orderPrice(input, ctx);
  if (at) {
    const found = validateStops(stops, {
      side: input.side,
      markPrice: at,
      openPrice: openingPrice(at, ctx.rates.spread, input.side),
      optional: true,
    });
    for (const field of ['takeProfit', 'stopLoss'] as const) {
      const error = found[field];
      if (error) errors.push({ field, key: error.key, price: error.price });
    }
  } else {
    for (const field of ['takeProfit', 'stopLoss'] as const) {
      const typed = stops[field].trim();
      if (typed !== '' && !isPrice(typed)) errors.push({ field, key: 'stops.priceInvalid' });
    }
  }
  return errors;
}

/** The bounds the stops of an order must pass (for the messages), or null while the price is unknown. */
export function entryStopBounds(
  input: Pick<OrderInput, 'side' | 'priceType' | 'price'>,
  ctx: Pick<OrderContext, 'marketPrice' | 'rates'>,
): { takeProfit: Big; stopLoss: Big } | null {
  const at = orderPrice(input as OrderInput, ctx);
  return at ? stopBounds(input.side, [at, openingPrice(at, ctx.rates.spread, input.side)]) : null;
}

export interface LotPreset {
  value: string;
  /** Above the most lots the order may have ("Max lots"): shown, not chosen. */
  disabled: boolean;
}

/**
 * The quick lot buttons: the presets of /lever/deal within the pair's limits, those above `upper`
 * (the "Max lots" the balance pays for, null while unknown) disabled, so that a quick choice never
 * exceeds what the form shows as the most.
 */
export function lotPresets(
  values: readonly string[],
  limits: { min: number; max: number; upper: number | null },
): LotPreset[] {
  return values
    .filter((v) => Number(v) >= limits.min && (limits.max === 0 || Number(v) <= limits.max))
    .map((value) => ({ value, disabled: limits.upper !== null && Number(value) > limits.upper }));
}

// ---- take-profit and stop-loss -------------------------------------------------------------

export interface StopInput {
  takeProfit: string;
  stopLoss: string;
}

export interface StopError {
  /** An i18n key of the `contract-trade` namespace. */
  key: string;
  /** The bound the price must pass, for the message. */
  price?: string;
}

/**
 * The prices a stop must pass (the contract's rule of /lever/setstop and of the stops set with an
 * order): for a long the take-profit above, and the stop-loss below, every one of `prices`; for a
 * short the reverse. The bound of each is the nearest of them that it must pass.
 */
export function stopBounds(side: Side, prices: readonly Big[]): { takeProfit: Big; stopLoss: Big } {
  const sorted = [...prices].sort((a, b) => a.cmp(b));
  const low = sorted[0]!;
  const high = sorted[sorted.length - 1]!;
  return side === 'long' ? { takeProfit: high, stopLoss: low } : { takeProfit: low, stopLoss: high };
}

/**
 * The stop rule, against the prices the sheet or the order form names: the mark price (the live
 * price the position is valued at) and, where known, the opening price. For a long the
 * take-profit must be above both and the stop-loss below both; for a short the reverse: a stop
 * on the wrong side would fire at once. Both are required on an open position (/lever/setstop);
 * with an order (`optional`) either may be left empty. Prices are above 0.
 */
export function validateStops(
  input: StopInput,
  ctx: { side: Side; markPrice: Big; openPrice?: Big | null; optional?: boolean },
): { takeProfit?: StopError; stopLoss?: StopError } {
  const out: { takeProfit?: StopError; stopLoss?: StopError } = {};
  const bounds = stopBounds(ctx.side, ctx.openPrice ? [ctx.markPrice, ctx.openPrice] : [ctx.markPrice]);
  const above = ctx.side === 'long';
  const tp = input.takeProfit.trim();
  const sl = input.stopLoss.trim();

  if (tp === '') {
    if (!ctx.optional) out.takeProfit = { key: 'stops.takeProfitRequired' };
  } else if (!isPrice(tp)) out.takeProfit = { key: 'stops.priceInvalid' };
  else if (above && !new Big(tp).gt(bounds.takeProfit))
    out.takeProfit = { key: 'stops.takeProfitAbove', price: bounds.takeProfit.toString() };
  else if (!above && !new Big(tp).lt(bounds.takeProfit))
    out.takeProfit = { key: 'stops.takeProfitBelow', price: bounds.takeProfit.toString() };

  if (sl === '') {
    if (!ctx.optional) out.stopLoss = { key: 'stops.stopLossRequired' };
  } else if (!isPrice(sl)) out.stopLoss = { key: 'stops.priceInvalid' };
  else if (above && !new Big(sl).lt(bounds.stopLoss))
    out.stopLoss = { key: 'stops.stopLossBelow', price: bounds.stopLoss.toString() };
  else if (!above && !new Big(sl).gt(bounds.stopLoss))
    out.stopLoss = { key: 'stops.stopLossAbove', price: bounds.stopLoss.toString() };

  return out;
}

/**
 * A saved stop price to prefill the sheet with: only one that is set (above 0) and still valid
 * against the mark price; a stop the price has already passed is left empty to be set again.
 */
export function prefillStop(
  kind: 'takeProfit' | 'stopLoss',
  saved: string,
  ctx: { side: Side; markPrice: Big; openPrice?: Big | null },
): string {
  const value = toBig(saved);
  if (!value?.gt(0)) return '';
  const error = validateStops(
    kind === 'takeProfit' ? { takeProfit: saved, stopLoss: '' } : { takeProfit: '', stopLoss: saved },
    ctx,
  )[kind];
  return error ? '' : saved;
}

// ---- a position and the account, valued at the live price --------------------------------------

export interface PositionFigures {
  side: Side;
  openPrice: Big | null;
  quantity: Big | null;
  /** The price the position is valued at: the live price while open, the closing price after. */
  currentPrice: string;
  /** Margin (caution money) the position holds. */
  margin: Big | null;
  /** Floating profit while open (from the live price), realised profit once closed. */
  profit: Big | null;
  /** Profit over margin, in percent. */
  rate: Big | null;
}

/** Whether a position holds margin and moves with the price (open, or being closed). */
export const isOpenPosition = (position: Pick<LeverPosition, 'status'>): boolean =>
  position.status === 1 || position.status === 2;

/**
 * The one valuation of a position, used by every screen that shows it: while it is open, its
 * profit is the contract's floating-profit formula at the live price (the `lever_trade` row's
 * price, else the pair's `daymarket` price, else the server's last `update_price`); once closed,
 * the profit the server realised. Pending and cancelled orders have no profit.
 */
export function positionFigures(
  position: Pick<
    LeverPosition,
    'type' | 'status' | 'price' | 'number' | 'caution_money' | 'update_price' | 'fact_profits'
  >,
  livePrice?: string,
): PositionFigures {
  const side = sideOf(position.type);
  const openPrice = toBig(position.price);
  const quantity = toBig(position.number);
  const margin = toBig(position.caution_money);
  const open = isOpenPosition(position);
  const currentPrice = (open && livePrice && toBig(livePrice) ? livePrice : undefined) ?? position.update_price;
  const current = toBig(currentPrice);
  let profit: Big | null = null;
  if (open) profit = openPrice && quantity && current ? floatingProfit(side, openPrice, current, quantity) : null;
  else if (position.status === 3) profit = toBig(position.fact_profits);
  return { side, openPrice, quantity, currentPrice, margin, profit, rate: profit ? profitRate(profit, margin) : null };
}

/**
 * What the server counts for the positions of other pairs (not on screen): its account totals
 * (from the latest `lever_trade`, else the REST overview) minus its own figures for this pair's
 * positions, so that the summary is the sum of the positions on screen plus these.
 */
export function otherPairsFigures(input: {
  totalMargin: string | number | null | undefined;
  pairMargin: string | number | null | undefined;
  totalProfit: string | number | null | undefined;
  /** The server's profit of each of this pair's open positions. */
  pairProfits: readonly (string | number | null | undefined)[];
}): { margin: Big; profit: Big } {
  const zero = new Big(0);
  const pairProfit = input.pairProfits.reduce<Big>((sum, value) => sum.plus(toBig(value) ?? zero), zero);
  return {
    margin: (toBig(input.totalMargin) ?? zero).minus(toBig(input.pairMargin) ?? zero),
    profit: (toBig(input.totalProfit) ?? zero).minus(pairProfit),
  };
}

export interface AccountFigures {
  /** Total margin of the open positions. */
  margin: Big;
  /** Total floating profit of the open positions. */
  profit: Big;
  /** (available + margin + profit) / margin × 100, or null without margin. */
  riskRate: Big | null;
}

/**
 * The contract account summary: the sums of the open positions on screen (each valued by
 * `positionFigures`), plus what the server reports for positions on other pairs (`others`,
 * zero when every position is on screen), and the risk rate of the contract's formula.
 */
export function accountFigures(input: {
  available: Big;
  positions: readonly PositionFigures[];
  others?: { margin: Big; profit: Big };
}): AccountFigures {
  const zero = new Big(0);
  const margin = input.positions.reduce((sum, p) => sum.plus(p.margin ?? zero), input.others?.margin ?? zero);
  const profit = input.positions.reduce((sum, p) => sum.plus(p.profit ?? zero), input.others?.profit ?? zero);
  const riskRate = margin.gt(0) ? input.available.plus(margin).plus(profit).div(margin).times(100) : null;
  return { margin, profit, riskRate };
}
