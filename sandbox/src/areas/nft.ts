// The nft area of the sandbox.
import type { Area } from '../world';

export const nft: Area = {
  handlers: {},
};
