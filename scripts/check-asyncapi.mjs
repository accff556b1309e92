// The AsyncAPI document of the push server (openapi/asyncapi.yaml) against the HTTP contract: the
// same socket events (its operationIds are the contract's webhooks' operationIds, with the same
// direction and the same proposed marks), each message's payload the very schema the webhook
// names (one source: openapi/components/schemas/Socket*.yaml), and every message example valid
// against its payload (Ajv, JSON Schema 2020-12). Run by scripts/check-examples.mjs; alone:
// `node scripts/check-asyncapi.mjs [contract bundle]`. Exits 1 with every difference.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function bundleAsyncApi() {
  const dir = mkdtempSync(join(tmpdir(), 'asyncapi-'));
  const file = join(dir, 'asyncapi.json');
  const run = spawnSync(
    resolve(root, 'node_modules/.bin/redocly'),
    ['bundle', 'openapi/asyncapi.yaml', '--config', 'redocly.yaml', '-o', file],
    { cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
  );
  if (run.status !== 0) throw new Error(`redocly bundle openapi/asyncapi.yaml failed:\n${run.stdout}\n${run.stderr}`);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  return doc;
}

const local = (doc, ref) =>
  ref
    .slice(2)
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, key) => node?.[key], doc);
const deref = (doc, value) => {
  let v = value;
  while (v && typeof v === 'object' && typeof v.$ref === 'string') v = local(doc, v.$ref);
  return v;
};
const nameOf = (ref) => (ref ?? '').split('/').at(-1);

/** Every difference between the AsyncAPI document and the contract's webhooks; examples checked. */
export function checkAsyncApi(spec, doc = bundleAsyncApi()) {
  const problems = [];
  let examples = 0;
  if (doc.asyncapi?.split('.')[0] !== '3') problems.push(`openapi/asyncapi.yaml is AsyncAPI ${doc.asyncapi}, not 3.x`);
  if (doc.info?.version !== spec.info?.version)
    problems.push(
      `asyncapi info.version ${doc.info?.version} differs from the contract's ${spec.info?.version}: keep them equal`,
    );
  const webhooks = new Map();
  for (const [event, item] of Object.entries(spec.webhooks ?? {})) {
    const op = item.post ?? {};
    const schema = op.requestBody?.content?.['application/json']?.schema;
    webhooks.set(op.operationId, { event, proposed: Boolean(op['x-proposed']), schema: nameOf(schema?.$ref) });
  }
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  ajv.addSchema({ components: doc.components }, 'asyncapi');
  const seen = new Set();
  for (const [id, op] of Object.entries(doc.operations ?? {})) {
    seen.add(id);
    const hook = webhooks.get(id);
    if (!hook) {
      problems.push(`asyncapi operation ${id} is not a webhook of the contract (openapi.yaml webhooks)`);
      continue;
    }
    const channel = deref(doc, op.channel);
    if (channel?.address !== hook.event)
      problems.push(`${id}: channel address ${channel?.address}, contract event ${hook.event}`);
    const direction = id.startsWith('send') ? 'send' : 'receive';
    if (op.action !== direction) problems.push(`${id}: action ${op.action}, the contract's ${id} is ${direction}`);
    if (Boolean(op['x-proposed']) !== hook.proposed)
      problems.push(`${id}: x-proposed ${Boolean(op['x-proposed'])}, contract ${hook.proposed}`);
    for (const m of op.messages ?? []) {
      const message = deref(doc, m);
      const payloadRef = message?.payload?.$ref;
      if (nameOf(payloadRef) !== hook.schema)
        problems.push(`${id}: payload ${nameOf(payloadRef) || '(inline)'}, the contract's webhook uses ${hook.schema}`);
      const contractSchema = spec.components?.schemas?.[hook.schema];
      const ownSchema = payloadRef ? local(doc, payloadRef) : undefined;
      if (contractSchema && ownSchema && JSON.stringify(contractSchema) !== JSON.stringify(ownSchema))
        problems.push(
          `${id}: payload schema ${hook.schema} differs from the contract's (both must come from the same file)`,
        );
      if (!message?.examples?.length) problems.push(`${id}: message ${message?.name} has no example`);
      for (const example of message?.examples ?? []) {
        examples += 1;
        const validate =
          ajv.getSchema(`asyncapi#/${payloadRef?.slice(2)}`) ??
          ajv.compile({ $ref: `asyncapi#/${payloadRef?.slice(2)}` });
        if (!validate(example.payload))
          problems.push(`${id} example "${example.name}": ${ajv.errorsText(validate.errors, { dataVar: 'payload' })}`);
      }
    }
  }
  for (const [id, hook] of webhooks)
    if (!seen.has(id)) problems.push(`contract webhook ${hook.event} (${id}) is missing from openapi/asyncapi.yaml`);
  return { problems, examples, events: seen.size };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const spec = JSON.parse(readFileSync(resolve(process.argv[2] ?? 'dist-spec/openapi.json'), 'utf8'));
  const { problems, examples, events } = checkAsyncApi(spec);
  console.log(`asyncapi: ${events} events, ${examples} examples checked, ${problems.length} problems`);
  if (problems.length) {
    console.error(problems.map((p) => `  ${p}`).join('\n'));
    process.exit(1);
  }
}
