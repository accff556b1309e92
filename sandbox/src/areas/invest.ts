// The invest area of the sandbox.
import type { Area } from '../world';

export const invest: Area = {
  handlers: {},
};
