// The contract as the conformance command reads it: bundled from openapi/ into one file (the
// same bundle orval, Prism and the docs read), with every operation listed once and a few
// helpers to follow `$ref`s and flatten `allOf` wrappers.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Json = Record<string, unknown>;
export type Schema = Json;

/** The package's folder (packages/conformance in the repository, or where npm installed it). */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository around the package, when the command runs from a checkout. */
export const root = resolve(packageRoot, '../..');
/** Whether the command runs from a checkout of the repository (the contract's sources and the app's code beside it). */
export const inCheckout = ['openapi/openapi.yaml', 'scripts/bundle-spec.mjs', 'node_modules/.bin/redocly'].every((p) =>
  existsSync(join(root, p)),
);

export interface Operation {
  /** `POST /user/login` */
  key: string;
  method: string;
  path: string;
  operationId: string;
  tag: string;
  secured: boolean;
  proposed: boolean;
  /** Not a read: a POST that is not one of the contract's read-only POST queries (codegen.config.ts). */
  changesState: boolean;
  /** Served by another host than the site's `/api` (an operation-level `servers` entry). */
  external?: string;
  /** JSON pointer of the 200 `application/json` response schema. */
  responsePointer: string;
  op: Json;
}

export interface Contract {
  spec: Json;
  file: string;
  operations: Operation[];
  resolve: <T = Schema>(value: unknown) => T;
}

/**
 * The contract to check against: the given bundle, else openapi/ bundled with Redocly into a
 * scratch file (in a checkout), else the bundle packed into the package (contract/openapi.json).
 */
export function bundleContract(file?: string): string {
  if (file) return resolve(file);
  if (!inCheckout) {
    const packed = join(packageRoot, 'contract/openapi.json');
    if (existsSync(packed)) return packed;
    throw new Error('no contract: give --spec FILE (the bundled OpenAPI contract)');
  }
  const out = join(tmpdir(), `conformance-${process.pid}.json`);
  const run = spawnSync(process.execPath, [join(root, 'scripts/bundle-spec.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SPEC_BUNDLE: out, REDOCLY_TELEMETRY: 'off' },
  });
  if (run.status !== 0) throw new Error(`could not bundle the contract:\n${run.stdout}\n${run.stderr}`);
  return out;
}

export const pointer = (...parts: (string | number)[]): string =>
  parts.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * The operationIds of the POST operations that only read (codegen.config.ts in a checkout, the
 * list packed beside the contract otherwise).
 */
export async function readQueries(): Promise<readonly string[]> {
  if (inCheckout && existsSync(join(root, 'codegen.config.ts'))) {
    const config = (await import(join(root, 'codegen.config.ts'))) as { postQueries?: string[] };
    if (config.postQueries) return config.postQueries;
  }
  const packed = join(packageRoot, 'contract/read-queries.json');
  return existsSync(packed) ? (JSON.parse(readFileSync(packed, 'utf8')) as string[]) : [];
}

export function loadContract(file: string, readQueries: readonly string[]): Contract {
  const spec = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const resolveRef = <T = Schema>(value: unknown): T => {
    let v = value as Json | undefined;
    const seen = new Set<string>();
    while (v && typeof v === 'object' && typeof v.$ref === 'string') {
      const ref = v.$ref;
      if (seen.has(ref)) break;
      seen.add(ref);
      v = ref
        .slice(2)
        .split('/')
        .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], spec) as Json;
    }
    return v as T;
  };
  const globalSecurity = (spec.security as unknown[] | undefined) ?? [];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const servers = (op.servers ?? item.servers) as { url: string }[] | undefined;
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const operationId = String(op.operationId);
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        operationId,
        tag: String((op.tags as string[] | undefined)?.[0] ?? 'untagged'),
        secured: security.length > 0 && !security.some((s) => Object.keys(s as Json).length === 0),
        proposed: op['x-proposed'] === true,
        changesState: method !== 'get' && !readQueries.includes(operationId),
        ...(servers?.length ? { external: servers[0]!.url } : {}),
        responsePointer: pointer('paths', path, method, 'responses', '200', 'content', 'application/json', 'schema'),
        op,
      });
    }
  }
  return { spec, file, operations, resolve: resolveRef };
}

/** A schema with `$ref`s followed and `allOf` members merged (the contract uses allOf only to annotate a `$ref`). */
export function flatten(contract: Contract, schema: unknown): Schema {
  const s = contract.resolve<Schema | undefined>(schema);
  if (!s) return {};
  if (!Array.isArray(s.allOf)) return s;
  const merged: Schema = {};
  for (const part of s.allOf) Object.assign(merged, flatten(contract, part));
  const { allOf: _allOf, ...rest } = s;
  return { ...merged, ...rest };
}
