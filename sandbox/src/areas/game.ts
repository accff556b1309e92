// The game area of the sandbox.
import type { Area } from '../world';

export const game: Area = {
  handlers: {},
};
