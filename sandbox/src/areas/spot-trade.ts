// The spot-trade area of the sandbox.
import type { Area } from '../world';

export const spotTrade: Area = {
  handlers: {},
};
