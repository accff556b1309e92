// The auth area: verification codes (recorded, and written to the outgoing mail log), registration,
// sign-in and sign-out, password recovery.
import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import {
  checkCode,
  CODE_TTL_MS,
  consumeCode,
  isEmail,
  isPhone,
  issueCode,
  recipientOf,
  type CodeScene,
} from '../domain/identity-codes';
import { openSession, SESSION_MS } from '../domain/identity-sessions';
import { welcomeNewUser } from '../domain/market-rebate';
import { checkPassword, hashPassword } from '../seed/core';
import { fail } from '../wire/errors';
import type { Area, Ctx, User } from '../world';

/** Invitation codes look like the seed's (NX7K2Q): no 0/O or 1/I to misread. */
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** The user an e-mail address or a phone number signs in as. */
export function userByAccount(q: Queryable, account: string): Promise<User | undefined> {
  return q.one<User>('SELECT * FROM users WHERE lower(email) = lower($1) OR phone = $1', [account.trim()]);
}

async function freshInviteCode(q: Queryable): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 6 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
    if (!(await q.one('SELECT 1 FROM users WHERE upper(extension_code) = $1', [code]))) return code;
  }
}

/** A first nickname from the account: the e-mail's name part, or "User" and the phone's last digits. */
function defaultNickname(account: string): string {
  const local = account.includes('@')
    ? account
        .split('@')[0]!
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 10)
    : '';
  return local.length >= 2 ? local : `User${account.replace(/\D/g, '').slice(-4)}`;
}

/**
 * Refuses a recovery code for an unknown account. A registration code goes even to a taken address
 * (registration refuses it then), so that the contract's example, the demo user's address, sends.
 */
async function checkSceneAccount(q: Queryable, scene: string | undefined, account: string): Promise<void> {
  if ((scene === 'forget' || scene === 'withdraw') && !(await userByAccount(q, account))) fail('accountNotFound');
}

async function sendCode(
  ctx: Ctx,
  c: { recipient: string; shownAs: string; channel: 'email' | 'sms'; scene: CodeScene | undefined; areaCode?: string },
) {
  const { world, now, t } = ctx;
  await world.db.tx(async (q) => {
    const code = await issueCode(q, { ...c, now });
    const owner = await userByAccount(q, c.recipient);
    await world.mail(q, {
      userId: owner?.id ?? null,
      recipient: c.shownAs,
      channel: c.channel,
      scene: c.scene ?? 'any',
      code,
      lang: ctx.lang,
      subject: t('authCodeSubject'),
      body: t('authCodeBody', { code, minutes: CODE_TTL_MS / 60e3 }),
    });
  });
  return t('codeSent');
}

export const auth: Area = {
  handlers: {
    async sendEmailCode(ctx) {
      const email = recipientOf(str(ctx.input.user_string));
      const scene = ctx.input.scene as CodeScene;
      if (!isEmail(email)) return fail('authEmailInvalid');
      await checkSceneAccount(ctx.world.db, scene, email);
      return sendCode(ctx, { recipient: email, shownAs: email, channel: 'email', scene });
    },

    async sendSmsCode(ctx) {
      const mobile = str(ctx.input.mobile);
      const areaCode = str(ctx.input.area_code) || '86';
      const scene = ctx.input.scene as CodeScene | undefined;
      if (!isPhone(mobile, areaCode)) return fail('authPhoneInvalid');
      await checkSceneAccount(ctx.world.db, scene, mobile);
      if (scene === 'bind') {
        const holder = await userByAccount(ctx.world.db, mobile);
        if (holder && holder.id !== ctx.user?.id) return fail('accountPhoneTaken');
      }
      return sendCode(ctx, { recipient: mobile, shownAs: `+${areaCode} ${mobile}`, channel: 'sms', scene, areaCode });
    },

    // Checks without using the code up: registration sends the same code again to /user/register.
    async checkEmailCode({ world, input, now, t }) {
      await checkCode(world.db, {
        recipients: [recipientOf(str(input.user_string))],
        scene: input.scene as CodeScene,
        code: str(input.email_code),
        now,
      });
      return t('authCodeVerified');
    },

    async registerUser({ world, input, now, t }) {
      const type = str(input.type) || 'email';
      const account = recipientOf(str(input.user_string));
      const areaCode = str(input.area_code) || '86';
      if (type === 'email' ? !isEmail(account) : !isPhone(account, areaCode))
        return fail(type === 'email' ? 'authEmailInvalid' : 'authPhoneInvalid');
      if (str(input.password) !== str(input.re_password)) return fail('passwordsInconsistent');
      if (await userByAccount(world.db, account)) return fail('registrationFailed');
      const invite = str(input.extension_code).toUpperCase();
      const inviter = invite
        ? await world.db.one<{ id: number }>('SELECT id FROM users WHERE upper(extension_code) = $1', [invite])
        : undefined;
      if (invite && !inviter) return fail('authInviteCodeInvalid');
      const checked = await checkCode(world.db, {
        recipients: [account],
        scene: 'register',
        code: str(input.code),
        now,
      });

      await world.db.tx(async (q) => {
        await consumeCode(q, checked);
        const next = await q.one<{ id: number }>("SELECT nextval('user_ids')::int AS id");
        const id = Number(next!.id);
        await q.query(
          `INSERT INTO users (id, email, phone, area_code, password, nickname, extension_code, parent_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            type === 'email' ? account : null,
            type === 'email' ? null : account,
            type === 'email' ? '86' : areaCode,
            hashPassword(str(input.password)),
            defaultNickname(account),
            await freshInviteCode(q),
            inviter?.id ?? null,
            now,
          ],
        );
        // Every account of every coin exists from the start, empty, as the backends create them.
        await q.query(
          `INSERT INTO wallets (user_id, account, currency_id)
           SELECT $1, a.account, c.id FROM currencies c
           CROSS JOIN (VALUES ('legal'), ('change'), ('lever'), ('micro')) AS a(account)`,
          [id],
        );
        await welcomeNewUser(q, {
          userId: id,
          inviterId: inviter?.id,
          email: type === 'email' ? account : null,
          phone: type === 'email' ? null : account,
          at: now,
        });
      });
      return t('registered');
    },

    async loginUser({ world, input, now, client }) {
      const user = await userByAccount(world.db, str(input.user_string));
      if (!user || !checkPassword(String(input.password ?? ''), user.password)) return fail('loginFailed');
      if (user.status !== 1) return fail('authAccountFrozen');
      const token = randomBytes(16).toString('hex');
      await openSession(world.db, { token, userId: user.id, now, expiresAt: now + SESSION_MS, client });
      return token;
    },

    async logoutUser({ world, token, t }) {
      await world.db.query('UPDATE sessions SET revoked = true WHERE token = $1', [token]);
      return t('loggedOut');
    },

    async resetPassword({ world, input, now, t }) {
      const account = recipientOf(str(input.account));
      if (str(input.password) !== str(input.repassword)) return fail('passwordsInconsistent');
      const user = await userByAccount(world.db, account);
      if (!user) return fail('accountNotFound');
      const checked = await checkCode(world.db, { recipients: [account], scene: 'forget', code: str(input.code), now });
      await world.db.tx(async (q) => {
        await consumeCode(q, checked);
        await q.query('UPDATE users SET password = $2 WHERE id = $1', [user.id, hashPassword(str(input.password))]);
        // Signed out everywhere ("please sign in again"), except the contract's example token, which
        // never expires so that the documentation's examples keep replaying.
        await q.query('UPDATE sessions SET revoked = true WHERE user_id = $1 AND expires_at IS NOT NULL', [user.id]);
      });
      return t('authPasswordReset');
    },
  },
};
