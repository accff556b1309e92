// The transfer area of the sandbox.
import type { Area } from '../world';

export const transfer: Area = {
  handlers: {},
};
