// The otc area of the sandbox.
import type { Area } from '../world';

export const otc: Area = {
  handlers: {},
};
