// Rebates and coupons as they happen: a friend signs up with the inviter's code (linked, both get
// their coupons and notices); the friend's spot fills and contract openings earn the inviter the
// rate of each fee (options fees too), credited to the spot account and listed; a coupon named by an order lowers its
// fee or pays part of its margin, once; a cancelled limit order gives it back; the wrong coupon is
// refused with the reason and changes nothing.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

const s = await startSandbox();
const LTC = { currency_id: 4, legal_id: 1 };
const ETH_BTC = { currency_id: 3, legal_id: 2 };
const PASSWORD = 'Str0ng!pass';
const D = 86400e3;

interface User {
  id: number;
  email: string;
  token: string;
}
interface Coupon {
  id: number;
  name: string;
  type: string;
  value: string;
  min_amount: string;
  scope: string;
  status: number;
  used_time: number | null;
}
interface Page<T> {
  data: T[];
  total: number;
}
interface Notice {
  kind: string;
  title: string;
  content: string;
  is_read: number;
}

async function control<T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Promise<T> {
  const response = await s.sandbox.app.inject({ method, url, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const newUser = (wallets: Record<string, Record<string, string>> = {}) =>
  control<User>('POST', '/__sandbox/users', { wallets });
const invite = (user: User, inviter: User) =>
  control('POST', `/__sandbox/users/${user.id}/inviter`, { inviter: inviter.id });
const grant = (user: User, coupon: Record<string, unknown>) =>
  control<{ id: number }>('POST', `/__sandbox/users/${user.id}/coupons`, coupon);
const as = (u: User) => ({ token: u.token });
const coupons = (u: User, status: 'available' | 'used' | 'expired') =>
  s.ok<Page<Coupon>>('listCoupons', { status }, as(u));
const notices = (u: User) => s.ok<Page<Notice>>('listNotifications', { limit: 100 }, as(u));
const money = async (u: User, account: string, coin: string) => {
  const w = await s.wallet(u.id, account, coin);
  return new Big(w.balance).plus(w.locked);
};
const usdt = async (u: User) => new Big((await s.wallet(u.id, 'change', 'USDT')).balance).toFixed();
const rows = <T>(sql: string, params: unknown[]) => s.sandbox.world.db.query<T>(sql, params);

describe('signing up with an invitation code', () => {
  it('links the friend to the inviter, grants the welcome and the inviter’s coupons, with notices', async () => {
    const inviter = await newUser();
    const code = (
      await rows<{ extension_code: string }>('SELECT extension_code FROM users WHERE id = $1', [inviter.id])
    )[0]!.extension_code;
    const email = 'friend.of.inviter@example.com';
    await s.ok('sendEmailCode', { user_string: email, scene: 'register' }, { token: null });
    const answer = await s.call(
      'registerUser',
      {
        user_string: email,
        code: await s.lastCode(email),
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: code.toLowerCase(),
        type: 'email',
      },
      { token: null },
    );
    expect(answer.type).toBe('ok');
    const friend = { id: 0, email, token: await s.login(email, PASSWORD) };

    const invited = await s.ok<Page<{ account: string; is_realname: number; commission: string }>>(
      'listInvitedUsers',
      {},
      as(inviter),
    );
    expect(invited.data).toEqual([expect.objectContaining({ account: 'fr***@example.com', commission: '0' })]);
    expect((await s.ok<{ invite_count: number }>('getRebateSummary', {}, as(inviter))).invite_count).toBe(1);

    const welcome = await coupons(friend, 'available');
    expect(welcome.data.map((c) => [c.type, c.value, c.min_amount, c.scope])).toEqual([
      ['fee_discount', '50', '100', 'spot'],
      ['trade_voucher', '10', '100', 'contract'],
    ]);
    expect(welcome.data.map((c) => c.name)).toEqual(['Spot fee 50% off', 'Contract voucher 10 USDT']);
    const mine = await coupons(inviter, 'available');
    expect(mine.data.map((c) => [c.type, c.value, c.scope])).toEqual([['fee_discount', '30', 'contract']]);

    expect((await notices(friend)).data.map((n) => [n.title, n.content])).toEqual(
      expect.arrayContaining([
        ['Coupons', 'New coupon: 50% off a trading fee. See Coupons for its terms.'],
        ['Coupons', 'New coupon: a 10 USDT contract voucher. See Coupons for its terms.'],
      ]),
    );
    const theirs = (await notices(inviter)).data.map((n) => n.content);
    expect(theirs).toContain('fr***@example.com signed up with your invitation code');
    expect(theirs).toContain('New coupon: 30% off a trading fee. See Coupons for its terms.');
  });
});

describe('the rebate on an invited user’s fees', () => {
  it('credits the rate of a spot fee (valued in USDT) to the inviter, listed with the friend', async () => {
    const inviter = await newUser();
    const friend = await newUser({ change: { USDT: '1000', LTC: '10' } });
    await invite(friend, inviter);
    await s.setPrice('LTC/USDT', 80);

    // A market buy of 2 LTC at 80: the fee is 0.004 LTC, worth 0.32 USDT; 20 % of it is 0.064.
    await s.ok('createCoinOrder', { ...LTC, amount: '2', target_price: '', type: 1 }, as(friend));
    expect(await usdt(inviter)).toBe('0.064');
    // A market sell of 1 LTC: the fee is 0.16 USDT; 20 % is 0.032.
    await s.ok('createCoinOrder', { ...LTC, amount: '1', target_price: '', type: 2 }, as(friend));
    expect(await usdt(inviter)).toBe('0.096');

    const records = await s.ok<Page<{ amount: string; account: string; info: string; currency_name: string }>>(
      'listRebateRecords',
      {},
      as(inviter),
    );
    expect(records.data.map((r) => [r.amount, r.currency_name, r.info])).toEqual([
      ['0.032', 'USDT', 'Spot trading fee rebate'],
      ['0.064', 'USDT', 'Spot trading fee rebate'],
    ]);
    expect(records.data[0]!.account).toMatch(/^us\*\*\*@sandbox\.test$/);
    const summary = await s.ok<{ total_commission: string; today_commission: string }>(
      'getRebateSummary',
      {},
      as(inviter),
    );
    expect(summary).toMatchObject({ total_commission: '0.096', today_commission: '0.096' });
    const invited = await s.ok<Page<{ commission: string }>>('listInvitedUsers', {}, as(inviter));
    expect(invited.data[0]!.commission).toBe('0.096');
    expect((await notices(inviter)).data.map((n) => n.content)).toEqual([
      "Rebate credited: 0.032 USDT from an invited friend's spot trade",
      "Rebate credited: 0.064 USDT from an invited friend's spot trade",
    ]);
    // Nobody invited the inviter: their own trades earn nobody anything.
    expect(await rows('SELECT 1 FROM rebate_records WHERE invitee_id = $1', [inviter.id])).toEqual([]);
  });

  it('credits a contract fee as the position opens, a limit order’s only when it fills, at the rate set', async () => {
    const inviter = await newUser();
    const friend = await newUser({ lever: { USDT: '5000' } });
    await invite(friend, inviter);
    await control('POST', '/__sandbox/rebate-rate', { rate: '0.25' });
    try {
      await s.setPrice('LTC/USDT', 80);
      await s.ok('createLeverOrder', { ...LTC, status: 1, type: 1, share: 10, multiple: 10 }, as(friend));
      const [open] = await rows<{ id: number; trade_fee: string }>(
        'SELECT id, trade_fee FROM lever_transactions WHERE user_id = $1',
        [friend.id],
      );
      const first = new Big(open!.trade_fee).times('0.25').round(8, Big.roundDown);
      expect(first.gt(0)).toBe(true);
      expect(await usdt(inviter)).toBe(first.toFixed());

      await s.ok(
        'createLeverOrder',
        { ...LTC, status: 0, type: 1, share: 10, multiple: 10, target_price: '70' },
        as(friend),
      );
      expect(await usdt(inviter)).toBe(first.toFixed());
      await s.setPrice('LTC/USDT', 69.5);
      const filled = await rows<{ trade_fee: string }>(
        'SELECT trade_fee FROM lever_transactions WHERE user_id = $1 AND status = 1 ORDER BY id',
        [friend.id],
      );
      expect(filled).toHaveLength(2);
      const second = new Big(filled[1]!.trade_fee).times('0.25').round(8, Big.roundDown);
      expect(await usdt(inviter)).toBe(first.plus(second).toFixed());
      const records = await s.ok<Page<{ info: string }>>('listRebateRecords', {}, as(inviter));
      expect(records.data.map((r) => r.info)).toEqual(['Contract trading fee rebate', 'Contract trading fee rebate']);
    } finally {
      await control('POST', '/__sandbox/rebate-rate', { rate: '0.2' });
    }
  });

  it('credits an options fee as the order opens (a site that charges one), with the notice', async () => {
    const inviter = await newUser();
    const friend = await newUser({ micro: { USDT: '1000' } });
    await invite(friend, inviter);
    // The seed's options charge no fee (the contract's example: 0.00); a site charging 1.5 %.
    await rows("UPDATE seconds_currencies SET micro_trade_fee = '1.5' WHERE currency_id = 1", []);
    try {
      await s.ok(
        'createSecondsOrder',
        { match_id: 1, currency_id: 1, type: 1, seconds: 60, number: '200' },
        as(friend),
      );
      // 200 × 1.5 % = 3 USDT of fee; 20 % of it, 0.6 USDT, to the inviter.
      expect(await money(friend, 'micro', 'USDT')).toEqual(new Big('997'));
      expect(await usdt(inviter)).toBe('0.6');
      const records = await s.ok<Page<{ info: string; amount: string }>>('listRebateRecords', {}, as(inviter));
      expect(records.data.map((r) => r.info)).toEqual(['Options trading fee rebate']);
      expect((await notices(inviter)).data.map((n) => n.content)).toContain(
        "Rebate credited: 0.6 USDT from an invited friend's options trade",
      );
    } finally {
      await rows("UPDATE seconds_currencies SET micro_trade_fee = '0' WHERE currency_id = 1", []);
    }
  });
});

describe('a coupon named by an order', () => {
  it('lowers a spot order’s fee by its percent, once', async () => {
    const user = await newUser({ change: { USDT: '1000' } });
    const { id } = await grant(user, { type: 'fee_discount', value: '50', min: '100', scope: 'spot' });
    await s.setPrice('LTC/USDT', 80);
    await s.ok('createCoinOrder', { ...LTC, amount: '2', target_price: '', type: 1, coupon_id: id }, as(user));
    // 2 LTC less 0.1 % (0.2 % halved) = 1.998, for 160 USDT.
    expect((await money(user, 'change', 'LTC')).toFixed()).toBe('1.998');
    expect((await money(user, 'change', 'USDT')).toFixed()).toBe('840');
    const [order] = await s.ok<Array<{ charge_fee: string }>>('listCoinOrders', { status: 2, limit: 10 }, as(user));
    expect(order!.charge_fee).toBe('0.001');
    const used = await coupons(user, 'used');
    expect(used.data).toEqual([expect.objectContaining({ id, status: 2, used_time: expect.any(Number) })]);
    expect((await coupons(user, 'available')).total).toBe(0);

    const again = await s.call(
      'createCoinOrder',
      { ...LTC, amount: '2', target_price: '', type: 1, coupon_id: id },
      as(user),
    );
    expect(again).toEqual({ type: 'error', message: 'This coupon has already been used' });
    expect((await money(user, 'change', 'USDT')).toFixed()).toBe('840');
  });

  it('refuses a coupon below its minimum, of another area, not yet started, expired or not the user’s', async () => {
    const user = await newUser({ change: { USDT: '1000', ETH: '1' }, lever: { USDT: '1000' } });
    const other = await newUser();
    await s.setPrice('LTC/USDT', 80);
    const spot = (await grant(user, { type: 'fee_discount', value: '20', min: '100', scope: 'spot' })).id;
    const order = (couponId: number, amount = '1') =>
      s.call('createCoinOrder', { ...LTC, amount, target_price: '', type: 1, coupon_id: couponId }, as(user));
    expect(await order(spot)).toEqual({ type: 'error', message: 'This coupon needs an order of at least 100 USDT' });
    expect(
      await s.call(
        'createCoinOrder',
        { ...ETH_BTC, amount: '1', target_price: '', type: 2, coupon_id: spot },
        as(user),
      ),
    ).toEqual({
      type: 'error',
      message: 'This coupon cannot be used on this order',
    });
    const contract = (await grant(user, { type: 'trade_voucher', value: '10', min: '0', scope: 'contract' })).id;
    expect(await order(contract, '2')).toEqual({ type: 'error', message: 'This coupon cannot be used on this order' });
    const later = (await grant(user, { type: 'fee_discount', value: '20', scope: 'all', startsInDays: 3 })).id;
    expect(await order(later, '2')).toEqual({ type: 'error', message: 'This coupon cannot be used yet' });
    const theirs = (await grant(other, { type: 'fee_discount', value: '20', scope: 'spot' })).id;
    expect(await order(theirs, '2')).toEqual({ type: 'error', message: 'This coupon does not exist' });
    const soon = (await grant(user, { type: 'fee_discount', value: '20', scope: 'spot', days: 1 })).id;
    await s.advance(D + 1000);
    expect(await order(soon, '2')).toEqual({ type: 'error', message: 'This coupon has expired' });
    expect((await coupons(user, 'expired')).data.map((c) => c.id)).toContain(soon);
    // Nothing was spent, nothing used.
    expect((await money(user, 'change', 'USDT')).toFixed()).toBe('1000');
    expect((await coupons(user, 'used')).total).toBe(0);
  });

  it('pays part of a contract order’s margin with a voucher, lowers its fee with a discount', async () => {
    const user = await newUser({ lever: { USDT: '1000' } });
    await s.setPrice('LTC/USDT', 80);
    const voucher = (await grant(user, { type: 'trade_voucher', value: '10', min: '50', scope: 'contract' })).id;
    const discount = (await grant(user, { type: 'fee_discount', value: '40', scope: 'all' })).id;
    await s.ok(
      'createLeverOrder',
      { ...LTC, status: 1, type: 1, share: 10, multiple: 10, coupon_id: voucher },
      as(user),
    );
    const [first] = await rows<{ caution_money: string; trade_fee: string }>(
      'SELECT caution_money, trade_fee FROM lever_transactions WHERE user_id = $1',
      [user.id],
    );
    const usable = new Big((await s.wallet(user.id, 'lever', 'USDT')).balance);
    // The user paid the margin and the fee less the 10 USDT voucher.
    expect(usable.toFixed()).toBe(new Big(1000).minus(first!.caution_money).minus(first!.trade_fee).plus(10).toFixed());

    await s.ok(
      'createLeverOrder',
      { ...LTC, status: 1, type: 1, share: 10, multiple: 10, coupon_id: discount },
      as(user),
    );
    const both = await rows<{ trade_fee: string }>(
      'SELECT trade_fee FROM lever_transactions WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    // The same order at the same price: 40 % off its fee.
    expect(new Big(both[1]!.trade_fee).toFixed()).toBe(new Big(both[0]!.trade_fee).times('0.6').toFixed());
    expect((await coupons(user, 'used')).data.map((c) => c.id).sort()).toEqual([voucher, discount].sort());
  });

  it('comes back with its voucher when a limit order is cancelled before it fills', async () => {
    const user = await newUser({ lever: { USDT: '1000' } });
    await s.setPrice('LTC/USDT', 80);
    const voucher = (await grant(user, { type: 'trade_voucher', value: '10', scope: 'contract' })).id;
    await s.ok(
      'createLeverOrder',
      { ...LTC, status: 0, type: 1, share: 10, multiple: 10, target_price: '60', coupon_id: voucher },
      as(user),
    );
    expect((await coupons(user, 'used')).data.map((c) => c.id)).toEqual([voucher]);
    const [pending] = await rows<{ id: number }>('SELECT id FROM lever_transactions WHERE user_id = $1', [user.id]);
    await s.ok('closeLeverPosition', { id: pending!.id }, as(user));
    expect((await money(user, 'lever', 'USDT')).toFixed()).toBe('1000');
    expect((await coupons(user, 'available')).data.map((c) => c.id)).toEqual([voucher]);
  });

  it('is granted by the control API only with sound terms', async () => {
    const user = await newUser();
    const bad = await s.sandbox.app.inject({
      method: 'POST',
      url: `/__sandbox/users/${user.id}/coupons`,
      payload: { type: 'fee_discount', value: '150', scope: 'spot' },
    });
    expect(bad.statusCode).toBe(400);
    const wrong = await s.sandbox.app.inject({
      method: 'POST',
      url: `/__sandbox/users/${user.id}/coupons`,
      payload: { type: 'cashback', value: '5', scope: 'spot' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await coupons(user, 'available')).total).toBe(0);
  });
});

describe('a deposit bonus', () => {
  it('is credited with the first deposit that reaches its minimum, the largest first, once each', async () => {
    const user = await newUser();
    const small = (await grant(user, { type: 'deposit_bonus', value: '5', min: '500', scope: 'deposit' })).id;
    const large = (await grant(user, { type: 'deposit_bonus', value: '8', min: '1000', scope: 'deposit' })).id;
    const later = (
      await grant(user, { type: 'deposit_bonus', value: '50', min: '0', scope: 'deposit', startsInDays: 5 })
    ).id;
    const deposit = async (amount: string) => {
      await s.ok(
        'createChargeRequest',
        { account: 'TQ7mWd2Yx9rLk3VfP8sNcJ4hGzB6uE1aR5', amount, currency: 1 },
        as(user),
      );
      await s.advance(45 * 60e3);
    };
    const used = async () =>
      (
        await rows<{ id: number; used_ref: string | null }>('SELECT id, used_ref FROM coupons WHERE user_id = $1', [
          user.id,
        ])
      ).filter((c) => c.used_ref !== null);

    // 400 USDT reaches neither minimum: credited alone.
    await deposit('400');
    expect(await usdt(user)).toBe('400');
    expect(await used()).toEqual([]);
    // 600 reaches the 5 USDT bonus only.
    await deposit('600');
    expect(await usdt(user)).toBe('1005');
    const [first] = await used();
    expect(first).toMatchObject({ id: small, used_ref: expect.stringMatching(/^deposit:\d+$/) });
    // 1,200 reaches the 8 USDT one; the 5 USDT one is spent already, so one bonus per deposit.
    await deposit('1200');
    expect(await usdt(user)).toBe('2213');
    expect((await used()).map((c) => c.id).sort()).toEqual([small, large].sort());
    // The next one earns nothing: the last bonus has not started yet.
    await deposit('2000');
    expect(await usdt(user)).toBe('4213');
    expect((await coupons(user, 'available')).data.map((c) => c.id)).toEqual([later]);
    expect((await used()).some((c) => c.id === later)).toBe(false);
    expect((await notices(user)).data.map((n) => n.content)).toEqual(
      expect.arrayContaining([
        'Deposit bonus credited: 5 USDT with your deposit, in your spot account.',
        'Deposit bonus credited: 8 USDT with your deposit, in your spot account.',
      ]),
    );
    // Through the ledger: the two bonuses are the coupon entries of the spot account.
    const entries = await rows<{ amount: string }>(
      "SELECT amount FROM ledger WHERE user_id = $1 AND kind = 'coupon' AND account = 'change' ORDER BY id",
      [user.id],
    );
    expect(entries.map((e) => new Big(e.amount).toFixed())).toEqual(['5', '8']);
  });
});
