// The assets area of the sandbox.
import type { Area } from '../world';

export const assets: Area = {
  handlers: {},
};
