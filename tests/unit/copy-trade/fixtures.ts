// Copy-trading data for the screen tests, typed by the generated models.
import { getListWalletsResponseMock } from '@generated/api/assets/assets.msw';
import type { CopiedPosition, ListWallets200, MyFollow, Trader, TraderDetail, TraderTrade } from '@generated/model';

export const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

export const trader = (id: number, nickname: string, patch: Partial<Trader> = {}): Trader => ({
  id,
  nickname,
  head_portrait: '',
  total_profits: '1000',
  correct_rate: '50',
  follow_num: 10,
  is_followed: 0,
  ...patch,
});

export function paginator<T>(rows: T[], page = 1, lastPage = 1) {
  return {
    current_page: page,
    data: rows,
    first_page_url: 'https://h5.exchange.test/api/x?page=1',
    from: rows.length ? (page - 1) * 10 + 1 : null,
    last_page: lastPage,
    last_page_url: `https://h5.exchange.test/api/x?page=${lastPage}`,
    next_page_url: page < lastPage ? `https://h5.exchange.test/api/x?page=${page + 1}` : null,
    path: 'https://h5.exchange.test/api/x',
    per_page: 10,
    prev_page_url: null,
    to: rows.length ? (page - 1) * 10 + rows.length : null,
    total: rows.length,
  };
}

export const detail = (followed: boolean): TraderDetail => ({
  trader_info: { id: 200517, nickname: 'AlphaWolf', head_portrait: '', signature: 'Trend first' },
  data: {
    follow_num: 1268,
    total_profits: '48210.35',
    total_income_rate: '182.4',
    correct_rate: '78.40',
    profitCount: 392,
    riseCount: 250,
    fallCount: 142,
    yesterday_profits: '-320.5',
    position_count: 3,
    total_count: 500,
  },
  is_followed: followed ? 1 : 0,
});

export const trade = (id: number, patch: Partial<TraderTrade> = {}): TraderTrade => ({
  id,
  symbol: 'BTC/USDT',
  type: 1,
  price: '95210.00',
  share: 10,
  multiple: 10,
  transaction_time: '2026-11-21 09:15:00',
  ...patch,
});

export const myFollow = (patch: Partial<MyFollow> = {}): MyFollow => ({
  trader_user_id: 200517,
  nickname: 'AlphaWolf',
  head_portrait: '',
  type: 1,
  number: '2',
  amount: '1000',
  follow_amount: '820.50',
  follow_profits: '126.40',
  position_count: 2,
  create_time: 1795323600,
  ...patch,
});

export const position = (id: number, patch: Partial<CopiedPosition> = {}): CopiedPosition => ({
  id,
  trader_user_id: 200517,
  trader_nickname: 'AlphaWolf',
  symbol: 'BTC/USDT',
  type: 1,
  price: '95210.00',
  update_price: '95840.00',
  share: '20',
  number: '0.2',
  multiple: 10,
  caution_money: '1904.20',
  fact_profits: '126.00',
  status: 1,
  create_time: 1795323600,
  close_time: null,
  ...patch,
});

/** The four accounts with `usdt` available USDT in the contract account. */
export function wallets(usdt: string): ListWallets200 {
  const body = getListWalletsResponseMock();
  if (body.type !== 'ok') throw new Error('the generated wallet mock is not a success');
  const row = {
    id: 1,
    currency: 1,
    currency_name: 'USDT',
    lever_balance: usdt,
    lock_lever_balance: '0',
    usdt_price: '1',
  };
  return { ...body, message: { ...body.message, lever_wallet: { ...body.message.lever_wallet, balance: [row] } } };
}

export const formBody = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));
