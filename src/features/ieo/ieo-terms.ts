// The subscription window of an IEO project and the currencies it can be paid with.
import type { ProjectInfo } from '@generated/model';

export type WindowState = 'warmup' | 'live' | 'ended';
export const WINDOW: Record<1 | 2 | 3, WindowState> = { 1: 'warmup', 2: 'live', 3: 'ended' };

export interface PayCurrency {
  /** The id /project/order takes as `pay_currency`. */
  id: 1 | 2 | 3;
  name: 'USDT' | 'BTC' | 'ETH';
  price: string;
}

/** The currencies with an issuance price above 0, USDT first. */
export function payCurrencies(info: ProjectInfo): PayCurrency[] {
  const all: PayCurrency[] = [
    { id: 1, name: 'USDT', price: info.price },
    { id: 2, name: 'BTC', price: info.btc_price ?? '0' },
    { id: 3, name: 'ETH', price: info.eth_price ?? '0' },
  ];
  return all.filter((c) => Number(c.price) > 0);
}
