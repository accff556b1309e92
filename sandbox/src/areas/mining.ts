// The mining area of the sandbox.
import type { Area } from '../world';

export const mining: Area = {
  handlers: {},
};
