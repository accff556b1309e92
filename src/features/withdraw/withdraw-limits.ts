// The 24 h withdrawal limits of product-spec §6: 200 BTC at verification level 1, 500 BTC at
// level 2 (BTC equivalent). /wallet/get_info may send the user's level and limit; the classic
// backend does not, and then the level of /user/info sets the limit.

export const DAY_LIMIT_BTC_BY_LEVEL: Readonly<Record<1 | 2, string>> = { 1: '200', 2: '500' };

export interface WithdrawLimit {
  /** 0 unverified, 1 basic, 2 advanced. */
  level: 0 | 1 | 2;
  /** Most per 24 h in BTC, or null when the user is not verified yet. */
  dayLimitBtc: string | null;
  /** The limit of the next level, when there is one. */
  nextLevelLimitBtc: string | null;
}

export function withdrawLimit(level: number | null | undefined, dayLimitBtc?: string | null): WithdrawLimit | null {
  if (level !== 0 && level !== 1 && level !== 2) return null;
  if (level === 0) return { level, dayLimitBtc: null, nextLevelLimitBtc: DAY_LIMIT_BTC_BY_LEVEL[1] };
  return {
    level,
    dayLimitBtc: dayLimitBtc || DAY_LIMIT_BTC_BY_LEVEL[level],
    nextLevelLimitBtc: level === 1 ? DAY_LIMIT_BTC_BY_LEVEL[2] : null,
  };
}
