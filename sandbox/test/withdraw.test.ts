// The withdraw area: the conditions, a withdrawal frozen then sent or refused by the review job on
// the sandbox clock (fee kept inside the quantity), the pay password, the minimum, the network, the
// 24 h limit by verification level, 998, bank cards and saved addresses.
import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

const s = await startSandbox();
const MINUTE = 60e3;
const HOUR = 60 * MINUTE;

interface Withdrawal {
  id: number;
  order_no: string;
  currency: number;
  type?: string;
  number: string;
  fee: string;
  real_number: string;
  address: string;
  notes: string | null;
  status: number;
}
interface Page<T> {
  data: T[];
  page: number;
  pages: number;
  total: number;
}

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const example = { currency: 1, type: 'trc20', address: TRON, number: '100', pay_password: '260518' };

/** [available, frozen] of a coin in the spot account, through /wallet/list. */
async function spot(coin: string, token?: string): Promise<{ available: Big; frozen: Big }> {
  const o = await s.ok<{ change_wallet: { balance: Array<Record<string, string>> } }>('listWallets', {}, { token });
  const row = o.change_wallet.balance.find((r) => r.currency_name === coin);
  return { available: new Big(row?.change_balance ?? 0), frozen: new Big(row?.lock_change_balance ?? 0) };
}
const latest = async (token?: string) =>
  (await s.ok<Page<Withdrawal>>('listWithdrawals', { page: 1, limit: 10 }, { token })).data[0]!;

async function notification(userId: number, key: string): Promise<string | undefined> {
  const row = await s.sandbox.world.db.one<{ body: string }>(
    'SELECT body FROM notifications WHERE user_id = $1 AND title = $2 ORDER BY id DESC LIMIT 1',
    [userId, key],
  );
  return row?.body;
}

/**
 * A fresh verified user (pay password 260518, no card) with spot USDT and BTC, through the control
 * API: what other areas do to the demo user on the clock cannot blur its balances. Its withdrawals
 * need no code, as the demo account's (the codes are tested in money-safety.test.ts).
 */
async function newUser(usdt: string, btc = '0'): Promise<{ id: number; token: string }> {
  const control = (url: string, payload: object) => s.sandbox.app.inject({ method: 'POST', url, payload });
  const user = (await control('/__sandbox/users', {})).json() as { id: number; token: string };
  await s.sandbox.world.db.query(
    'INSERT INTO withdraw_security (user_id, whitelist, code_required, updated_at) VALUES ($1, false, false, 0)',
    [user.id],
  );
  await control(`/__sandbox/users/${user.id}/fund`, { account: 'change', currency: 'USDT', amount: usdt });
  if (btc !== '0')
    await control(`/__sandbox/users/${user.id}/fund`, { account: 'change', currency: 'BTC', amount: btc });
  return user;
}

describe('every operation on a fresh seed', () => {
  it('answers the contract examples for the demo user', async () => {
    expect(await s.ok('getWithdrawInfo', { currency: 1 })).toMatchObject({
      name: 'USDT',
      multi_protocol: 1,
      type_data: [
        { name: 'USDT-TRC20', type: 'trc20', withdraw_fee: '1', min_number: '10' },
        { name: 'USDT-ERC20', type: 'erc20', withdraw_fee: '5', min_number: '10' },
      ],
      rate: '0',
      min_number: '10',
      level: 1,
      day_limit_btc: '200',
    });
    expect(await s.ok('getWithdrawInfo', { currency: 2 })).toMatchObject({
      name: 'BTC',
      type: 'btc',
      multi_protocol: 0,
      type_data: [],
      withdraw_fee: '0.0005',
      min_number: '0.001',
      change_balance: '0.12500000',
    });
    const list = await s.ok<Page<Withdrawal>>('listWithdrawals', { page: 1, limit: 10 });
    expect(list.data.map((w) => [w.id, w.status])).toEqual([
      [5012, 1],
      [4998, 2],
      [4993, 2],
      [4987, 2],
      [4951, 3],
    ]);
    expect(list.data[0]).toMatchObject({ number: '100.00000000', fee: '1.00000000', real_number: '99.00000000' });
    await s.ok('listWalletAddresses', { page: 1, limit: 10 });
    expect(await s.ok('getBankCard')).toMatchObject({ id: 57, bank_account: '6222021001123456789' });
    expect(await s.ok('getInternationalBankCard')).toMatchObject({ id: 21, swift_code: 'BOFAUS3N' });
    expect(
      await s.call('saveWalletAddress', {
        currency: 2,
        name: 'Ledger cold wallet',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        type: 'btc',
        qrcode: '/upload/images/20261112/qr-ledger.png',
      }),
    ).toEqual({ type: 'ok', message: 'Address saved' });
    await s.ok('saveBankCard', {
      real_name: 'Lina Chen',
      bank_account: '6222021001123456789',
      bank_name: 'Industrial and Commercial Bank of China',
      bank_branch: 'Shanghai Lujiazui Branch',
      bank_dizhi: '188 Yincheng Road, Pudong, Shanghai',
      phone: '13812345678',
    });
    await s.ok('saveInternationalBankCard', {
      real_name: 'Lina Chen',
      bank_account: '026009593000123456',
      bank_name: 'Bank of America',
      bank_branch: 'New York Main Office',
      bank_dizhi: '100 West 33rd Street, New York, NY 10001',
      phone: '+12125550148',
      aba_number: '026009593',
      swift_code: 'BOFAUS3N',
      cardholder_address: '55 Water Street, Apt 12B, New York, NY 10041',
    });
    // the three request examples of /wallet/out
    expect(await s.call('createWithdrawal', { ...example, remark: 'To my own TRON wallet' })).toEqual({
      type: 'ok',
      message: 'Withdrawal submitted',
    });
    await s.ok('createWithdrawal', { currency: 1, withdraw_type: 1, number: '500', pay_password: '260518' });
    await s.ok('createWithdrawal', {
      currency: 1,
      withdraw_type: 2,
      number: '1000',
      pay_password: '260518',
      remark: 'Monthly transfer',
    });
    const cards = (await s.ok<Page<Withdrawal>>('listWithdrawals', { limit: 2 })).data;
    expect(cards.map((w) => [w.address, w.real_number, w.notes])).toEqual([
      ['Bank of America **** 3456', '999.00000000', 'Monthly transfer'],
      ['Industrial and Commercial Bank of China **** 6789', '499.00000000', null],
    ]);
    expect(cards[0]).not.toHaveProperty('type');
    // all of it settles: the three new ones and the seeded one
    await s.advance(2 * HOUR);
    expect((await s.ok<Page<Withdrawal>>('listWithdrawals', { limit: 10 })).data.every((w) => w.status !== 1)).toBe(
      true,
    );
  });
});

describe('a withdrawal', () => {
  let u: { id: number; token: string };
  beforeAll(async () => {
    u = await newUser('20000', '1');
  });

  it('with a wrong pay password is refused and nothing is frozen', async () => {
    const before = await spot('USDT', u.token);
    const count = (await s.ok<Page<Withdrawal>>('listWithdrawals', {}, { token: u.token })).total;
    expect(await s.call('createWithdrawal', { ...example, pay_password: '111111' }, { token: u.token })).toEqual({
      type: 'error',
      message: 'Wrong pay password',
    });
    const after = await spot('USDT', u.token);
    expect(after.available.toFixed()).toBe(before.available.toFixed());
    expect(after.frozen.toFixed()).toBe(before.frozen.toFixed());
    expect((await s.ok<Page<Withdrawal>>('listWithdrawals', {}, { token: u.token })).total).toBe(count);
  });

  it('is frozen whole, then sent by the review: the balance lowered by the quantity, the fee inside it', async () => {
    const before = await spot('USDT', u.token);
    await s.ok('createWithdrawal', { ...example, number: '250.5' }, { token: u.token });
    const pending = await latest(u.token);
    expect(pending).toMatchObject({ status: 1, type: 'trc20', number: '250.50000000', fee: '1.00000000' });
    expect(pending.real_number).toBe('249.50000000');
    expect(pending.order_no).toMatch(/^\d{16}$/);
    const frozen = await spot('USDT', u.token);
    expect(before.available.minus(frozen.available).toFixed()).toBe('250.5');
    expect(frozen.frozen.minus(before.frozen).toFixed()).toBe('250.5');

    await s.advance(10 * MINUTE + 1000);
    expect((await latest(u.token)).status).toBe(2);
    const after = await spot('USDT', u.token);
    expect(after.available.toFixed()).toBe(frozen.available.toFixed());
    expect(after.frozen.toFixed()).toBe(before.frozen.toFixed());
    expect(before.available.plus(before.frozen).minus(after.available.plus(after.frozen)).toFixed()).toBe('250.5');

    // the ledger: the request (99) froze it, the sent part and the fee (100) left the frozen part
    const log = await s.ok<{ list: Array<{ type: number; value: string; info: string; lock_type_name: string }> }>(
      'listLegalLog',
      { currency: 1, type: 2, limit: 3 },
      { token: u.token },
    );
    expect(log.list.map((e) => [e.type, e.value, e.info, e.lock_type_name])).toEqual([
      [100, '-1.00000000', 'Withdrawal fee', 'Yes'],
      [100, '-249.50000000', 'Withdrawal sent', 'Yes'],
      [99, '-250.50000000', 'Withdrawal request', 'No'],
    ]);
    expect(await notification(u.id, 'withdrawDone')).toBe(JSON.stringify({ amount: '249.5', currency: 'USDT' }));
  });

  it('to an address not valid on its network is refused by the review and released', async () => {
    const before = await spot('USDT', u.token);
    await s.ok('createWithdrawal', { ...example, address: `T${'0'.repeat(33)}`, number: '60' }, { token: u.token });
    expect((await spot('USDT', u.token)).frozen.minus(before.frozen).toFixed()).toBe('60');
    await s.advance(10 * MINUTE + 1000);
    expect((await latest(u.token)).status).toBe(3);
    const after = await spot('USDT', u.token);
    expect(after.available.toFixed()).toBe(before.available.toFixed());
    expect(after.frozen.toFixed()).toBe(before.frozen.toFixed());
    expect(await notification(u.id, 'withdrawRefused')).toBe(
      JSON.stringify({ reason: 'The address is not valid on the USDT-TRC20 network' }),
    );
    const log = await s.ok<{ list: Array<{ type: number; value: string }> }>(
      'listLegalLog',
      { currency: 1, type: 2, limit: 1 },
      { token: u.token },
    );
    expect(log.list[0]).toMatchObject({ type: 101, value: '60.00000000' });
  });

  it('charges the fee of the chosen network, and asks for one where the coin has several', async () => {
    await s.ok(
      'createWithdrawal',
      {
        ...example,
        type: 'erc20',
        address: '0x8a3F5c2B9e41D07a6C1b2E4f9D3a7B5c6E0f1A2d',
      },
      { token: u.token },
    );
    expect(await latest(u.token)).toMatchObject({ type: 'erc20', fee: '5.00000000', real_number: '95.00000000' });
    const { type: _type, ...withoutNetwork } = example;
    expect(await s.call('createWithdrawal', withoutNetwork, { token: u.token })).toEqual({
      type: 'error',
      message: 'Please choose a network',
    });
    expect(await s.call('createWithdrawal', { ...example, type: 'omni' }, { token: u.token })).toEqual({
      type: 'error',
      message: 'This network is not offered for this currency',
    });
    // a single-network coin ignores the type
    await s.ok(
      'createWithdrawal',
      {
        currency: 2,
        type: 'whatever',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        number: '0.002',
        pay_password: '260518',
      },
      { token: u.token },
    );
    expect(await latest(u.token)).toMatchObject({ type: 'btc', fee: '0.00050000', real_number: '0.00150000' });
  });

  it('refuses below the minimum, beyond the balance, a coin not withdrawn, without freezing anything', async () => {
    const before = await spot('USDT', u.token);
    expect(await s.call('createWithdrawal', { ...example, number: '9.99' }, { token: u.token })).toEqual({
      type: 'error',
      message: 'The minimum withdrawal is 10 USDT',
    });
    expect(
      await s.call('createWithdrawal', { ...example, number: before.available.plus(1).toFixed() }, { token: u.token }),
    ).toEqual({
      type: 'error',
      message: 'Insufficient balance',
    });
    expect(await s.call('createWithdrawal', { ...example, currency: 7, number: '1' }, { token: u.token })).toEqual({
      type: 'error',
      message: 'Withdrawals of this currency are suspended',
    });
    expect(await s.call('createWithdrawal', { ...example, number: '0' }, { token: u.token })).toEqual({
      type: 'error',
      message: 'Parameter error',
    });
    const after = await spot('USDT', u.token);
    expect(after.available.toFixed()).toBe(before.available.toFixed());
    expect(after.frozen.toFixed()).toBe(before.frozen.toFixed());
  });

  it('to a card needs the card bound, and a coin paid out in fiat', async () => {
    const user = await newUser('3000');
    const card = { currency: 1, withdraw_type: 1, number: '500', pay_password: '260518' };
    expect(await s.call('createWithdrawal', card, { token: user.token })).toEqual({
      type: 'error',
      message: 'Please bind a bank card first',
    });
    expect(await s.call('createWithdrawal', { ...card, withdraw_type: 2 }, { token: user.token })).toEqual({
      type: 'error',
      message: 'Please bind a bank card first',
    });
    expect((await spot('USDT', user.token)).frozen.toFixed()).toBe('0');
    expect(await s.call('getBankCard', {}, { token: user.token })).toEqual({ type: 'ok', message: null });
    await s.ok(
      'saveBankCard',
      {
        real_name: 'Sam Lee',
        bank_account: '6217000010012345678',
        bank_name: 'China Construction Bank',
        bank_branch: 'Beijing Xidan',
        bank_dizhi: '1 Xidan North Street, Beijing',
        phone: '13900001111',
      },
      { token: user.token },
    );
    await s.ok('createWithdrawal', card, { token: user.token });
    expect(await latest(user.token)).toMatchObject({
      address: 'China Construction Bank **** 5678',
      real_number: '499.00000000',
    });
    expect(await s.call('createWithdrawal', { ...card, currency: 2, number: '0.01' }, { token: user.token })).toEqual({
      type: 'error',
      message: 'BTC cannot be withdrawn to a bank card',
    });
  });

  it('answers 998 to a user without basic verification', async () => {
    const token = await s.login('mei.lin@example.com', 'Mei!2026');
    expect(await s.call('createWithdrawal', example, { token })).toEqual({
      type: '998',
      message: 'Please complete identity verification first',
    });
    expect(await s.ok('getWithdrawInfo', { currency: 1 }, { token })).toMatchObject({ level: 0, day_limit_btc: '0' });
  });

  it('keeps to the 24 h limit of the level, valued at the feed price (L1 200 BTC, L2 500 BTC)', async () => {
    const marco = await s.login('marco.rossi@example.com', 'Marco!2026');
    expect(await s.ok('getWithdrawInfo', { currency: 1 }, { token: marco })).toMatchObject({
      level: 2,
      day_limit_btc: '500',
    });
    const user = await newUser('50000');
    // at 100 USDT per BTC the level-1 limit of 200 BTC is 20000 USDT
    await s.setPrice('BTC/USDT', 100);
    const out = (number: string) => s.call('createWithdrawal', { ...example, number }, { token: user.token });
    expect((await out('15000')).type).toBe('ok');
    expect(await out('5000.01')).toEqual({
      type: 'error',
      message: 'Above the 24 h withdrawal limit of your verification level (200 BTC)',
    });
    expect((await out('5000')).type).toBe('ok');
    // a day later the limit is whole again (the feed has moved a little: 19900 USDT stays below);
    // a refused withdrawal gives its share back
    await s.advance(24 * HOUR + 1000);
    const refused = { ...example, address: `T${'0'.repeat(33)}`, number: '19900' };
    expect((await s.call('createWithdrawal', refused, { token: user.token })).type).toBe('ok');
    expect((await out('500')).message).toBe('Above the 24 h withdrawal limit of your verification level (200 BTC)');
    await s.advance(10 * MINUTE + 1000);
    expect((await latest(user.token)).status).toBe(3);
    expect((await out('500')).type).toBe('ok');
    await s.setPrice('BTC/USDT', 96420.5);
  });
});

describe('saved addresses', () => {
  it('adds, lists newest first, changes, and counts them per coin', async () => {
    const before = await s.ok<Page<{ id: number; name: string }>>('listWalletAddresses');
    await s.ok('saveWalletAddress', {
      currency: 1,
      name: 'OKX 提币',
      address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
      type: 'erc20',
    });
    const after =
      await s.ok<Page<{ id: number; name: string; type: string; qrcode: string | null }>>('listWalletAddresses');
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]).toMatchObject({ name: 'OKX 提币', type: 'erc20', qrcode: null });
    const id = after.data[0]!.id;
    await s.ok('saveWalletAddress', {
      id,
      currency: 1,
      name: 'OKX main',
      address: 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu',
      type: 'trc20',
    });
    expect((await s.ok<Page<{ id: number; name: string; type: string }>>('listWalletAddresses')).data[0]).toMatchObject(
      {
        id,
        name: 'OKX main',
        type: 'trc20',
      },
    );
    const coins = await s.ok<Array<{ name: string; has_address_num: number }>>('listCurrencies');
    expect(coins.find((c) => c.name === 'USDT')!.has_address_num).toBe(2);
    const p2 = await s.ok<Page<{ id: number }>>('listWalletAddresses', { page: 2, limit: 2 });
    expect(p2).toMatchObject({ page: 2, pages: Math.ceil(after.total / 2), total: after.total });
  });

  it('refuses special characters, an address of another network, a network the coin lacks, an unknown id', async () => {
    const save = (input: Record<string, unknown>) =>
      s.call('saveWalletAddress', {
        currency: 2,
        name: 'Cold',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        ...input,
      });
    expect(await save({ name: 'My <wallet>' })).toEqual({
      type: 'error',
      message: 'Special characters are not allowed',
    });
    expect(await save({ address: TRON })).toEqual({ type: 'error', message: 'Please enter a valid address' });
    expect(await save({ type: 'trc20' })).toEqual({
      type: 'error',
      message: 'This network is not offered for this currency',
    });
    expect(await save({ id: 999999 })).toEqual({ type: 'error', message: 'This saved address does not exist' });
    // the demo user's address 311 is not another user's to change
    const marco = await s.login('marco.rossi@example.com', 'Marco!2026');
    expect(
      await s.call(
        'saveWalletAddress',
        { id: 311, currency: 2, name: 'Mine', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
        { token: marco },
      ),
    ).toEqual({
      type: 'error',
      message: 'This saved address does not exist',
    });
  });
});

describe('bank cards', () => {
  it('keeps one card of each kind, replaced by a new save', async () => {
    const user = await newUser('10');
    const card = {
      real_name: 'Sam Lee',
      bank_account: 'GB29NWBK60161331926819',
      bank_name: 'NatWest',
      bank_branch: 'London City',
      bank_dizhi: '250 Bishopsgate, London',
      phone: '+447700900123',
      aba_number: '021000021',
      swift_code: 'NWBKGB2L',
      cardholder_address: '10 Downing Street, London',
    };
    expect(await s.call('getInternationalBankCard', {}, { token: user.token })).toEqual({ type: 'ok', message: null });
    await s.ok('saveInternationalBankCard', card, { token: user.token });
    await s.ok('saveInternationalBankCard', { ...card, bank_name: 'NatWest Group' }, { token: user.token });
    const saved = await s.ok<Record<string, unknown>>('getInternationalBankCard', {}, { token: user.token });
    expect(saved).toMatchObject({ ...card, bank_name: 'NatWest Group', user_id: user.id });
    expect(await s.call('getBankCard', {}, { token: user.token })).toEqual({ type: 'ok', message: null });
    const { aba_number: _a, ...missing } = card;
    expect(await s.call('saveInternationalBankCard', missing, { token: user.token })).toEqual({
      type: 'error',
      message: 'Parameter error',
    });
  });
});
