// The bundle the docs publish (dist-docs/openapi.json): the contract's bundle (dist-spec, which
// orval, Prism and the checks read, left as it is) plus what a reader needs on each operation:
// code samples (x-codeSamples), the "No authorization required" marker of public calls, the names
// a developer searches for (operationId, hook, function) and links to "Try it" and the errors.
// The socket.io events move to their own AsyncAPI page (realtime.html), so the webhooks that the
// conformance tooling reads stay in the contract but not on this page.
import { codeSamples } from './code-samples.mjs';
import { refResolver } from '../resolve-ref.mjs';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of a bundle: method, path, operation, tag. */
export function operationsOf(spec) {
  const list = [];
  for (const [path, item] of Object.entries(spec.paths ?? {}))
    for (const method of METHODS)
      if (item[method]) list.push({ method, path, op: item[method], tag: item[method].tags?.[0] });
  return list;
}

export const isPublicOperation = (spec, op) =>
  Array.isArray(op.security ?? spec.security) && (op.security ?? spec.security).length === 0;

/** The example request of an operation: its body (without `lang`), its query, its media types. */
export function requestExample(spec, op) {
  const resolveRef = refResolver(spec);
  const query = {};
  for (const p of (op.parameters ?? []).map(resolveRef)) {
    if (p.in !== 'query' || p.name === 'lang') continue;
    if (p.example !== undefined) query[p.name] = p.example;
    else if (p.required && p.schema)
      query[p.name] = resolveRef(p.schema).default ?? resolveRef(p.schema).enum?.[0] ?? '';
  }
  const content = resolveRef(op.requestBody)?.content ?? {};
  const mediaTypes = Object.keys(content);
  let body;
  if (mediaTypes.length) {
    const media = content[mediaTypes[0]];
    const schema = resolveRef(media.schema) ?? {};
    const example = media.example ?? Object.values(media.examples ?? {}).map(resolveRef)[0]?.value ?? schema.example;
    body = { ...(example ?? {}) };
    delete body.lang;
    if (mediaTypes[0] === 'multipart/form-data' && schema.properties?.file) body.file = '<file>';
  }
  return { query, body, mediaTypes };
}

const hookOf = (operationId) => `use${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}`;

export function docsBundle(spec, { root }) {
  const docs = structuredClone(spec);
  for (const { method, path, op, tag } of operationsOf(docs)) {
    const isPublic = isPublicOperation(docs, op);
    const { query, body, mediaTypes } = requestExample(docs, op);
    const server = (op.servers ?? docs.paths[path].servers)?.[0]?.url;
    op['x-codeSamples'] = codeSamples(root, { method, path, op, tag, body, query, mediaTypes, server, isPublic });
    const marker = isPublic ? '**No authorization required.** ' : '';
    const names =
      `\n\n<small>operationId \`${op.operationId}\` · hook \`${hookOf(op.operationId)}\` · function ` +
      `\`${op.operationId}\` (\`generated/api/${tag}/${tag}.ts\`) · ` +
      `[Try it](try.html#/${tag}/${op.operationId}) · [Errors](errors.html#${op.operationId})</small>`;
    op.description = `${marker}${op.description ?? ''}${names}`;
  }
  // The push server has its own page: drop the webhooks and the realtime tag from this one.
  delete docs.webhooks;
  docs.tags = (docs.tags ?? []).filter((t) => t.name !== 'realtime');
  docs['x-tagGroups'] = (docs['x-tagGroups'] ?? [])
    .map((g) => ({ ...g, tags: g.tags.filter((t) => t !== 'realtime') }))
    .filter((g) => g.tags.length > 0);
  return docs;
}
