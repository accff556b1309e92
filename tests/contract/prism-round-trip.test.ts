// Walks every operation of the bundled contract, sends Prism a valid request built from the
// contract (parameter examples, the request schema's example), and checks each answer with the
// generated zod validator of the operation: the default answer, every named example, and a
// dynamically generated one. An operation that does not round-trip fails here.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@generated/operations';
import { listening, start, type Started } from './listening';

// CONTRACT_PORT_BASE moves every port of the contract tests (default 4200: Prism on 4210).
const PORT = Number(process.env.CONTRACT_PORT_BASE ?? 4200) + 10;
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5';

type Json = Record<string, unknown>;
const spec = JSON.parse(readFileSync('dist-spec/openapi.json', 'utf8')) as Json & {
  paths: Record<string, Json>;
  security?: unknown[];
};

function resolveRef<T = Json>(value: unknown): T {
  let v = value as Json | undefined;
  while (v && typeof v.$ref === 'string') {
    v = (v.$ref as string)
      .slice(2)
      .split('/')
      .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], spec) as Json;
  }
  return v as T;
}

function sampleOf(schema: Json | undefined): unknown {
  const s = resolveRef<Json | undefined>(schema);
  if (!s) return undefined;
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  return undefined;
}

interface Operation {
  key: string;
  method: string;
  path: string;
  op: Json;
}

const list: Operation[] = Object.entries(spec.paths).flatMap(([path, item]) =>
  ['get', 'post', 'put', 'patch', 'delete']
    .filter((method) => item[method])
    .map((method) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op: item[method] as Json })),
);

function buildRequest({ method, path, op }: Operation, prefer?: string): { url: string; init: RequestInit } {
  const url = new URL(BASE + path);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (prefer) headers.Prefer = prefer;
  const security = (op.security as unknown[] | undefined) ?? spec.security ?? [];
  if (security.length > 0) headers.Authorization = TOKEN;
  for (const raw of (op.parameters as unknown[] | undefined) ?? []) {
    const param = resolveRef<Json>(raw);
    if (param.in !== 'query') continue;
    const value = param.name === 'lang' ? 'en' : (param.example ?? sampleOf(param.schema as Json));
    if (value !== undefined && (param.required || param.name === 'lang'))
      url.searchParams.set(String(param.name), String(value));
  }
  const init: RequestInit = { method: method.toUpperCase(), headers };
  const body = op.requestBody ? resolveRef<Json>(op.requestBody) : undefined;
  if (body) {
    const content = body.content as Record<string, Json>;
    const [mediaType, media] = Object.entries(content)[0] ?? [];
    const example = (media?.example ?? sampleOf(media?.schema as Json)) as Json | undefined;
    if (mediaType === 'multipart/form-data') {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'avatar.png');
      init.body = form;
    } else if (mediaType === 'application/x-www-form-urlencoded') {
      headers['Content-Type'] = mediaType;
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(example ?? {})) {
        if (Array.isArray(v)) v.forEach((item, i) => form.append(`${k}[${i}]`, String(item)));
        else if (v !== null && v !== undefined) form.append(k, String(v));
      }
      init.body = form.toString();
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(example ?? {});
    }
  }
  return { url: url.toString(), init };
}

function exampleNames(op: Json): string[] {
  const responses = op.responses as Record<string, unknown>;
  const ok = resolveRef<Json>(responses['200']);
  const media = (ok.content as Record<string, Json>)['application/json'];
  return Object.keys((media?.examples as Json | undefined) ?? {});
}

let prism: Started | undefined;

beforeAll(async () => {
  prism = start('node_modules/.bin/prism', [
    'mock',
    'dist-spec/openapi.json',
    '-p',
    String(PORT),
    '-h',
    '127.0.0.1',
    '-v',
    'error',
    '--seed',
    '7',
  ]);
  await listening(PORT, prism);
  // Prism's first answers are slow (seconds on a loaded machine, while the conformance runs go
  // beside this file): one call first, so that no operation's test carries that start.
  await fetch(`${BASE}/getSiteConfig`).then((r) => r.text());
}, 300_000);

afterAll(() => {
  prism?.child.kill('SIGTERM');
});

describe('every operation round-trips through Prism and the generated validators', () => {
  it('covers every operation of the contract', () => {
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((o) => o.key).sort()).toEqual(Object.keys(operations).sort());
  });

  for (const operation of list) {
    it(`${operation.key} (${String(operation.op.operationId)})`, async () => {
      const info = operations[operation.key];
      expect(info, 'operation index entry').toBeDefined();
      const schema = await info!.response();
      const variants = [undefined, ...exampleNames(operation.op).map((name) => `example=${name}`), 'dynamic=true'];
      for (const prefer of variants) {
        const { url, init } = buildRequest(operation, prefer);
        const response = await fetch(url, init);
        const text = await response.text();
        expect(response.status, `${prefer ?? 'default'}: HTTP ${response.status} ${text.slice(0, 300)}`).toBe(200);
        const result = schema.safeParse(JSON.parse(text));
        expect(
          result.success,
          `${prefer ?? 'default'}: ${JSON.stringify(result.error?.issues ?? []).slice(0, 600)}`,
        ).toBe(true);
      }
      // (generous: a few calls, each answered in milliseconds on a quiet machine and in seconds
      // when the end-to-end tests load it; the test ends as soon as they are answered)
    }, 60_000);
  }
});
