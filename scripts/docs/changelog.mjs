// The contract's versions. openapi/published.json is the fingerprint of the last published contract
// (a digest of the whole bundle without info.version, and one per operation, socket event and
// schema); openapi/changelog.json holds the dated entries. `npm run api:version` fails when the
// contract differs from the published one under the same info.version; `npm run api:release`
// bumps the version, writes the entry (what was added, changed, removed) and the new fingerprint.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { operationsOf } from './docs-bundle.mjs';
import { escapeHtml, ownPage } from './page.mjs';

export const CHANGELOG_FILE = 'openapi/changelog.json';
export const PUBLISHED_FILE = 'openapi/published.json';

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
const digest = (value) => createHash('sha256').update(canonical(value)).digest('hex').slice(0, 16);

/** The fingerprint of a bundle: what the version check compares. */
export function fingerprint(spec) {
  const withoutVersion = { ...spec, info: { ...spec.info, version: undefined } };
  const operations = {};
  for (const { method, path, op } of operationsOf(spec))
    operations[op.operationId] = { method, path, digest: digest(op), ...(op['x-proposed'] ? { proposed: true } : {}) };
  const webhooks = Object.fromEntries(Object.entries(spec.webhooks ?? {}).map(([k, v]) => [k, digest(v)]));
  const schemas = Object.fromEntries(Object.entries(spec.components?.schemas ?? {}).map(([k, v]) => [k, digest(v)]));
  const rest = { ...withoutVersion, paths: undefined, webhooks: undefined, components: undefined };
  const other = digest({ ...rest, components: { ...withoutVersion.components, schemas: undefined } });
  return { version: spec.info.version, digest: digest(withoutVersion), other, operations, webhooks, schemas };
}

/** What changed between two fingerprints, as lists a person reads. */
export function diff(before, after) {
  const keyed = (a = {}, b = {}, same) => ({
    added: Object.keys(b)
      .filter((k) => !(k in a))
      .sort(),
    removed: Object.keys(a)
      .filter((k) => !(k in b))
      .sort(),
    changed: Object.keys(b)
      .filter((k) => k in a && !same(a[k], b[k]))
      .sort(),
  });
  const ops = keyed(
    before.operations,
    after.operations,
    (x, y) => x.digest === y.digest && x.method === y.method && x.path === y.path,
  );
  const op = (id, fp) => ({
    operationId: id,
    method: fp[id].method,
    path: fp[id].path,
    ...(fp[id].proposed ? { proposed: true } : {}),
  });
  return {
    same: before.digest === after.digest,
    added: ops.added.map((id) => op(id, after.operations)),
    changed: ops.changed.map((id) => op(id, after.operations)),
    removed: ops.removed.map((id) => op(id, before.operations)),
    events: keyed(before.webhooks, after.webhooks, (x, y) => x === y),
    schemas: keyed(before.schemas, after.schemas, (x, y) => x === y),
    general: before.other !== after.other,
  };
}

export function describeDiff(d) {
  const lines = [];
  const ops = (sign, list) =>
    list.forEach((o) =>
      lines.push(`  ${sign} ${o.method.toUpperCase()} ${o.path} (${o.operationId})${o.proposed ? ' [proposed]' : ''}`),
    );
  ops('+', d.added);
  ops('~', d.changed);
  ops('-', d.removed);
  for (const [what, k] of [
    ['socket event', d.events],
    ['schema', d.schemas],
  ]) {
    if (k.added.length) lines.push(`  + ${what}s: ${k.added.join(', ')}`);
    if (k.changed.length) lines.push(`  ~ ${what}s: ${k.changed.join(', ')}`);
    if (k.removed.length) lines.push(`  - ${what}s: ${k.removed.join(', ')}`);
  }
  if (d.general) lines.push('  ~ info, servers, tags or shared components');
  return lines;
}

export const readJson = (root, file, fallback) =>
  existsSync(resolve(root, file)) ? JSON.parse(readFileSync(resolve(root, file), 'utf8')) : fallback;

const list = (title, items, cls) =>
  items.length
    ? `<p><span class="badge ${cls}">${title}</span></p><ul>${items
        .map(
          (o) =>
            `<li><code>${escapeHtml(`${o.method.toUpperCase()} ${o.path}`)}</code> <code>${escapeHtml(o.operationId)}</code>${o.proposed ? ' <span class="badge proposed">Proposed</span>' : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
const names = (title, items) =>
  items?.length ? `<p>${title}: ${items.map((n) => `<code>${escapeHtml(n)}</code>`).join(', ')}</p>` : '';

export function changelogPage({ root, spec, version }) {
  const { entries = [] } = readJson(root, CHANGELOG_FILE, {});
  const published = readJson(root, PUBLISHED_FILE, undefined);
  const current = fingerprint(spec);
  const pending = published && published.digest !== current.digest;
  const firstSeen = new Map();
  for (const entry of [...entries].reverse())
    for (const o of entry.added ?? []) if (!firstSeen.has(o.operationId)) firstSeen.set(o.operationId, entry.version);
  const proposed = operationsOf(spec).filter(({ op }) => op['x-proposed']);
  const proposedEvents = Object.entries(spec.webhooks ?? {}).filter(([, item]) => item.post?.['x-proposed']);
  const rows = proposed
    .map(
      ({ method, path, op }) =>
        `<tr><td data-label="name"><code>${escapeHtml(op.operationId)}</code></td><td data-label="call"><code>${escapeHtml(`${method.toUpperCase()} ${path}`)}</code></td>` +
        `<td data-label="what">${escapeHtml((op.summary ?? '').replace(/^Proposed:\s*/, ''))}</td><td data-label="since">${escapeHtml(firstSeen.get(op.operationId) ?? entries.at(-1)?.version ?? version)}</td>` +
        `<td data-label="status">Proposed: not on the deployed backends yet; the sandbox and the mock answer it</td></tr>`,
    )
    .concat(
      proposedEvents.map(
        ([event]) =>
          `<tr><td data-label="name"><code>${escapeHtml(event)}</code></td><td data-label="call">socket.io event</td><td data-label="what"><a href="realtime.html">realtime</a></td>` +
          `<td data-label="since">${escapeHtml(entries.at(-1)?.version ?? version)}</td><td data-label="status">Proposed: not on the deployed push servers yet; the sandbox and the mock send it</td></tr>`,
      ),
    )
    .join('\n');
  const entryHtml = entries
    .map(
      (e) => `<section class="entry" id="v${escapeHtml(e.version)}">
<h2>${escapeHtml(e.version)} <span class="muted">· ${escapeHtml(e.date)}</span></h2>
<p>${escapeHtml(e.summary)}</p>
${list('Added', e.added ?? [], 'added')}${list('Changed', e.changed ?? [], 'changed')}${list('Removed', e.removed ?? [], 'removed')}
${names('Socket events added', e.events?.added)}${names('Socket events changed', e.events?.changed)}${names('Schemas added', e.schemas?.added)}${names('Schemas changed', e.schemas?.changed)}${names('Schemas removed', e.schemas?.removed)}
${(e.history ?? []).length ? `<h3>Before versions were recorded</h3><ul>${e.history.map((h) => `<li><strong>${escapeHtml(h.date)}</strong>: ${escapeHtml(h.text)}</li>`).join('')}</ul>` : ''}
</section>`,
    )
    .join('\n');
  const body = `
<h1>Changelog</h1>
<p>Each version of the contract, newest first, with what it added, changed and removed. The version is
<code>info.version</code>; it changes with every change of the contract (the check
<code>npm run api:version</code> refuses a changed contract under a published version).</p>
${pending ? `<p><span class="badge changed">Unreleased</span> This build's contract differs from ${escapeHtml(published.version)} as published; its next version is not recorded yet.</p>` : ''}
${entryHtml}
<h2 id="proposed">Proposed operations and their status</h2>
<p>Calls and events the screens need that the deployed backends do not have yet: the specification of what to build.</p>
<div class="table-wrap"><table class="cards"><thead><tr><th>name</th><th>call</th><th>what</th><th>since</th><th>status</th></tr></thead><tbody>
${rows}
</tbody></table></div>`;
  return ownPage({ current: 'changelog.html', version, title: 'Changelog', body });
}
