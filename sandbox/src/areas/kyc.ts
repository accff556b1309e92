// The kyc area of the sandbox.
import type { Area } from '../world';

export const kyc: Area = {
  handlers: {},
};
