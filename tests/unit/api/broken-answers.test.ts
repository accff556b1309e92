// Every operation's answer validator refuses the broken answers of the failure sweep
// (tests/e2e/failure-sweep.spec.ts), made from the contract's own `ok` example: a required field
// dropped, wrong types, a null payload, and the client refuses an HTML page as not an envelope.
// The sweep then only has to ask each screen whether a refused call is shown; this asks, for all
// 130 operations at once, whether the four broken bodies are refused at all. A null payload is
// "none" for the operations of NULL_MEANS_NONE only, and their contract says so.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '@generated/operations';
import { classifyEnvelope } from '@/api/envelope';
import { breakBody, HTML_PAGE, NULL_MEANS_NONE, type BundledSpec } from '../../e2e/broken-answers';

if (!existsSync('dist-spec/openapi.json'))
  spawnSync(process.execPath, ['scripts/bundle-spec.mjs'], { stdio: 'ignore' });
const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8')) as BundledSpec & {
  paths: Record<
    string,
    Record<
      string,
      {
        description?: string;
        responses?: Record<string, { content?: Record<string, { examples?: Record<string, { $ref?: string }> }> }>;
      }
    >
  >;
  components: { examples: Record<string, { value: unknown }> };
};

const CASES = Object.entries(operations).map(([call, info]) => {
  const [method = '', path = ''] = call.split(' ');
  const operation = spec.paths[path]?.[method.toLowerCase()];
  const ref = operation?.responses?.['200']?.content?.['application/json']?.examples?.ok?.$ref ?? '';
  const example = spec.components.examples[ref.replace('#/components/examples/', '')]?.value;
  return { call, method, path, info, example, description: operation?.description ?? '' };
});

describe.each(CASES)('$call', ({ method, path, info, example, call, description }) => {
  it('has an ok example that its validator accepts', async () => {
    expect(example).toBeDefined();
    const validator = await info.response();
    expect(validator.safeParse(example).success).toBe(true);
  });

  it.each(['dropped', 'wrongTypes'] as const)('refuses %s', async (kind) => {
    const validator = await info.response();
    expect(validator.safeParse(breakBody(spec, method, path, example, kind)).success).toBe(false);
  });

  if (NULL_MEANS_NONE.has(call)) {
    it('takes a null payload as "none", as its description says', async () => {
      const validator = await info.response();
      expect(validator.safeParse(breakBody(spec, method, path, example, 'nullPayload')).success).toBe(true);
      expect(description).toMatch(/\bnull\b/);
    });
  } else {
    it('refuses a null payload', async () => {
      const validator = await info.response();
      expect(validator.safeParse(breakBody(spec, method, path, example, 'nullPayload')).success).toBe(false);
    });
  }
});

it('an HTML page is not an envelope', () => {
  expect(classifyEnvelope(HTML_PAGE).kind).toBe('malformed');
});
