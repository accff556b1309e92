// The account area's safety calls (proposed operations): the anti-phishing code, and the devices
// signed in with their sign-out, one or all the others. Spread into the account area's handlers.
import { confirmWith, setAntiPhishingCode } from '../domain/identity-phishing';
import { closeOtherSessions, closeSession, listSessions } from '../domain/identity-sessions';
import { seconds } from '../domain/money-format';
import type { Handler } from '../world';
import { me } from '../world';

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export const accountSafety: Record<string, Handler> = {
  async getAntiPhishingCode(ctx) {
    const user = me(ctx);
    const row = await ctx.world.db.one<{ code: string | null }>(
      'SELECT anti_phishing_code AS code FROM users WHERE id = $1',
      [user.id],
    );
    return { code: row?.code ?? null, confirm_with: confirmWith(user) };
  },

  async setAntiPhishingCode(ctx) {
    await setAntiPhishingCode(ctx.world.db, {
      user: me(ctx),
      code: str(ctx.input.anti_phishing_code),
      payPassword: str(ctx.input.pay_password),
      verificationCode: str(ctx.input.code),
      now: ctx.now,
    });
    return ctx.t('antiPhishingSaved');
  },

  async listSessions(ctx) {
    const sessions = await listSessions(ctx.world.db, me(ctx).id, ctx.token, ctx.now);
    return sessions.map((s) => ({
      id: s.id,
      device: s.device,
      browser: s.browser,
      ip: s.ip,
      location: ctx.t(s.placeKey),
      created_at: seconds(s.createdAt),
      current: s.current ? 1 : 0,
    }));
  },

  async closeSession(ctx) {
    await closeSession(ctx.world.db, me(ctx).id, ctx.token, Number(ctx.input.id), ctx.now);
    return ctx.t('sessionClosed');
  },

  async closeOtherSessions(ctx) {
    const count = await closeOtherSessions(ctx.world.db, me(ctx).id, ctx.token, ctx.now);
    return ctx.t('otherSessionsClosed', { count });
  },
};
