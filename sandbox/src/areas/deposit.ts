// The deposit area of the sandbox.
import type { Area } from '../world';

export const deposit: Area = {
  handlers: {},
};
