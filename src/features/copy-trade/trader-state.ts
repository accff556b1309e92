// The wire's follow flag, which backends send as 0/1 or false/true.
export const isFollowed = (flag: number | boolean): boolean => flag === true || flag === 1;

/** The trader id of a route's `?id=`, or null when it is missing or not a user id. */
export function traderIdOf(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}
