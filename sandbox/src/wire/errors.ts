// What a handler throws to answer a failure envelope: a business error (`type: "error"` with a
// translated message), the session's end (999) or the need for identity verification (998).
import type { MessageKey } from './messages';

export class BusinessError extends Error {
  readonly type: 'error' | '999' | '998';
  constructor(
    readonly key: MessageKey,
    readonly vars: Record<string, string | number> = {},
    type: 'error' | '999' | '998' = 'error',
  ) {
    super(key);
    this.type = type;
  }
}

export const fail = (key: MessageKey, vars?: Record<string, string | number>): never => {
  throw new BusinessError(key, vars);
};
export const sessionEnded = (key: MessageKey = 'pleaseLogIn'): never => {
  throw new BusinessError(key, {}, '999');
};
export const verificationRequired = (key: MessageKey = 'verificationRequired'): never => {
  throw new BusinessError(key, {}, '998');
};
