// The Trade page's chosen mode downloads with the page (src/app/trade-modes.ts), not once the
// page has rendered and asked for it: one round trip less before Trade's price shows.
import { afterEach, expect, it, vi } from 'vitest';
import { pageRouteOfPath } from '@/app/route-table';
import { ROUTES } from '@/lib/routes';

const asked: string[] = [];
vi.mock('@/app/trade-screen', () => ({ TradeScreen: () => null }));
vi.mock('@/features/spot-trade/spot-trade-screen', () => (asked.push('coins'), { SpotTradePanel: () => null }));
vi.mock(
  '@/features/contract-trade/contract-trade-screen',
  () => (asked.push('contract'), { ContractTradePanel: () => null }),
);

afterEach(() => window.history.replaceState(null, '', '/'));

it('loading the Trade page loads the mode its address asks for, beside it', async () => {
  window.history.replaceState(null, '', '/h5/#/pages/transaction/index?mode=contract');
  await pageRouteOfPath(ROUTES.trade)?.load();
  await vi.waitFor(() => expect(asked).toEqual(['contract']), { timeout: 5_000 });
  // Coins when the address names no mode.
  window.history.replaceState(null, '', '/h5/#/pages/transaction/index');
  await pageRouteOfPath(ROUTES.trade)?.load();
  await vi.waitFor(() => expect(asked).toEqual(['contract', 'coins']), { timeout: 5_000 });
});

it('Trade paints without the UI kit in its coins mode only (the kit texts wait there, not in the other modes)', async () => {
  const { paintsWithoutKit } = await import('@/app/routes');
  expect(paintsWithoutKit(ROUTES.trade, '')).toBe(true);
  expect(paintsWithoutKit(ROUTES.trade, '?mode=coins')).toBe(true);
  expect(paintsWithoutKit(ROUTES.trade, '?mode=contract')).toBe(false);
  expect(paintsWithoutKit(ROUTES.trade, '?mode=options')).toBe(false);
  expect(paintsWithoutKit(ROUTES.trade, '?mode=stock')).toBe(false);
  // Fixed per route elsewhere: Assets and Home without the kit, a transfer with it.
  expect(paintsWithoutKit(ROUTES.assets, '')).toBe(true);
  expect(paintsWithoutKit(ROUTES.home, '')).toBe(true);
  expect(paintsWithoutKit(ROUTES.transfer, '')).toBe(false);
});
