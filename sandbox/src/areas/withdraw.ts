// The withdraw area of the sandbox.
import type { Area } from '../world';

export const withdraw: Area = {
  handlers: {},
};
