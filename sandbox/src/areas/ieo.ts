// The ieo area of the sandbox.
import type { Area } from '../world';

export const ieo: Area = {
  handlers: {},
};
