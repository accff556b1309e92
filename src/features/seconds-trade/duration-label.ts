// The text of an order duration (60 s, 5 min ...), shared by the order form and the countdown.

import type { TFunction } from 'i18next';
import { durationText } from './seconds-math';

/** A duration as text, with the area's `t`: `30s`, `5m`, `1h`. */
export function durationLabel(t: TFunction<'seconds-trade'>, seconds: number): string {
  const { key, count } = durationText(seconds);
  return t(key, { n: count });
}
