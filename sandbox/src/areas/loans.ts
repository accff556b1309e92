// The loans area of the sandbox.
import type { Area } from '../world';

export const loans: Area = {
  handlers: {},
};
