// The content area of the sandbox.
import type { Area } from '../world';

export const content: Area = {
  handlers: {},
};
