// The withdraw area: the conditions of a withdrawal (minimum, fee, networks, balance, the 24 h
// limit of the user's level), the withdrawal itself (to an address or a bound card; frozen, then
// sent or refused by a review job), its list, the saved addresses and the two bank cards, and the
// withdrawal security (whitelist with its cooling period, the verification code).
import { dateTime } from '../domain/clock';
import { checkCode, consumeCode, type CheckedCode } from '../domain/identity-codes';
import { wallet } from '../domain/ledger';
import { MEMO, validOn } from '../domain/money-addresses';
import {
  codeChannel,
  codeRecipients,
  COOLING_MS,
  coolingSeconds,
  masked,
  saveWithdrawSecurity,
  withdrawSecurity,
} from '../domain/money-withdraw-security';
import { checkPassword } from '../seed/core';
import { currency as currencyById, networks } from '../domain/money-currencies';
import { amount, paging, pagesPage, plain, seconds } from '../domain/money-format';
import {
  createWithdrawal as create,
  DAY_LIMIT_BTC,
  reviewWithdrawal,
  verificationLevel,
  WITHDRAW_REVIEW_JOB,
  withdrawNetworks,
} from '../domain/money-withdrawals';
import type { Queryable } from '../db/db';
import { fail } from '../wire/errors';
import type { Area, Ctx } from '../world';
import { me } from '../world';

/** `/wallet/get_info`: what the withdraw page needs for one currency. */
async function getWithdrawInfo(ctx: Ctx) {
  const user = me(ctx);
  const { db } = ctx.world;
  const coin = await currencyById(db, Number(ctx.input.currency));
  if (!coin) return fail('currencyNotFound');
  const nets = await withdrawNetworks(db, coin.id);
  const first = nets[0];
  const multi = nets.length > 1;
  const balance = async (account: 'change' | 'legal' | 'lever') =>
    amount((await wallet(db, user.id, account, coin.id)).balance, coin.decimals);
  const level = verificationLevel(user);
  return {
    name: coin.name,
    ...(first && !multi ? { type: first.type } : {}),
    multi_protocol: multi ? 1 : 0,
    type_data: multi
      ? nets.map((n) => ({
          name: n.display_name,
          type: n.type,
          withdraw_fee: plain(n.withdraw_fee),
          min_number: plain(n.withdraw_min),
        }))
      : [],
    rate: plain(coin.withdraw_rate),
    withdraw_fee: plain(first?.withdraw_fee ?? coin.withdraw_fee),
    min_number: plain(first?.withdraw_min ?? coin.withdraw_min),
    change_balance: await balance('change'),
    legal_balance: await balance('legal'),
    lever_balance: await balance('lever'),
    level,
    day_limit_btc: DAY_LIMIT_BTC[level],
  };
}

/**
 * The `withdraw` code of a user whose withdrawals require one: missing, or wrong (counted at once,
 * outside the caller's transaction), is refused; the caller uses it up in its transaction.
 */
async function withdrawCode(ctx: Ctx, required: boolean): Promise<CheckedCode | null> {
  if (!required) return null;
  const user = me(ctx);
  const code = ctx.input.code === undefined ? '' : String(ctx.input.code).trim();
  if (!code) return fail('withdrawCodeRequired');
  return checkCode(ctx.world.db, { recipients: codeRecipients(user), scene: 'withdraw', code, now: ctx.now });
}

/** `/wallet/out`: to an address (with its network) or to the domestic (1) / international (2) card. */
async function createWithdrawal(ctx: Ctx) {
  const user = me(ctx);
  const { world } = ctx;
  const input = ctx.input;
  const cardKind = input.withdraw_type === undefined ? undefined : Number(input.withdraw_type);
  const security = await withdrawSecurity(world.db, user.id);
  // (an unverified user is sent to identity verification first, by create: no code asked)
  const code = verificationLevel(user) === 0 ? null : await withdrawCode(ctx, security.codeRequired);
  await world.db.tx(async (q) => {
    if (code) await consumeCode(q, code);
    return create(q, world.feed, world.jobs, {
      user,
      currencyId: Number(input.currency),
      number: String(input.number),
      payPassword: String(input.pay_password),
      destination:
        cardKind === 1 || cardKind === 2
          ? { kind: 'card', card: cardKind }
          : {
              kind: 'address',
              address: String(input.address),
              network: input.type === undefined ? undefined : String(input.type),
              ...(input.memo === undefined ? {} : { memo: String(input.memo) }),
            },
      remark: input.remark === undefined ? undefined : String(input.remark),
      whitelist: security.whitelist,
      at: ctx.now,
    });
  });
  return ctx.t('withdrawSubmitted');
}

/** `GET /user/withdraw/settings`: the whitelist mode and the verification code. */
async function getWithdrawSettings(ctx: Ctx) {
  const user = me(ctx);
  const security = await withdrawSecurity(ctx.world.db, user.id);
  return {
    whitelist: security.whitelist ? 1 : 0,
    cooling_hours: COOLING_MS / 3600e3,
    code_required: security.codeRequired ? 1 : 0,
    code_channel: codeChannel(user),
    code_to: masked(user),
    email: user.email ?? '',
    mobile: user.phone ?? '',
    area_code: user.phone ? user.area_code : '',
  };
}

/** An address as a notice shows it: its start and end, enough to recognise it. */
const shortAddress = (address: string): string =>
  address.length > 14 ? `${address.slice(0, 6)}...${address.slice(-4)}` : address;

/**
 * What guards the user's withdrawals changed: an account notice (with the anti-phishing code, as
 * every notice) and a mail to the bound e-mail address (else an SMS to the bound phone), in the
 * same transaction, so that a change the user did not make is seen at once.
 */
async function securityChanged(ctx: Ctx, q: Queryable, key: string, vars: Record<string, string | number> = {}) {
  const user = me(ctx);
  await ctx.world.notify(q, user.id, 'security', key, vars);
  const channel = codeChannel(user);
  const recipient = channel === 'email' ? user.email : user.phone;
  if (!recipient) return;
  await ctx.world.mail(q, {
    userId: user.id,
    recipient,
    channel,
    scene: 'security',
    subject: ctx.t('withdrawSecurityMailSubject'),
    body: ctx.t(key, vars),
    lang: ctx.lang,
  });
}

/** `POST /user/withdraw/settings`: pay password, and the code when the account requires codes. */
async function updateWithdrawSettings(ctx: Ctx) {
  const user = me(ctx);
  const { db } = ctx.world;
  const security = await withdrawSecurity(db, user.id);
  if (!user.pay_password) return fail('payPasswordNotSet');
  if (!checkPassword(String(ctx.input.pay_password), user.pay_password)) return fail('payPasswordWrong');
  const code = await withdrawCode(ctx, security.codeRequired);
  const next = {
    whitelist: ctx.input.whitelist === undefined ? security.whitelist : Number(ctx.input.whitelist) === 1,
    // codes can be turned on, never off
    codeRequired: security.codeRequired || Number(ctx.input.code_required) === 1,
  };
  const hours = COOLING_MS / 3600e3;
  await db.tx(async (q) => {
    if (code) await consumeCode(q, code);
    await saveWithdrawSecurity(q, user.id, next, ctx.now);
    if (next.whitelist !== security.whitelist)
      await securityChanged(ctx, q, next.whitelist ? 'withdrawWhitelistOnNotice' : 'withdrawWhitelistOffNotice', {
        hours,
      });
    // (codes never go off)
    if (next.codeRequired && !security.codeRequired) await securityChanged(ctx, q, 'withdrawCodeOnNotice');
  });
  return ctx.t('withdrawSecuritySaved');
}

/** `/user/withdraw/list`: newest first, `{data, page, pages, total}`. */
async function listWithdrawals(ctx: Ctx) {
  const user = me(ctx);
  const p = paging(ctx.input);
  const { db } = ctx.world;
  const count = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [user.id]);
  const rows = await db.query<{
    id: number;
    order_no: string;
    currency_id: number;
    currency_name: string;
    decimals: number;
    network_type: string | null;
    number: string;
    fee: string;
    rate: string;
    real_number: string;
    address: string;
    notes: string | null;
    memo: string | null;
    status: 1 | 2 | 3;
    created_at: number;
    updated_at: number;
  }>(
    `SELECT w.*, c.name AS currency_name, c.decimals, n.type AS network_type
     FROM withdrawals w JOIN currencies c ON c.id = w.currency_id LEFT JOIN currency_networks n ON n.id = w.network_id
     WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id DESC LIMIT $2 OFFSET $3`,
    [user.id, p.limit, p.offset],
  );
  const data = rows.map((w) => ({
    id: w.id,
    order_no: w.order_no,
    currency: w.currency_id,
    currency_name: w.currency_name,
    ...(w.network_type ? { type: w.network_type } : {}),
    number: amount(w.number, w.decimals),
    fee: amount(w.fee, w.decimals),
    rate: plain(w.rate),
    real_number: amount(w.real_number, w.decimals),
    address: w.address,
    notes: w.notes,
    // the chain's memo/tag on a network that needs one (proposed field)
    ...(w.memo ? { memo: w.memo } : {}),
    status: w.status,
    create_time: seconds(Number(w.created_at)),
    update_time: seconds(Number(w.updated_at)),
  }));
  return pagesPage(data, p, Number(count?.n ?? 0));
}

/** Letters of any script, digits and spaces: a label with no special characters. */
const LABEL = /^[\p{L}\p{N} ]+$/u;

/** `/user/wallet/save`: a new address, or with `id` a change of a saved one. */
async function saveWalletAddress(ctx: Ctx) {
  const user = me(ctx);
  const { db } = ctx.world;
  const input = ctx.input;
  const name = String(input.name).trim();
  if (!name) return fail('parameterError');
  if (!LABEL.test(name)) return fail('noSpecialCharacters');
  const coin = await currencyById(db, Number(input.currency));
  if (!coin) return fail('currencyNotFound');
  const nets = await networks(db, coin.id);
  const asked = input.type === undefined ? undefined : String(input.type).toLowerCase();
  const network = asked ? nets.find((n) => n.type === asked) : nets[0];
  // A coin the site runs networks for takes only those; any other keeps the code as given.
  if (asked && nets.length > 0 && !network) return fail('withdrawNetworkInvalid');
  const address = String(input.address);
  if (network && !validOn(network.type, address)) return fail('addressInvalid');
  const type = network?.type ?? asked ?? null;
  const qrcode = input.qrcode ? String(input.qrcode) : null;
  const memo = input.memo === undefined ? null : String(input.memo).trim() || null;
  if (network?.memo_required && !memo) return fail('withdrawMemoRequired', { network: network.display_name });
  if (network && !network.memo_required && memo) return fail('withdrawMemoNotUsed', { network: network.display_name });
  if (memo && !MEMO.test(memo)) return fail('parameterError');
  // a new address, or a changed address or memo, waits for its cooling period
  const cooled = ctx.now + COOLING_MS;
  // a new address, or one whose address or memo changed (it cools again), is told to the user
  const told = { name, currency: coin.name, address: shortAddress(address), hours: COOLING_MS / 3600e3 };
  await db.tx(async (q) => {
    if (input.id !== undefined) {
      const updated = await q.one<{ usable_at: number }>(
        `UPDATE wallet_addresses SET currency_id = $3, name = $4, address = $5, type = $6, qrcode = $7, updated_at = $8,
           usable_at = CASE WHEN address = $5 AND coalesce(memo, '') = coalesce($9, '') AND currency_id = $3
                            THEN usable_at ELSE $10 END,
           memo = $9
         WHERE id = $1 AND user_id = $2 RETURNING usable_at`,
        [Number(input.id), user.id, coin.id, name, address, type, qrcode, ctx.now, memo, cooled],
      );
      if (!updated) return fail('withdrawAddressNotFound');
      if (Number(updated.usable_at) === cooled) await securityChanged(ctx, q, 'withdrawAddressChangedNotice', told);
    } else {
      await q.query(
        `INSERT INTO wallet_addresses (user_id, currency_id, name, address, type, qrcode, memo, created_at, updated_at, usable_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
        [user.id, coin.id, name, address, type, qrcode, memo, ctx.now, cooled],
      );
      await securityChanged(ctx, q, 'withdrawAddressAddedNotice', told);
    }
  });
  return ctx.t('addressSaved');
}

/** `/user/wallet/list`: the saved addresses, newest first, `{data, page, pages, total}`. */
async function listWalletAddresses(ctx: Ctx) {
  const user = me(ctx);
  const p = paging(ctx.input);
  const { db } = ctx.world;
  const count = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM wallet_addresses WHERE user_id = $1', [
    user.id,
  ]);
  const rows = await db.query<{
    id: number;
    currency_id: number;
    name: string;
    address: string;
    type: string | null;
    qrcode: string | null;
    memo: string | null;
    usable_at: number;
    logo: string;
    created_at: number;
    updated_at: number;
  }>(
    `SELECT a.*, c.logo FROM wallet_addresses a JOIN currencies c ON c.id = a.currency_id
     WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
    [user.id, p.limit, p.offset],
  );
  const data = rows.map((a) => ({
    id: a.id,
    user_id: user.id,
    currency: a.currency_id,
    name: a.name,
    address: a.address,
    type: a.type,
    memo: a.memo,
    cooling_seconds: coolingSeconds(a.usable_at, ctx.now),
    qrcode: a.qrcode,
    logo: a.logo,
    created_at: dateTime(Number(a.created_at)),
    updated_at: dateTime(Number(a.updated_at)),
  }));
  return pagesPage(data, p, Number(count?.n ?? 0));
}

type CardKind = 'domestic' | 'international';

const CARD_FIELDS = ['real_name', 'bank_account', 'bank_name', 'bank_branch', 'bank_dizhi', 'phone'] as const;
const INTERNATIONAL_FIELDS = ['aba_number', 'swift_code', 'cardholder_address'] as const;

/** Adds or replaces the user's one card of a kind. */
async function saveCard(ctx: Ctx, kind: CardKind) {
  const user = me(ctx);
  const fields = kind === 'domestic' ? CARD_FIELDS : [...CARD_FIELDS, ...INTERNATIONAL_FIELDS];
  const values = fields.map((f) => String(ctx.input[f] ?? '').trim());
  if (values.some((v) => v === '')) return fail('parameterError');
  const extra = Object.fromEntries(
    INTERNATIONAL_FIELDS.map((f) => [f, kind === 'international' ? String(ctx.input[f]).trim() : null]),
  );
  const [realName, account, bankName, branch, dizhi, phone] = values;
  await ctx.world.db.query(
    `INSERT INTO bank_cards (user_id, kind, real_name, bank_account, bank_name, bank_branch, bank_dizhi, phone,
       aba_number, swift_code, cardholder_address, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (user_id, kind) DO UPDATE SET real_name = $3, bank_account = $4, bank_name = $5, bank_branch = $6,
       bank_dizhi = $7, phone = $8, aba_number = $9, swift_code = $10, cardholder_address = $11, updated_at = $12`,
    [
      user.id,
      kind,
      realName,
      account,
      bankName,
      branch,
      dizhi,
      phone,
      extra.aba_number,
      extra.swift_code,
      extra.cardholder_address,
      ctx.now,
    ],
  );
  return ctx.t('bankCardSaved');
}

interface CardRow {
  id: number;
  user_id: number;
  real_name: string;
  bank_account: string;
  bank_name: string;
  bank_branch: string | null;
  bank_dizhi: string | null;
  phone: string | null;
  aba_number: string | null;
  swift_code: string | null;
  cardholder_address: string | null;
  created_at: number;
}

async function card(ctx: Ctx, kind: CardKind): Promise<CardRow | undefined> {
  return ctx.world.db.one<CardRow>('SELECT * FROM bank_cards WHERE user_id = $1 AND kind = $2', [me(ctx).id, kind]);
}

const domesticView = (c: CardRow) => ({
  id: c.id,
  user_id: c.user_id,
  real_name: c.real_name,
  bank_account: c.bank_account,
  bank_name: c.bank_name,
  bank_branch: c.bank_branch,
  bank_dizhi: c.bank_dizhi,
  phone: c.phone,
  create_time: seconds(Number(c.created_at)),
});

export const withdraw: Area = {
  handlers: {
    getWithdrawInfo,
    createWithdrawal,
    getWithdrawSettings,
    updateWithdrawSettings,
    listWithdrawals,
    saveWalletAddress,
    listWalletAddresses,
    saveBankCard: (ctx) => saveCard(ctx, 'domestic'),
    saveInternationalBankCard: (ctx) => saveCard(ctx, 'international'),
    async getBankCard(ctx) {
      const c = await card(ctx, 'domestic');
      // no card saved: `message` is null
      return c ? domesticView(c) : null;
    },
    async getInternationalBankCard(ctx) {
      const c = await card(ctx, 'international');
      if (!c) return null;
      return {
        ...domesticView(c),
        aba_number: c.aba_number ?? '',
        swift_code: c.swift_code ?? '',
        cardholder_address: c.cardholder_address ?? '',
      };
    },
  },
  setup(world) {
    world.jobs.on(WITHDRAW_REVIEW_JOB, (payload, q, job) => reviewWithdrawal(world, q, Number(payload.id), job.dueAt));
  },
};
