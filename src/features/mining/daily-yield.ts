// The daily yield of a lock-mining product, as the product list and the purchase show it.

import type { LockConfig } from '@generated/model';
import { formatFixed } from '@/lib/format';

/** The daily yield as the product shows it: its `intro` when set, else the rate in percent. */
export const dailyYield = (config: LockConfig): string =>
  config.intro?.trim() ? config.intro.trim() : `${formatFixed(config.interest_rate, 2)}%`;
