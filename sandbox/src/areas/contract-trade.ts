// The contract-trade area of the sandbox.
import type { Area } from '../world';

export const contractTrade: Area = {
  handlers: {},
};
