// The withdraw form's rules for what the account and the network add: the memo/tag where the
// network needs one (and nothing asked elsewhere), the 6-digit code where the account requires one.
import { describe, expect, it } from 'vitest';
import { needsMemo } from '@/features/withdraw/address-rules';
import { cardWithdrawSchema, securitySchema, withdrawSchema } from '@/features/withdraw/withdraw-schemas';

const limits = { min: '20', balance: '100', fee: { fixedFee: '0.25', ratePercent: '0' } };
const XRP = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
const base = { address: XRP, amount: '30', memo: '', remark: '', payPassword: '260518', code: '' };

const problems = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${String(i.path[0])}: ${i.message}`);

describe('withdrawal guards', () => {
  it('asks for the memo/tag only on a network that needs one, and checks its characters', () => {
    expect(problems(withdrawSchema('xrp', limits, { memo: true, code: false }).safeParse(base))).toEqual([
      'memo: validation.memoRequired',
    ]);
    expect(
      problems(withdrawSchema('xrp', limits, { memo: true, code: false }).safeParse({ ...base, memo: 'tag#1' })),
    ).toEqual(['memo: validation.memoInvalid']);
    expect(
      withdrawSchema('xrp', limits, { memo: true, code: false }).safeParse({ ...base, memo: '12345' }).success,
    ).toBe(true);
    expect(withdrawSchema('xrp', limits).safeParse(base).success).toBe(true);
  });

  it('asks for a 6-digit code only when the account requires one, on addresses and cards alike', () => {
    const guarded = { memo: false, code: true };
    expect(problems(withdrawSchema('xrp', limits, guarded).safeParse(base))).toEqual(['code: validation.codeRequired']);
    expect(problems(withdrawSchema('xrp', limits, guarded).safeParse({ ...base, code: '12a456' }))).toEqual([
      'code: validation.codeInvalid',
    ]);
    expect(withdrawSchema('xrp', limits, guarded).safeParse({ ...base, code: '123456' }).success).toBe(true);
    const card = { amount: '30', payPassword: '260518', code: '' };
    expect(problems(cardWithdrawSchema(limits, guarded).safeParse(card))).toEqual(['code: validation.codeRequired']);
    expect(cardWithdrawSchema(limits).safeParse(card).success).toBe(true);
    expect(problems(securitySchema(true).safeParse({ payPassword: '', code: '1' }))).toEqual([
      'payPassword: validation.payPasswordRequired',
      'code: validation.codeInvalid',
    ]);
  });

  it('reads the memo rule of the chosen network from the coin list', () => {
    const coin = {
      networks: [
        {
          id: 5,
          name: 'XRP',
          subName: '',
          type: 'xrp' as const,
          status: 1 as const,
          address: '',
          image: '',
          memo_required: 1 as const,
        },
      ],
    };
    expect(needsMemo(coin, 'xrp')).toBe(true);
    expect(needsMemo(coin, 'trc20')).toBe(false);
    expect(needsMemo({ networks: [] }, 'xrp')).toBe(false);
  });
});
