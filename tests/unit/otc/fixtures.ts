// OTC data for the screen tests, typed by the generated models.
import type { OtcAd, OtcOrder, User } from '@generated/model';

export const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

export const user = (level: 0 | 1 | 2): User => ({
  id: 100238,
  account_number: 'lina.chen@example.com',
  nickname: 'Lina',
  head_portrait: '',
  extension_code: 'NX7K2Q',
  status: 1,
  level,
  is_realname: level > 0 ? 2 : 0,
  review_status: level > 1 ? 2 : 0,
});

export const ad = (id: number, patch: Partial<OtcAd> = {}): OtcAd => ({
  id,
  side: 'buy',
  coin: 'USDT',
  fiat: 'CNY',
  price: '7.25',
  available: '12500.00',
  min_amount: '100.00',
  max_amount: '50000.00',
  pay_methods: ['bank', 'alipay'],
  pay_minutes: 15,
  merchant: {
    id: 5012,
    nickname: 'Golden Bridge OTC',
    head_portrait: '',
    orders_30d: 1286,
    completion_rate: '99.20',
    release_minutes: 3,
  },
  ...patch,
});

export const pages = <T>(data: T[]) => ({ data, page: 1, pages: data.length ? 1 : 0, total: data.length });

export const order = (patch: Partial<OtcOrder> = {}): OtcOrder => ({
  id: 880412,
  order_no: 'OTC20261124100512880412',
  ad_id: 3101,
  side: 'buy',
  coin: 'USDT',
  fiat: 'CNY',
  price: '7.25',
  number: '500.00',
  total: '3625.00',
  status: 1,
  cancel_reason: null,
  expire_seconds: 900,
  merchant: ad(3101).merchant,
  payment_accounts: [
    {
      method: 'bank',
      account_name: 'Zhang Wei',
      account: '6222021001123456789',
      bank_name: 'ICBC Shanghai Pudong Branch',
      qrcode: '',
    },
  ],
  appeal_reason: null,
  create_time: 1795500312,
  paid_time: null,
  finish_time: null,
  ...patch,
});

export const formBody = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));
