// The build draws the icons with smaller paths (scripts/icon-paths.ts): the same shapes (SVGO's
// path conversion at two decimals), without the designers' group names.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { smallerIcon, smallerPath } from '../../../scripts/icon-paths';

const icon = (name: string) => readFileSync(`node_modules/antd-mobile-icons/es/${name}.js`, 'utf8');
const paths = (code: string) => [...code.matchAll(/\bd: "([^"]+)"/g)].map((m) => m[1] ?? '');
/** The subpaths of a path: each starts with a move. */
const subpaths = (d: string) => d.match(/[Mm]/g)?.length ?? 0;

describe.each(['AppstoreOutline', 'BillOutline', 'TeamOutline', 'HistogramOutline', 'CouponOutline'])('%s', (name) => {
  const original = icon(name);
  const smaller = smallerIcon(original);

  it('keeps every path and its subpaths, in fewer bytes', () => {
    const before = paths(original);
    const after = paths(smaller);
    expect(after).toHaveLength(before.length);
    after.forEach((d, i) => {
      expect(d.length).toBeLessThanOrEqual(before[i]?.length ?? 0);
      expect(subpaths(d)).toBe(subpaths(before[i] ?? ''));
    });
    expect(smaller.length).toBeLessThan(original.length * 0.75);
  });

  it('drops the group names and keeps everything else the component sets', () => {
    expect(smaller).not.toMatch(/\bid: "/);
    for (const kept of [
      'viewBox: "0 0 48 48"',
      'fill: "currentColor"',
      "className: ['antd-mobile-icon'",
      'export default',
    ])
      expect(smaller).toContain(kept);
  });
});

it('keeps the end point of each command at two decimals', () => {
  // A 4x4 square from (10.123456, 10.987654): its corners land within 0.005 of where they were.
  const d = smallerPath('M10.123456,10.987654 L14.123456,10.987654 L14.123456,14.987654 L10.123456,14.987654 Z');
  expect(d).toMatch(/^M10.12 10.99/);
  expect(d).toMatch(/[hH]4|H14.12/);
});
