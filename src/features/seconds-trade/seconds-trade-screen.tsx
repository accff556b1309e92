// Seconds options. The route /pages/transaction/index2 shows them in a page of their own
// (SecondsTradeScreen); the Trade tab embeds the same content as its "options" mode
// (SecondsTradePanel, no page frame). The pair is the `id` query parameter (a match id).
import { pageOf } from '@/components/page-of';
import { SecondsTradeView } from './seconds-trade-view';

export const SecondsTradeScreen = pageOf(SecondsTradeView, 'seconds-trade', 'title');

export function SecondsTradePanel() {
  return <SecondsTradeView withTabBar />;
}
