// The Contract screen as the app shows it: the contract-trade area's panel with the pair's small
// chart from the chart area (a feature does not import another; the app composes them). The Trade
// tab's contract mode, its stock mode's contract flow and the contract page all load this module.
import { MiniChart } from '@/features/chart/mini-chart';
import { ContractTradePanel } from '@/features/contract-trade/contract-trade-screen';
import { pageOf } from '@/components/page-of';
import type { MarketCategory } from '@/lib/market-category';

export function ContractTradeWithChart({ category }: { category?: MarketCategory }) {
  return <ContractTradePanel category={category} chart={MiniChart} />;
}

export function StockContractTrade() {
  return <ContractTradeWithChart category="stock" />;
}

export const ContractTradePage = pageOf(ContractTradeWithChart, 'contract-trade', 'screen.title');
