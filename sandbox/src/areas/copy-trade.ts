// The copy-trade area of the sandbox.
import type { Area } from '../world';

export const copyTrade: Area = {
  handlers: {},
};
