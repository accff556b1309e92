// Validates every example of the bundled contract against its own schema with Ajv (JSON Schema
// 2020-12, the dialect of OpenAPI 3.1): named response and request examples, media-type and
// parameter examples, and the `example` of every schema that has one. Independent of Prism and
// orval. Prints how many examples it checked; exits 1 on any invalid one.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { refResolver } from './resolve-ref.mjs';
import { checkAsyncApi } from './check-asyncapi.mjs';

const bundle = resolve(process.argv[2] ?? 'dist-spec/openapi.json');
const spec = JSON.parse(readFileSync(bundle, 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
addFormats(ajv);
ajv.addFormat('password', true);
ajv.addFormat('binary', true);
ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
ajv.addSchema(spec, 'spec');

const pointer = (...parts) => parts.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const resolveRef = refResolver(spec);

let checked = 0;
const failures = [];
function check(where, schemaPointer, value) {
  checked += 1;
  const validate = ajv.getSchema(`spec#/${schemaPointer}`) ?? ajv.compile({ $ref: `spec#/${schemaPointer}` });
  if (!validate(value)) {
    failures.push(`${where}: ${ajv.errorsText(validate.errors, { dataVar: 'example' })}`);
  }
}

function checkContent(where, base, content) {
  for (const [mediaType, media] of Object.entries(content ?? {})) {
    if (!media.schema || mediaType.startsWith('multipart/')) continue;
    const schemaPointer = pointer(...base, 'content', mediaType, 'schema');
    if (media.example !== undefined) check(`${where} ${mediaType} example`, schemaPointer, media.example);
    for (const [name, example] of Object.entries(media.examples ?? {})) {
      const resolved = resolveRef(example);
      if (resolved && 'value' in resolved)
        check(`${where} ${mediaType} example "${name}"`, schemaPointer, resolved.value);
    }
  }
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  for (const method of methods) {
    const op = item[method];
    if (!op) continue;
    const base = ['paths', path, method];
    const where = `${method.toUpperCase()} ${path}`;
    (op.parameters ?? []).forEach((param, index) => {
      const p = resolveRef(param);
      if (p.example !== undefined) {
        const schemaPointer = param.$ref
          ? `${param.$ref.slice(2)}/schema`
          : pointer(...base, 'parameters', index, 'schema');
        check(`${where} parameter ${p.name}`, schemaPointer, p.example);
      }
    });
    if (op.requestBody) checkContent(`${where} request`, [...base, 'requestBody'], resolveRef(op.requestBody).content);
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      checkContent(`${where} ${status}`, [...base, 'responses', status], resolveRef(response).content);
    }
  }
}
for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
  if (schema.example !== undefined)
    check(`schema ${name} example`, pointer('components', 'schemas', name), schema.example);
}

// The push server's AsyncAPI document: the same events as the webhooks, the same payload schemas,
// its message examples valid (scripts/check-asyncapi.mjs).
const asyncApi = checkAsyncApi(spec);
checked += asyncApi.examples;
failures.push(...asyncApi.problems.map((p) => `openapi/asyncapi.yaml: ${p}`));

console.log(`examples: ${checked} checked, ${failures.length} invalid`);
if (failures.length > 0) {
  console.error(failures.map((f) => `  ${f}`).join('\n'));
  process.exit(1);
}
