// The generated validators are built on first use (scripts/lazy-zod.ts, applied by vite.config.ts
// to generated/zod in the build, the dev server and these tests).
import { describe, expect, it } from 'vitest';
import * as zod from 'zod/mini';
import { lazyZodSchemas } from '../../../scripts/lazy-zod';
import { Quotation, quotationIdMax } from '@generated/zod/schemas/quotation.zod';
import { ListFiatRates200 } from '@generated/zod/schemas/listFiatRates200.zod';

describe('lazyZodSchemas', () => {
  it('wraps each exported zod schema and leaves the constants beside it', () => {
    const code = [
      "import * as zod from 'zod/mini';",
      'export const pairNameMax = 16;',
      "export const pairCodeRegExp = new RegExp('^[A-Z]{3}$');",
      '',
      'export const Pair = /*#__PURE__*/ zod.object({',
      '  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(pairNameMax)),',
      '});',
      '',
      'export type Pair = zod.input<typeof Pair>;',
    ].join('\n');
    expect(lazyZodSchemas(code)).toBe(
      [
        "import * as zod from 'zod/mini';",
        'export const pairNameMax = 16;',
        "export const pairCodeRegExp = new RegExp('^[A-Z]{3}$');",
        '',
        'export const Pair = /*#__PURE__*/ zod.lazy(() => zod.object({',
        '  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(pairNameMax)),',
        '}));',
        '',
        'export type Pair = zod.input<typeof Pair>;',
      ].join('\n'),
    );
  });

  it('finds the end of a statement orval left without a semicolon, past brackets in strings and comments', () => {
    const code = [
      "export const A = zod.union([zod.literal(');'), zod.literal(`]\\n)`) /* ); */, zod.literal(\"'\")])",
      'export const B = /*#__PURE__*/ zod.string();',
    ].join('\n');
    expect(lazyZodSchemas(code)).toBe(
      [
        "export const A = zod.lazy(() => zod.union([zod.literal(');'), zod.literal(`]\\n)`) /* ); */, zod.literal(\"'\")]))",
        'export const B = /*#__PURE__*/ zod.lazy(() => zod.string());',
      ].join('\n'),
    );
  });

  it('leaves a module without schemas as it is', () => {
    const code = 'export const listQuotationsQueryLangDefault = `en`;\nexport const nameMax = 16;\n';
    expect(lazyZodSchemas(code)).toBe(code);
  });
});

describe('a generated validator as the app loads it', () => {
  const quote = {
    id: 1,
    legal_id: 1,
    currency_id: 2,
    legal_name: 'USDT',
    currency_name: 'BTC',
    now_price: '96420.5',
    change: '-1.25',
    volume: '1234.5',
  };

  it('is a wrapper until something is checked against it, with its constants at hand', () => {
    expect(Quotation._zod.def.type).toBe('lazy');
    expect(quotationIdMax).toBe(99999);
  });

  it('accepts and rejects what the contract says, defaults included', () => {
    const parsed = zod.safeParse(Quotation, quote);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ id: 1, now_price: '96420.5', category: 'coin' });
    expect(zod.safeParse(Quotation, { ...quote, id: quotationIdMax + 1 }).success).toBe(false);
    expect(zod.safeParse(Quotation, { ...quote, now_price: 96420.5 }).success).toBe(false);
    const { volume: _volume, ...withoutVolume } = quote;
    expect(zod.safeParse(Quotation, withoutVolume).success).toBe(false);
  });

  it('checks a union whose members are other lazy schemas', () => {
    expect(zod.safeParse(ListFiatRates200, { rates: [] }).success).toBe(true);
    expect(zod.safeParse(ListFiatRates200, { base: 'usd', rates: [] }).success).toBe(false);
  });
});
