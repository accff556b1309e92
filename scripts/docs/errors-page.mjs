// errors.html: the envelope's codes and, for every operation, the failures it can answer: the
// contract's own failure examples (what Prism serves with `Prefer: example=<name>`), the envelopes
// its response declares (999, 998), and the sandbox's business messages its handler can answer
// (read from sandbox/src: `fail('key')` in the handler and in the rules it calls, texts from
// sandbox/messages/en/*.json), each with what a client should do.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPublicOperation, operationsOf } from './docs-bundle.mjs';
import { escapeHtml, ownPage } from './page.mjs';
import { refResolver } from '../resolve-ref.mjs';

const code = (text) => `<code>${escapeHtml(text)}</code>`;

/** Business-message keys per function name in the sandbox's sources, and the functions each calls. */
function sandboxFailures(root) {
  const blocks = new Map();
  // A named function or handler starts a block: `async name(`, `function name(`, `const name = (`.
  const start =
    /^\s*(?:export\s+)?(?:async\s+function\s+|function\s+|async\s+|(?:const|let)\s+(?=[A-Za-z_$][\w$]*\s*=\s*(?:async\s*)?\())([A-Za-z_$][\w$]*)/;
  for (const dir of ['sandbox/src/areas', 'sandbox/src/domain']) {
    for (const file of readdirSync(resolve(root, dir)).filter((f) => f.endsWith('.ts'))) {
      let current;
      for (const line of readFileSync(resolve(root, dir, file), 'utf8').split('\n')) {
        const m = start.exec(line);
        if (m) {
          const name = m[1];
          current = blocks.get(name) ?? { keys: new Set(), calls: new Set() };
          blocks.set(name, current);
        }
        if (!current) continue;
        for (const f of line.matchAll(
          /\b(fail|verificationRequired|sessionEnded|new BusinessError)\(\s*'([A-Za-z]\w*)'/g,
        ))
          current.keys.add(f[2]);
        for (const f of line.matchAll(/\bverificationRequired\(\s*\)/g))
          if (f) current.keys.add('verificationRequired');
        for (const c of line.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(/g)) current.calls.add(c[1]);
      }
    }
  }
  const keysOf = (name, seen = new Set()) => {
    if (seen.has(name) || !blocks.has(name)) return new Set();
    seen.add(name);
    const block = blocks.get(name);
    const keys = new Set(block.keys);
    for (const callee of block.calls) if (callee !== name) for (const k of keysOf(callee, seen)) keys.add(k);
    return keys;
  };
  return keysOf;
}

function englishMessages(root) {
  const dir = resolve(root, 'sandbox/messages/en');
  const all = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort())
    Object.assign(all, JSON.parse(readFileSync(resolve(dir, file), 'utf8')));
  return all;
}

const ENVELOPES = [
  ['"ok"', 'Success. The payload is in `message` (an object, an array, a number or a text).', 'Use the payload.'],
  [
    '"error"',
    "A business error or a refused request. `message` is a text in the request's `lang`, ready to show.",
    'Show `message` as it is and keep what the user typed; nothing was done. Never retry a money action by itself.',
  ],
  [
    '"999"',
    'No session: the token is missing, unknown, expired or signed out.',
    'Show `message`, forget the token and the user, and open sign-in (the app waits 1.2 s).',
  ],
  [
    '"998"',
    'The action needs identity verification first.',
    'Show `message` and open identity verification (the app: `/pages/setting/real_mark` after 1.2 s).',
  ],
  [
    'code: 1 / -1',
    'The k-line layer (`/currency/new_timeshar`): `{code, msg, data}`; `code: -1` is a failure.',
    'Treat `code: 1` as success; on -1 show `msg`.',
  ],
  ['code: 200', "Other gateways' success.", 'Success: `code == 200 || type == "ok" || code == 1`.'],
  [
    'HTTP 4xx/5xx',
    'Never from the backends: a proxy or gateway between (timeout, 502, 504).',
    'Show a network error with a retry; the envelope rules do not apply.',
  ],
];

/** A message's `{{name}}` placeholders, which the server fills in, shown as such. */
const withVars = (text) =>
  escapeHtml(text).replace(/\{\{\s*(\w+)\s*\}\}/g, '<var title="filled in by the server">$1</var>');
const md = (text) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

export function errorsPage({ root, spec, version }) {
  const resolveRef = refResolver(spec);
  const keysOf = sandboxFailures(root);
  const texts = englishMessages(root);
  const tags = new Map((spec.tags ?? []).map((t) => [t.name, t['x-displayName'] ?? t.name]));
  const byTag = new Map();
  let operations = 0;
  let failures = 0;
  for (const { method, path, op, tag } of operationsOf(spec)) {
    operations += 1;
    const media = resolveRef(op.responses?.['200'])?.content?.['application/json'];
    const branches = (resolveRef(media?.schema)?.oneOf ?? []).map((b) => (b.$ref ?? '').split('/').at(-1));
    // One row per distinct failure (kind + text): where it comes from, what a client does.
    const rows = new Map();
    const add = (kind, text, source) => {
      const key = `${kind}|${text}`;
      if (!rows.has(key)) rows.set(key, { kind, text, sources: [] });
      rows.get(key).sources.push(source);
    };
    for (const [name, ex] of Object.entries(media?.examples ?? {})) {
      const example = resolveRef(ex);
      const value = example?.value;
      if (!value || value.type === 'ok' || value.code === 1 || value.code === 200) continue;
      const kind = value.type ?? (value.code !== undefined ? `code ${value.code}` : '?');
      const text = value.message ?? value.msg ?? '';
      add(kind, typeof text === 'string' ? text : JSON.stringify(text), `contract example ${code(name)}`);
    }
    for (const key of [...keysOf(op.operationId)].filter((k) => texts[k] !== undefined).sort()) {
      const kind = key === 'verificationRequired' ? '998' : key === 'pleaseLogIn' ? '999' : 'error';
      add(kind, texts[key], `sandbox message ${code(key)}`);
    }
    const kinds = () => [...rows.values()].map((r) => r.kind);
    if (branches.includes('SessionExpiredEnvelope') && !kinds().includes('999'))
      add('999', texts.pleaseLogIn ?? '', 'no or expired token');
    if (branches.includes('VerificationRequiredEnvelope') && !kinds().includes('998'))
      add('998', texts.verificationRequired ?? '', 'identity verification required');
    add('error', texts.parameterError ?? 'Parameter error', 'a request the contract refuses (any operation)');
    const todo = (r) =>
      r.kind === '999'
        ? 'Sign in again, then repeat.'
        : r.kind === '998'
          ? 'Verify identity, then repeat.'
          : r.text === (texts.parameterError ?? 'Parameter error')
            ? 'Fix the request.'
            : 'Show it; keep the input.';
    const tableRows = [...rows.values()].map(
      (r) =>
        `<tr><td data-label="type">${code(r.kind)}</td><td data-label="message (en)">${withVars(r.text)}</td>` +
        `<td data-label="from">${r.sources.join('<br>')}</td><td data-label="client">${todo(r)}</td></tr>`,
    );
    failures += tableRows.length;
    const badges = [
      op['x-proposed'] ? '<span class="badge proposed">Proposed</span>' : '',
      isPublicOperation(spec, op) ? '<span class="badge public">No authorization required</span>' : '',
    ].join(' ');
    const section =
      `<section class="op" id="${escapeHtml(op.operationId)}" data-search="${escapeHtml(`${op.operationId} ${method} ${path} ${op.summary ?? ''}`.toLowerCase())}">` +
      `<h3>${escapeHtml(op.summary ?? op.operationId)} ${badges}</h3>` +
      `<p class="muted">${code(`${method.toUpperCase()} ${path}`)} · ${code(op.operationId)} · ` +
      `<a href="index.html#/${encodeURIComponent(tag)}/${encodeURIComponent(op.operationId.toLowerCase())}">reference</a></p>` +
      `<div class="table-wrap"><table class="cards"><thead><tr><th>type</th><th>message (en)</th><th>from</th><th>client</th></tr></thead><tbody>${tableRows.join('')}</tbody></table></div></section>`;
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push(section);
  }
  const groups = [...byTag.entries()]
    .map(
      ([tag, sections]) =>
        `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tags.get(tag) ?? tag)}</h2>${sections.join('\n')}`,
    )
    .join('\n');
  const body = `
<h1>Errors</h1>
<p>Every answer is HTTP 200 with an envelope; its <code>type</code> says how the call went. A failure's
<code>message</code> is already translated into the request's <code>lang</code>: show it as it is. This page
lists the envelope's codes, then, for each of the ${operations} operations, the failures it can answer: the
contract's own examples (Prism serves them with <code>Prefer: example=&lt;name&gt;</code>) and the business
messages of the sandbox's rules for it (in English; every message exists in the ten languages;
<var>highlighted</var> words are filled in by the server).</p>
<h2 id="envelope">The envelope</h2>
<div class="table-wrap"><table><thead><tr><th>code</th><th>meaning</th><th>what a client should do</th></tr></thead><tbody>
${ENVELOPES.map(([c, meaning, todo]) => `<tr><td>${code(c)}</td><td>${md(meaning)}</td><td>${md(todo)}</td></tr>`).join('\n')}
</tbody></table></div>
<h2 id="business">What to do with a business error</h2>
<ul>
<li>Show <code>message</code> where the action was made (a toast or under the field), keep the form as it was.</li>
<li>Nothing changed on the server: the balances, orders and positions are as before.</li>
<li>Money actions (orders, transfers, withdrawals, purchases) are never sent twice by themselves; the user decides.</li>
<li>"Parameter error" means the request broke the contract (a missing or malformed field): fix the request.</li>
</ul>
<h2 id="operations">By operation</h2>
<p><label for="filter">Find an operation (operationId, path or summary):</label><br>
<input id="filter" type="search" placeholder="e.g. createWithdrawal or /wallet/out" autocomplete="off"></p>
<p class="muted" id="count">${operations} operations, ${failures} failures listed.</p>
${groups}`;
  const script = `<script>
(function () {
  var input = document.getElementById('filter');
  var sections = Array.prototype.slice.call(document.querySelectorAll('section.op'));
  var count = document.getElementById('count');
  var total = count.textContent;
  input.addEventListener('input', function () {
    var q = input.value.trim().toLowerCase();
    var shown = 0;
    sections.forEach(function (s) { var on = !q || s.getAttribute('data-search').indexOf(q) >= 0; s.hidden = !on; if (on) shown++; });
    count.textContent = q ? shown + ' of ${operations} operations match.' : total;
  });
})();
</script>`;
  return ownPage({ current: 'errors.html', version, title: 'Errors', body, script });
}
