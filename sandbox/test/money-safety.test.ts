// Money safety (issue 36): the withdrawal whitelist with its 24 h cooling period, the withdrawal
// code (sent with scene `withdraw`, required for accounts opened since codes exist), the memo/tag
// of networks that need one, the deposit facts of every network, and the conversion of small
// balances settled exactly as the app's module previews it. A refusal freezes and moves nothing.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { dustPreview } from '../../src/lib/dust-conversion';
import { startSandbox } from './harness';

const s = await startSandbox();
const HOUR = 3600e3;
const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const XRP_DEST = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';

interface User {
  id: number;
  email: string;
  token: string;
}

async function newUser(wallets: Record<string, string>): Promise<User> {
  const control = (url: string, payload: object) => s.sandbox.app.inject({ method: 'POST', url, payload });
  const user = (await control('/__sandbox/users', {})).json() as User;
  for (const [currency, amount] of Object.entries(wallets))
    await control(`/__sandbox/users/${user.id}/fund`, { account: 'change', currency, amount });
  return user;
}

async function spot(user: User, coin: string): Promise<[string, string]> {
  const w = await s.wallet(user.id, 'change', coin);
  return [new Big(w.balance).toFixed(), new Big(w.locked).toFixed()];
}

/** Asks for a `withdraw` code by e-mail and reads it from the mail log. */
async function mailCode(user: User): Promise<string> {
  await s.ok('sendEmailCode', { user_string: user.email, scene: 'withdraw' }, { token: user.token });
  return s.lastCode(user.email);
}

const withdrawal = { currency: 1, type: 'trc20', address: TRON, number: '100', pay_password: '260518' };

describe('the withdrawal code', () => {
  it('is required for a new account: missing or wrong refused, nothing frozen; the code mailed works once', async () => {
    const user = await newUser({ USDT: '500' });
    expect(await s.ok('getWithdrawSettings', {}, { token: user.token })).toMatchObject({
      whitelist: 0,
      cooling_hours: 24,
      code_required: 1,
      code_channel: 'email',
      email: user.email,
    });
    expect(await s.call('createWithdrawal', withdrawal, { token: user.token })).toEqual({
      type: 'error',
      message: 'Enter the verification code sent to you for this withdrawal',
    });
    const code = await mailCode(user);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await s.call('createWithdrawal', { ...withdrawal, code: wrong }, { token: user.token })).toEqual({
      type: 'error',
      message: 'The verification code is wrong or has expired',
    });
    expect(await spot(user, 'USDT')).toEqual(['500', '0']);
    // translated
    expect((await s.call('createWithdrawal', withdrawal, { token: user.token, lang: 'fra' })).message).toBe(
      'Saisissez le code de vérification envoyé pour ce retrait',
    );
    expect((await s.call('createWithdrawal', { ...withdrawal, code }, { token: user.token })).type).toBe('ok');
    expect(await spot(user, 'USDT')).toEqual(['400', '100']);
    // used up
    expect((await s.call('createWithdrawal', { ...withdrawal, code }, { token: user.token })).type).toBe('error');
    expect(await spot(user, 'USDT')).toEqual(['400', '100']);
  });

  it('is off for the demo account until turned on, and then cannot be turned off', async () => {
    expect(await s.ok('getWithdrawSettings')).toMatchObject({ code_required: 0, code_to: 'li***@example.com' });
    expect((await s.call('updateWithdrawSettings', { code_required: 1, pay_password: '111111' })).message).toBe(
      'Wrong pay password',
    );
    expect(await s.ok('updateWithdrawSettings', { code_required: 1, pay_password: '260518' })).toBe(
      'Withdrawal security updated',
    );
    expect(await s.ok('getWithdrawSettings')).toMatchObject({ code_required: 1 });
    // a change now needs a code too; 0 is not a value the contract takes
    expect((await s.call('updateWithdrawSettings', { whitelist: 1, pay_password: '260518' })).type).toBe('error');
    expect((await s.call('updateWithdrawSettings', { code_required: 0, pay_password: '260518' })).type).toBe('error');
    expect(await s.ok('getWithdrawSettings')).toMatchObject({ code_required: 1, whitelist: 0 });
  });
});

describe('whitelist mode', () => {
  it('sends only to a saved address past its 24 h cooling period; a changed address cools again', async () => {
    const user = await newUser({ USDT: '1000' });
    const as = { token: user.token };
    expect(
      await s.ok('updateWithdrawSettings', { whitelist: 1, pay_password: '260518', code: await mailCode(user) }, as),
    ).toBe('Withdrawal security updated');
    // not saved: refused, translated, nothing frozen
    await s.advance(61e3);
    let code = await mailCode(user);
    expect(await s.call('createWithdrawal', { ...withdrawal, code }, as)).toEqual({
      type: 'error',
      message: 'Whitelist mode is on - withdraw only to one of your saved addresses',
    });
    expect((await s.call('createWithdrawal', { ...withdrawal, code }, { ...as, lang: 'zh' })).message).toBe(
      '已开启白名单模式，只能提现到您保存的地址',
    );
    expect(await spot(user, 'USDT')).toEqual(['1000', '0']);

    await s.ok('saveWalletAddress', { currency: 1, type: 'trc20', name: 'My Tron', address: TRON }, as);
    const saved = (await s.ok<{ data: Array<{ id: number; cooling_seconds: number }> }>('listWalletAddresses', {}, as))
      .data[0]!;
    expect(saved.cooling_seconds).toBe(24 * 3600);
    await s.advance(HOUR);
    code = await mailCode(user);
    expect((await s.call('createWithdrawal', { ...withdrawal, code }, as)).message).toBe(
      'This address was saved recently and can receive withdrawals in 23 h 0 min',
    );
    expect(await spot(user, 'USDT')).toEqual(['1000', '0']);
    // the code refused for the address is still good once it has cooled (within its 10 minutes)
    await s.advance(23 * HOUR);
    code = await mailCode(user);
    expect((await s.call('createWithdrawal', { ...withdrawal, code }, as)).type).toBe('ok');
    expect(await spot(user, 'USDT')).toEqual(['900', '100']);

    // a new label keeps it usable; a new address starts the cooling again
    await s.ok('saveWalletAddress', { id: saved.id, currency: 1, type: 'trc20', name: 'Renamed', address: TRON }, as);
    expect(
      (await s.ok<{ data: Array<{ cooling_seconds: number }> }>('listWalletAddresses', {}, as)).data[0]!
        .cooling_seconds,
    ).toBe(0);
    const other = 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu';
    await s.ok('saveWalletAddress', { id: saved.id, currency: 1, type: 'trc20', name: 'Renamed', address: other }, as);
    expect(
      (await s.ok<{ data: Array<{ cooling_seconds: number }> }>('listWalletAddresses', {}, as)).data[0]!
        .cooling_seconds,
    ).toBe(24 * 3600);
  });
});

describe('withdrawal security changes are told', () => {
  type Notices = { data: Array<{ title: string; content: string; anti_phishing_code?: string }> };
  const SECURITY = 'Account security';
  const YOU = 'If you did not do this, contact customer service at once.';

  it('whitelist mode on and off, an address saved or changed: a notice with the anti-phishing code and a mail', async () => {
    const user = await newUser({});
    const as = { token: user.token };
    await s.ok('setAntiPhishingCode', { anti_phishing_code: 'OWL42', pay_password: '260518' }, as);
    await s.ok('updateWithdrawSettings', { whitelist: 1, pay_password: '260518', code: await mailCode(user) }, as);
    await s.ok('saveWalletAddress', { currency: 1, type: 'trc20', name: 'My Tron', address: TRON }, as);
    const saved = (await s.ok<{ data: Array<{ id: number }> }>('listWalletAddresses', {}, as)).data[0]!;
    // a new label only: nothing to tell; a new address: told
    await s.ok('saveWalletAddress', { id: saved.id, currency: 1, type: 'trc20', name: 'Tron', address: TRON }, as);
    const other = 'TXk4Fh9wQe2Lr7Np3Dc8Gv5Sa1Mz6Yb2Hu';
    await s.ok('saveWalletAddress', { id: saved.id, currency: 1, type: 'trc20', name: 'Tron', address: other }, as);
    await s.advance(61e3);
    await s.ok('updateWithdrawSettings', { whitelist: 0, pay_password: '260518', code: await mailCode(user) }, as);

    const notices = (await s.ok<Notices>('listNotifications', {}, as)).data.filter((n) => n.title === SECURITY);
    expect(notices.map((n) => n.content)).toEqual([
      `Whitelist mode is off: withdrawals can now go to any address. ${YOU}`,
      `A saved withdrawal address was changed: Tron (USDT, TXk4Fh...b2Hu). In whitelist mode it can receive withdrawals after 24 h. ${YOU}`,
      `A withdrawal address was saved: My Tron (USDT, TQn9Y2...bLSE). In whitelist mode it can receive withdrawals after 24 h. ${YOU}`,
      `Whitelist mode is on: withdrawals now go only to your saved addresses, each usable 24 h after it is saved. ${YOU}`,
    ]);
    expect(notices.every((n) => n.anti_phishing_code === 'OWL42')).toBe(true);
    // in the reader's language
    const jp = (await s.call<Notices>('listNotifications', {}, { ...as, lang: 'jp' })).message.data[0]!;
    expect(jp).toMatchObject({ title: 'アカウントのセキュリティ', anti_phishing_code: 'OWL42' });
    expect(jp.content).toContain('ホワイトリストモードをオフにしました');

    const mails = await s.sandbox.world.db.query<{ subject: string; body: string; anti_phishing_code: string }>(
      `SELECT subject, body, anti_phishing_code FROM mail_log WHERE user_id = $1 AND scene = 'security' ORDER BY id`,
      [user.id],
    );
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.subject === 'Your withdrawal security has changed')).toBe(true);
    expect(mails.every((m) => m.anti_phishing_code === 'OWL42')).toBe(true);
    expect(mails[0]!.body).toBe(
      `Your anti-phishing code: OWL42\n\nWhitelist mode is on: withdrawals now go only to your saved addresses, each usable 24 h after it is saved. ${YOU}`,
    );
  });

  it('turning the withdrawal code on is told; a refused change tells nothing', async () => {
    const user = await newUser({});
    const as = { token: user.token };
    await s.sandbox.world.db.query(
      'INSERT INTO withdraw_security (user_id, code_required, updated_at) VALUES ($1, false, 0)',
      [user.id],
    );
    expect((await s.call('updateWithdrawSettings', { code_required: 1, pay_password: '111111' }, as)).type).toBe(
      'error',
    );
    expect((await s.ok<Notices>('listNotifications', {}, as)).data.filter((n) => n.title === SECURITY)).toEqual([]);
    await s.ok('updateWithdrawSettings', { code_required: 1, pay_password: '260518' }, as);
    const notices = (await s.ok<Notices>('listNotifications', {}, as)).data.filter((n) => n.title === SECURITY);
    expect(notices.map((n) => n.content)).toEqual([
      `A verification code is now required with every withdrawal. ${YOU}`,
    ]);
  });
});

describe('memo networks', () => {
  it('XRP asks for the destination tag, other networks take none; saved addresses keep theirs', async () => {
    const user = await newUser({ XRP: '100', USDT: '100' });
    const as = { token: user.token };
    // (codes are tested above)
    await s.sandbox.world.db.query(
      'INSERT INTO withdraw_security (user_id, code_required, updated_at) VALUES ($1, false, 0)',
      [user.id],
    );
    const xrp = { currency: 5, address: XRP_DEST, number: '30', pay_password: '260518' };
    expect((await s.call('createWithdrawal', xrp, as)).message).toBe(
      'Enter the memo/tag of the destination: the XRP network needs one',
    );
    expect((await s.call('createWithdrawal', { ...withdrawal, memo: '12345' }, as)).message).toBe(
      'The USDT-TRC20 network takes no memo/tag',
    );
    expect(await spot(user, 'XRP')).toEqual(['100', '0']);
    expect((await s.call('createWithdrawal', { ...xrp, memo: '12345', remark: 'rent' }, as)).type).toBe('ok');
    expect(await spot(user, 'XRP')).toEqual(['70', '30']);
    const row = await s.sandbox.world.db.one<{ memo: string; notes: string }>(
      'SELECT memo, notes FROM withdrawals WHERE user_id = $1',
      [user.id],
    );
    expect(row).toEqual({ memo: '12345', notes: 'rent' });
    // the history carries the memo apart from the note
    const [listed] = (await s.ok<{ data: Array<Record<string, unknown>> }>('listWithdrawals', {}, as)).data;
    expect(listed).toMatchObject({ currency_name: 'XRP', memo: '12345', notes: 'rent' });
    expect((await s.call('saveWalletAddress', { currency: 5, name: 'Exchange', address: XRP_DEST }, as)).type).toBe(
      'error',
    );
    await s.ok('saveWalletAddress', { currency: 5, name: 'Exchange', address: XRP_DEST, memo: '12345' }, as);
    expect((await s.ok<{ data: Array<{ memo: string }> }>('listWalletAddresses', {}, as)).data[0]!.memo).toBe('12345');
  });

  it('deposits: every listed coin has an address on every open network, XRP the shared one with the user memo', async () => {
    const coins =
      await s.ok<Array<{ id: number; name: string; is_charge: number; networks: Array<Record<string, unknown>> }>>(
        'listCurrencies',
      );
    const listed = coins.filter((c) => c.is_charge === 1);
    expect(listed.map((c) => c.name)).toEqual(['USDT', 'BTC', 'ETH', 'LTC', 'XRP', 'DOGE']);
    for (const coin of listed) {
      const answer = await s.ok<unknown>('getDepositAddress', { currency: coin.id });
      const addresses = typeof answer === 'string' ? [answer] : Object.values(answer as Record<string, string>);
      expect(
        addresses.every((a) => a.length > 0),
        coin.name,
      ).toBe(true);
      for (const n of coin.networks) {
        expect(Number(n.confirmations), coin.name).toBeGreaterThan(0);
        expect(new Big(n.min_deposit as string).gt(0), coin.name).toBe(true);
        expect(Number(n.arrival_minutes), coin.name).toBeGreaterThan(0);
      }
    }
    expect(coins.find((c) => c.name === 'XRP')!.networks[0]).toMatchObject({ memo_required: 1, confirmations: 1 });
    expect(await s.ok('getDepositAddress', { currency: 5 })).toEqual({
      address: 'rLHzPsX6oXkzU2qL12kHCH8G8cnZv1rBJh',
      memo: '100238',
    });
  });
});

describe('small balances', () => {
  interface Dust {
    to_price: string;
    fee_rate: string;
    decimals: number;
    items: Array<{ currency: number; currency_name: string; amount: string; usdt_price: string }>;
  }

  it('converts several coins into USDT in one step: exactly the preview, the fee kept', async () => {
    const user = await newUser({ USDT: '50', XRP: '4', DOGE: '30', BTC: '1' });
    const as = { token: user.token };
    const dust = await s.ok<Dust>('listDustBalances', { to: 1 }, as);
    // BTC is worth far more than 20 USDT: not dust; USDT is the target
    expect(dust.items.map((i) => [i.currency_name, i.amount])).toEqual([
      ['XRP', '4'],
      ['DOGE', '30'],
    ]);
    const preview = dustPreview(
      dust.items.map((i) => ({ currency: i.currency, amount: i.amount, usdtPrice: i.usdt_price })),
      { toPrice: dust.to_price, feeRate: dust.fee_rate, decimals: dust.decimals },
    );
    const message = await s.ok<string>(
      'createDustConversion',
      {
        to: 1,
        to_price: dust.to_price,
        currencies: dust.items.map((i) => i.currency).join(','),
        amounts: dust.items.map((i) => i.amount).join(','),
        prices: dust.items.map((i) => i.usdt_price).join(','),
      },
      as,
    );
    expect(message).toBe(`Converted into ${preview.received.toFixed(8)} USDT`);
    expect(await spot(user, 'USDT')).toEqual([new Big(50).plus(preview.received).toFixed(), '0']);
    expect(await spot(user, 'XRP')).toEqual(['0', '0']);
    expect(await spot(user, 'DOGE')).toEqual(['0', '0']);
    expect(preview.fee.gt(0)).toBe(true);
    expect((await s.ok<Dust>('listDustBalances', { to: 1 }, as)).items).toEqual([]);
  });

  it('refuses moved prices, a coin that is not dust, more than the balance: nothing moves', async () => {
    const user = await newUser({ XRP: '4', BTC: '1' });
    const dust = await s.ok<Dust>('listDustBalances', { to: 1 }, { token: user.token });
    const xrp = dust.items[0]!;
    const body = { to: 1, to_price: '1.00', currencies: '5', amounts: '4', prices: xrp.usdt_price };
    const as = { token: user.token };
    expect(
      (await s.call('createDustConversion', { ...body, prices: new Big(xrp.usdt_price).times(1.05).toFixed(4) }, as))
        .message,
    ).toBe('Prices have moved since the preview - check the new amounts and confirm again');
    expect((await s.call('createDustConversion', { ...body, amounts: '5' }, as)).message).toBe(
      'XRP is no longer a small balance - check the list again',
    );
    const btcPrice = s.sandbox.world.feed.price(1);
    expect(
      (await s.call('createDustConversion', { ...body, currencies: '2', amounts: '1', prices: btcPrice }, as)).message,
    ).toBe('BTC is no longer a small balance - check the list again');
    expect(await spot(user, 'XRP')).toEqual(['4', '0']);
    expect(await spot(user, 'BTC')).toEqual(['1', '0']);
  });
});
