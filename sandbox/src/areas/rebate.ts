// The rebate area of the sandbox.
import type { Area } from '../world';

export const rebate: Area = {
  handlers: {},
};
