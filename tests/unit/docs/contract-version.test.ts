// The contract's version check (scripts/api-version.mjs) decides from the fingerprints of two
// bundles; the docs' code samples encode bodies as the classic form layer does.
import { describe, expect, it } from 'vitest';
import { describeDiff, diff, fingerprint } from '../../../scripts/docs/changelog.mjs';
import { formPairs, literal } from '../../../scripts/docs/code-samples.mjs';

const contract = (version: string) => ({
  openapi: '3.1.0',
  info: { title: 'T', version },
  paths: {
    '/user/info': { get: { operationId: 'getUserInfo', summary: 'Get the user', responses: {} } },
    '/coin/trade': { post: { operationId: 'createCoinOrder', summary: 'Place an order', responses: {} } },
  },
  components: { schemas: { Decimal: { type: 'string' } } },
});

describe('contract version fingerprint', () => {
  it('ignores info.version: a bump alone is no change', () => {
    expect(diff(fingerprint(contract('0.8.0')), fingerprint(contract('0.9.0'))).same).toBe(true);
  });

  it('names the operations added, changed and removed, and the schemas changed', () => {
    const before = contract('0.8.0');
    const after = structuredClone(before) as ReturnType<typeof contract> & { paths: Record<string, unknown> };
    after.paths['/coin/trade'].post.summary = 'Place a spot order';
    delete (after.paths as Record<string, unknown>)['/user/info'];
    after.paths['/loan/borrow'] = {
      post: { operationId: 'createLoan', summary: 'Proposed: borrow', 'x-proposed': true, responses: {} },
    };
    after.components.schemas.Decimal = { type: 'string', pattern: '^-?\\d+$' } as never;
    const d = diff(fingerprint(before), fingerprint(after));
    expect(d.same).toBe(false);
    expect(d.added).toEqual([{ operationId: 'createLoan', method: 'post', path: '/loan/borrow', proposed: true }]);
    expect(d.changed.map((o) => o.operationId)).toEqual(['createCoinOrder']);
    expect(d.removed.map((o) => o.operationId)).toEqual(['getUserInfo']);
    expect(d.schemas.changed).toEqual(['Decimal']);
    expect(describeDiff(d)).toEqual([
      '  + POST /loan/borrow (createLoan) [proposed]',
      '  ~ POST /coin/trade (createCoinOrder)',
      '  - GET /user/info (getUserInfo)',
      '  ~ schemas: Decimal',
    ]);
  });

  it('sees a change of the introduction or the servers', () => {
    const after = contract('0.8.0') as ReturnType<typeof contract> & { servers?: unknown };
    after.servers = [{ url: 'http://127.0.0.1:4030' }];
    const d = diff(fingerprint(contract('0.8.0')), fingerprint(after));
    expect(d.same).toBe(false);
    expect(d.general).toBe(true);
  });
});

describe('code samples', () => {
  it('encode arrays and objects as the classic form layer does', () => {
    expect(formPairs({ ids: [3, 4], filter: { side: 'buy' }, lang: 'en' })).toEqual([
      ['ids[0]', '3'],
      ['ids[1]', '4'],
      ['filter[side]', 'buy'],
      ['lang', 'en'],
    ]);
  });

  it('write TypeScript literals as a person does', () => {
    expect(literal({ user_string: "o'neil@example.com", type: 1 })).toBe(
      "{ user_string: 'o\\'neil@example.com', type: 1 }",
    );
    expect(literal({ 'data-x': [1, 2] })).toBe("{ 'data-x': [1, 2] }");
  });
});
