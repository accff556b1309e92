// The seconds-trade area of the sandbox.
import type { Area } from '../world';

export const secondsTrade: Area = {
  handlers: {},
};
