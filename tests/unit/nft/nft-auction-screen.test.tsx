// The auction screen with the generated handlers: the deposit rule and its payment, the bid rule
// (a bid below the current bid + the minimum raise refused with the server's wording, nothing
// sent), the raise sent to /bind_box/auctionNFT after confirmation, the leading/outbid state and a
// refused bid keeping what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetUserInfoMockHandler } from '@generated/api/account/account.msw';
import { getListWalletsMockHandler } from '@generated/api/assets/assets.msw';
import {
  getBidNftMockHandler,
  getGetNftMockHandler,
  getListNftBidsMockHandler,
  getListNftBidsResponseMock,
  getPayNftMarginMockHandler,
} from '@generated/api/nft/nft.msw';
import type { NftBid } from '@generated/model';
import { setToken } from '@/api/session';
import { i18next } from '@/app/i18n';
import { NftAuctionScreen } from '@/features/nft/nft-auction-screen';
import { parseServerTime } from '@/features/nft/nft-time';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { findOpenedDialog } from '../opened-dialog';

const PATH = '/pages/nft/purchase';
type Handler = Parameters<typeof server.use>[number];
const form = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));
const exampleBids = () => (getListNftBidsResponseMock() as { message: NftBid[] }).message;

beforeAll(async () => {
  await i18next.loadNamespaces(['nft']);
});
beforeEach(() => {
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(parseServerTime('2026-11-22 10:00:00'));
});
afterEach(() => vi.useRealTimers());

function setup(bids: NftBid[], handlers: Handler[] = []) {
  const sent: { margin: Record<string, string>[]; bid: Record<string, string>[] } = { margin: [], bid: [] };
  server.use(
    ...handlers,
    getGetNftMockHandler(),
    getListNftBidsMockHandler({ type: 'ok', message: bids }),
    getGetUserInfoMockHandler(),
    getListWalletsMockHandler(),
    getPayNftMarginMockHandler(async ({ request }) => {
      sent.margin.push(await form(request));
      return { type: 'ok', message: 'successful' };
    }),
    getBidNftMockHandler(async ({ request }) => {
      sent.bid.push(await form(request));
      return { type: 'ok', message: 'successful' };
    }),
  );
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  return { user, sent, ...renderScreen(<NftAuctionScreen />, { path: PATH, route: `${PATH}?id=11` }) };
}

describe('NftAuctionScreen', () => {
  it('explains the deposit and pays it once after confirmation', async () => {
    const { user, sent } = setup(exampleBids().filter((b) => b.buyer_id !== 100238));
    expect(
      await screen.findByText(/Bidding needs a deposit of 100.00 USDT.*refunded when the auction ends.*one day to pay/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay deposit' }));
    const dialog = await findOpenedDialog({ name: 'Pay the deposit' });
    expect(within(dialog).getByText('100.00 USDT')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deposit paid')).toBeInTheDocument();
    expect(sent.margin).toEqual([{ code: '0x9b02d7e4c6a1f3580b2d', lang: 'en' }]);
  });

  it('refuses a bid below the current bid + the minimum raise, then sends the raise', async () => {
    const { user, sent } = setup(exampleBids().filter((b) => b.buyer_id !== 100238));
    const input = await screen.findByLabelText('Bid (ETH)');
    expect(input).toHaveValue('1.9');
    await user.clear(input);
    await user.type(input, '1.87');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('Wrong per-increase: the bid must be at least 1.90 ETH')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('Wrong price: enter a valid bid')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '2');
    // The submit guard takes one tap per 500 ms of (fake) time.
    vi.setSystemTime(Date.now() + 1000);
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const dialog = await findOpenedDialog({ name: 'Confirm your bid' });
    expect(dialog).toHaveTextContent('0.15 ETH');
    expect(dialog).toHaveTextContent('2.00 ETH');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent.bid).toEqual([{ code: '0x9b02d7e4c6a1f3580b2d', price: '0.15', lang: 'en' }]));
  });

  it('steps the bid by the minimum raise, never under the minimum', async () => {
    const { user } = setup([]);
    const input = await screen.findByLabelText('Bid (ETH)');
    await user.click(screen.getByRole('button', { name: 'Raise the bid' }));
    expect(input).toHaveValue('1.95');
    await user.click(screen.getByRole('button', { name: 'Lower the bid' }));
    await user.click(screen.getByRole('button', { name: 'Lower the bid' }));
    expect(input).toHaveValue('1.9');
    expect(screen.getByText('No bids yet. Be the first.')).toBeInTheDocument();
  });

  it('says when the user leads and when they were outbid', async () => {
    setup(exampleBids());
    expect(await screen.findByText('You are the leading bidder')).toBeInTheDocument();
    // A bidder who leads has paid the deposit with their bid.
    expect(screen.getByText('Deposit paid')).toBeInTheDocument();
  });

  it('shows the outbid state', async () => {
    const bids = exampleBids().map((b) => ({ ...b, status: b.buyer_id === 100611 ? 1 : 0 }) as NftBid);
    setup(bids);
    expect(await screen.findByText('You have been outbid. Raise your bid to lead again.')).toBeInTheDocument();
  });

  it('keeps the typed bid when the server refuses it', async () => {
    const { user } = setup(exampleBids(), [getBidNftMockHandler({ type: 'error', message: 'Wrong per-increase' })]);
    const input = await screen.findByLabelText('Bid (ETH)');
    await user.clear(input);
    await user.type(input, '2.5');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    await user.click(
      within(await findOpenedDialog({ name: 'Confirm your bid' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your bid' })).not.toBeInTheDocument());
    expect(input).toHaveValue('2.5');
  });

  it('closes bidding after the deadline', async () => {
    vi.setSystemTime(parseServerTime('2026-11-23 12:00:00'));
    setup(exampleBids());
    expect(await screen.findByText('Bidding is closed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Bid (ETH)')).not.toBeInTheDocument();
  });

  it('says that bidding ended, not "be the first", when a settled auction lists no bid', async () => {
    vi.setSystemTime(parseServerTime('2026-11-23 12:00:00'));
    setup([]);
    expect(await screen.findByText('Bidding has ended; no bids are open.')).toBeInTheDocument();
    expect(screen.queryByText('No bids yet. Be the first.')).not.toBeInTheDocument();
  });

  it('invites the first bid while bidding is open', async () => {
    setup([]);
    expect(await screen.findByText('No bids yet. Be the first.')).toBeInTheDocument();
  });
});
