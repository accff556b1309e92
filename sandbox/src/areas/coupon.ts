// The coupon area of the sandbox.
import type { Area } from '../world';

export const coupon: Area = {
  handlers: {},
};
