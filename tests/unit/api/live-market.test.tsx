// The live tickers store: events go out at most once per animation frame, and a component
// reading one pair re-renders only when that pair changed.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SocketDaymarket } from '@generated/model';
import { livePublishCount, useLiveTicker } from '@/api/live-market';
import { emitSocketEvent } from '../fake-socket';

const tick = (matchId: number, price: string): SocketDaymarket => ({
  type: 'daymarket',
  match_id: matchId,
  currency_id: matchId + 1,
  legal_id: 1,
  symbol: matchId === 1 ? 'BTC/USDT' : 'ETH/USDT',
  close: price,
  now_price: price,
  change: '1.5',
});

function Probe({ id, renders }: { id: number; renders: { count: number } }) {
  renders.count += 1;
  const ticker = useLiveTicker(id);
  return <p data-testid={`p${id}`}>{ticker ? `${ticker.price} ${ticker.change}` : 'none'}</p>;
}

describe('live market store', () => {
  it('publishes a burst of events once, in the next frame, with the last values', async () => {
    const btc = { count: 0 };
    const eth = { count: 0 };
    render(
      <>
        <Probe id={1} renders={btc} />
        <Probe id={2} renders={eth} />
      </>,
    );
    expect(screen.getByTestId('p1')).toHaveTextContent('none');
    const before = livePublishCount();
    const btcBefore = btc.count;
    const ethBefore = eth.count;
    act(() => {
      for (let i = 0; i < 20; i += 1) emitSocketEvent('daymarket', tick(1, `9642${i}.50`));
    });
    // Nothing is published inside the burst itself.
    expect(screen.getByTestId('p1')).toHaveTextContent('none');
    await waitFor(() => expect(screen.getByTestId('p1')).toHaveTextContent('964219.50 +1.5'));
    expect(livePublishCount() - before).toBe(1);
    expect(btc.count - btcBefore).toBe(1);
    // The other pair did not change, so its row did not render again.
    expect(eth.count - ethBefore).toBe(0);
    expect(screen.getByTestId('p2')).toHaveTextContent('none');
  });

  it('keeps a signed change as sent and signs a positive one', async () => {
    render(<Probe id={2} renders={{ count: 0 }} />);
    act(() => emitSocketEvent('daymarket', { ...tick(2, '3400.10'), change: '-0.8' }));
    await waitFor(() => expect(screen.getByTestId('p2')).toHaveTextContent('3400.10 -0.8'));
  });
});
