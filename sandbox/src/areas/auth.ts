// The auth area: verification codes (kept in the outgoing mail log), registration, sign-in and
// sign-out, password recovery.
import { randomBytes } from 'node:crypto';
import { checkPassword } from '../seed/core';
import { fail } from '../wire/errors';
import type { Area, User } from '../world';

/** A session lasts 7 days on the sandbox clock. */
export const SESSION_MS = 7 * 86400e3;

export const auth: Area = {
  handlers: {
    async loginUser({ world, input, now }) {
      const login = String(input.user_string ?? '').trim();
      const user = await world.db.one<User>('SELECT * FROM users WHERE lower(email) = lower($1) OR phone = $1', [
        login,
      ]);
      if (!user || !checkPassword(String(input.password ?? ''), user.password)) return fail('loginFailed');
      const token = randomBytes(16).toString('hex');
      await world.db.query('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
        token,
        user.id,
        now,
        now + SESSION_MS,
      ]);
      return token;
    },
    async logoutUser({ world, token, t }) {
      await world.db.query('UPDATE sessions SET revoked = true WHERE token = $1', [token]);
      return t('loggedOut');
    },
  },
};
