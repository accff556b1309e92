// The reports of a run: the terminal summary (a table per tag, then each failure, then the
// summary line), JUnit XML for CI, one self-contained HTML page and the JSON data itself.
import type { RealtimeResult } from './realtime';
import type { Failure, OperationResult } from './run';
import type { SequenceResult } from './stateful';

/**
 * One root cause: the same operation, check and place (the schema path of the first issue, array
 * indices read as `*`; the link of a sequence) found by one or more requests. Its occurrences are
 * ordered base example first (examples, stateful, boundary, negative, auth, fuzz), so the first
 * one shown is the plainest request that shows it.
 */
export interface Finding {
  id: string;
  operationId: string;
  key: string;
  tag: string;
  check: string;
  /** The schema path of the first issue (array indices read as *), or the sequence link; '' when the whole answer is at fault. */
  where: string;
  message: string;
  /** The operation in the published API reference. */
  docs: string;
  occurrences: number;
  phases: string[];
  first: Failure;
}

export interface Report {
  tool: 'h5-conformance';
  startedAt: string;
  seconds: number;
  baseUrl: string;
  contract: { title: string; version: string };
  options: Record<string, unknown>;
  totals: {
    operations: number;
    passed: number;
    failed: number;
    skipped: number;
    proposedSkipped: number;
    requests: number;
    checks: number;
    failures: number;
    findings: number;
    toolingDefects: number;
  };
  tags: { tag: string; operations: number; passed: number; failed: number; skipped: number }[];
  findings: Finding[];
  operations: OperationResult[];
  sequences: SequenceResult[];
  /** Why the stateful phase did not run. */
  statefulSkipped?: string;
  /** The server stopped answering mid-run (exit 3). */
  unreachable?: string;
  /** Requests sent a second time because the server closed their connection before answering. */
  resent?: number;
  realtime?: RealtimeResult;
}

const PHASE_ORDER = ['examples', 'stateful', 'boundary', 'negative', 'auth', 'fuzz'];

/** The anchor of an operation in the Redoc page `npm run docs` builds. */
export const docsLink = (docsUrl: string, tag: string, operationId: string) =>
  `${docsUrl}#tag/${encodeURIComponent(tag)}/operation/${encodeURIComponent(operationId)}`;

/** Failures grouped by root cause, in the order of the operations, base example first within each. */
export function findingsOf(results: OperationResult[], docsUrl: string): Finding[] {
  const findings: Finding[] = [];
  for (const o of results) {
    const groups = new Map<string, Failure[]>();
    for (const f of o.failures) {
      const where =
        f.phase === 'stateful' && f.check !== 'success' && f.check !== 'schema'
          ? f.case
          : (f.issues[0]?.path ?? '').replace(/\/\d+(?=\/|$)/g, '/*');
      const key = `${f.check}\u0000${where}`;
      groups.set(key, [...(groups.get(key) ?? []), f]);
    }
    for (const [key, failures] of groups) {
      const [check, where] = key.split('\u0000') as [string, string];
      const sorted = [...failures].sort((a, b) => PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase));
      const first = sorted[0]!;
      findings.push({
        id: `${o.operationId}:${check}${where ? `:${where}` : ''}`,
        operationId: o.operationId,
        key: o.key,
        tag: o.tag,
        check,
        where,
        message:
          first.issues[0] && check === 'schema'
            ? `${first.issues[0].path || '/'} ${first.issues[0].message}`
            : first.message,
        docs: docsLink(docsUrl, o.tag, o.operationId),
        occurrences: failures.length,
        phases: [...new Set(sorted.map((f) => f.phase))],
        first,
      });
    }
  }
  return findings;
}

export function summarize(
  outcome: {
    operations: OperationResult[];
    sequences: SequenceResult[];
    statefulSkipped?: string;
    unreachable?: string;
    resent?: number;
  },
  meta: Pick<Report, 'startedAt' | 'seconds' | 'baseUrl' | 'contract' | 'options'> & { docsUrl: string },
  realtime?: RealtimeResult,
): Report {
  const results = outcome.operations;
  const { docsUrl, ...rest } = meta;
  const findings = findingsOf(results, docsUrl);
  const ran = results.filter((r) => r.status !== 'skipped');
  const tags = new Map<string, Report['tags'][number]>();
  for (const r of results) {
    const t = tags.get(r.tag) ?? { tag: r.tag, operations: 0, passed: 0, failed: 0, skipped: 0 };
    if (r.status === 'skipped') t.skipped += 1;
    else {
      t.operations += 1;
      t[r.status] += 1;
    }
    tags.set(r.tag, t);
  }
  return {
    tool: 'h5-conformance',
    ...rest,
    totals: {
      operations: ran.length,
      passed: ran.filter((r) => r.status === 'passed').length,
      failed: ran.filter((r) => r.status === 'failed').length,
      skipped: results.length - ran.length,
      proposedSkipped: results.filter(
        (r) => r.status === 'skipped' && r.proposed && r.skipReason?.startsWith('proposed'),
      ).length,
      requests: ran.reduce((n, r) => n + r.requests, 0),
      checks: ran.reduce((n, r) => n + r.checks, 0),
      failures: ran.reduce((n, r) => n + r.failures.length, 0),
      findings: findings.length,
      toolingDefects: ran.reduce((n, r) => n + r.tooling.length, 0),
    },
    tags: [...tags.values()].sort((a, b) => a.tag.localeCompare(b.tag)),
    findings,
    operations: results,
    sequences: outcome.sequences,
    ...(outcome.statefulSkipped ? { statefulSkipped: outcome.statefulSkipped } : {}),
    ...(outcome.unreachable ? { unreachable: outcome.unreachable } : {}),
    ...(outcome.resent ? { resent: outcome.resent } : {}),
    ...(realtime ? { realtime } : {}),
  };
}

export const failed = (report: Report) =>
  report.totals.failed > 0 || report.totals.toolingDefects > 0 || (report.realtime?.failed ?? false);

// ── terminal ────────────────────────────────────────────────────────────────────────────────
const color = (code: number) => (text: string) =>
  process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[${code}m${text}\x1b[0m` : text;
const red = color(31);
const green = color(32);
const dim = color(2);
const bold = color(1);

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [bold(line(head)), dim(widths.map((w) => '─'.repeat(w)).join('  ')), ...rows.map(line)].join('\n');
}

function failureText(f: Failure, indent = '    '): string {
  const lines = [
    `${indent}${red('✗')} [${f.phase} · ${f.encoding}] ${f.case}`,
    `${indent}  ${bold(f.check)}: ${f.message}`,
    `${indent}  expected: ${f.expected}`,
    `${indent}  got:      ${f.actual}`,
    ...f.issues.map((i) => `${indent}    ${i.path || '/'} ${i.message}`),
    `${indent}  ${dim(f.curl)}`,
  ];
  return lines.join('\n');
}

export function terminal(report: Report, perOperation = 3): string {
  const out: string[] = [];
  out.push(
    table(
      ['tag', 'operations', 'passed', 'failed', 'skipped'],
      report.tags.map((t) => [
        t.tag,
        String(t.operations),
        String(t.passed),
        t.failed ? red(String(t.failed)) : '0',
        String(t.skipped),
      ]),
    ),
  );
  const failedOps = report.operations.filter((o) => o.status === 'failed');
  if (failedOps.length)
    out.push('', bold(`Findings: ${report.findings.length} root causes (${report.totals.failures} failed checks)`));
  for (const o of failedOps) {
    const mine = report.findings.filter((f) => f.key === o.key);
    out.push('', `  ${red('✗')} ${bold(o.operationId)}  ${o.key}  ${dim(`(${o.tag}; ${mine.length} findings)`)}`);
    for (const note of o.notes) out.push(`    ${note}`);
    for (const f of mine.slice(0, perOperation)) {
      out.push(
        `    ${bold(f.check)}${f.where ? ` ${f.where}` : ''}: ${f.message}  ${dim(`(${f.occurrences} requests: ${f.phases.join(', ')})`)}`,
        failureText(f.first, '      '),
        `      ${dim(`docs: ${f.docs}`)}`,
      );
    }
    if (mine.length > perOperation)
      out.push(dim(`    … ${mine.length - perOperation} more findings in the JSON/HTML report`));
    if (o.skippedRequests) out.push(dim(`    ${o.skippedRequests} further requests not sent after the timeout`));
  }
  const tooling = report.operations.flatMap((o) => o.tooling);
  if (tooling.length) {
    out.push('', bold(`Tooling defects (ours, not the server's): ${tooling.length}`));
    for (const f of tooling.slice(0, 10)) out.push(`  ${f.operationId}`, failureText(f));
  }
  if (report.realtime) {
    const r = report.realtime;
    out.push(
      '',
      bold(`Realtime ${r.url}`) +
        (r.connected
          ? dim(` (${r.transport}, login ${JSON.stringify(r.loginPayload)})`)
          : red(` could not connect: ${r.error}`)),
    );
    if (r.connected)
      out.push(
        table(
          ['event', 'received', 'valid', 'invalid', 'first issue'],
          r.events.map((e) => [
            e.declared ? e.event : `${e.event} (not in the contract)`,
            String(e.received),
            String(e.valid),
            e.invalid ? red(String(e.invalid)) : '0',
            e.received === 0
              ? dim('never seen')
              : e.firstIssue
                ? `${e.firstIssue.path || '/'} ${e.firstIssue.message}`
                : '',
          ]),
        ),
      );
  }
  out.push('', bold('Sequences (stateful phase)'));
  if (report.statefulSkipped) out.push(dim(`  ${report.statefulSkipped}`));
  for (const q of report.sequences) {
    const mark = q.status === 'passed' ? green('✓') : q.status === 'failed' ? red('✗') : dim('–');
    out.push(`  ${mark} ${q.name}${q.skipReason ? dim(`  (skipped: ${q.skipReason})`) : ''}`);
    for (const s of q.status === 'skipped' ? [] : q.steps.filter((x) => x.status !== 'passed'))
      out.push(
        `      ${s.status === 'failed' ? red(s.status) : dim(s.status)} ${s.from} → ${s.to} (${s.link})${s.problems.length ? `: ${s.problems.join('; ')}` : ''}`,
      );
  }
  const t = report.totals;
  out.push(
    '',
    dim(
      `${t.requests} requests, ${t.checks} checks in ${report.seconds.toFixed(1)} s against ${report.baseUrl}; ` +
        `${t.skipped} operations skipped (${t.proposedSkipped} proposed operations skipped)`,
    ),
  );
  const line = `${t.operations} operations, ${t.passed} passed, ${t.failed} failed`;
  out.push(t.failed ? red(bold(line)) : green(bold(line)));
  return out.join('\n');
}

// ── JUnit ───────────────────────────────────────────────────────────────────────────────────
// control characters are not allowed in XML 1.0
const controls = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(11, 12)}${String.fromCharCode(14)}-${String.fromCharCode(31)}]`,
  'g',
);
const xml = (s: string) =>
  s
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    .replace(controls, '');

const plain = (f: Failure) =>
  [
    `${f.phase} · ${f.encoding} · ${f.case}`,
    `${f.check}: ${f.message}`,
    `expected: ${f.expected}`,
    `got: ${f.actual}`,
    ...f.issues.map((i) => `  ${i.path || '/'} ${i.message}`),
    f.curl,
  ].join('\n');

export function junit(report: Report): string {
  // classname: tool.tag (a CI server's package and class); name: the operation; one failure per
  // finding (root cause), its first occurrence and the link to the operation in the docs
  const suites = report.tags.map((t) => {
    const ops = report.operations.filter((o) => o.tag === t.tag);
    const cases = ops.map((o) => {
      const attrs = `classname="h5-conformance.${xml(o.tag)}" name="${xml(`${o.operationId} (${o.key})`)}"`;
      if (o.status === 'skipped')
        return `    <testcase ${attrs}><skipped message="${xml(o.skipReason ?? '')}"/></testcase>`;
      const failures = report.findings
        .filter((f) => f.key === o.key)
        .map(
          (f) =>
            `      <failure message="${xml(`${f.check}${f.where ? ` ${f.where}` : ''}: ${f.message} (${f.occurrences} requests)`)}" type="${xml(f.check)}">${xml(`${plain(f.first)}\ndocs: ${f.docs}`)}</failure>`,
        );
      const out = `      <system-out>${xml(`${o.requests} requests, ${o.checks} checks, ${o.failures.length} failed${o.notes.length ? `\n${o.notes.join('\n')}` : ''}`)}</system-out>`;
      return `    <testcase ${attrs}>\n${[...failures, out].join('\n')}\n    </testcase>`;
    });
    return `  <testsuite name="${xml(t.tag)}" tests="${ops.length}" failures="${t.failed}" skipped="${t.skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const seq = report.sequences.map((q) => {
    const attrs = `classname="h5-conformance.sequences" name="${xml(q.name)}"`;
    if (q.status === 'skipped')
      return `    <testcase ${attrs}><skipped message="${xml(q.skipReason ?? '')}"/></testcase>`;
    const failures = q.steps
      .filter((x) => x.status === 'failed' || x.status === 'not reached')
      .map(
        (x) =>
          `      <failure message="${xml(`${x.from} → ${x.to} (${x.link}): ${x.problems.join('; ') || x.status}`)}" type="stateful"/>`,
      );
    return `    <testcase ${attrs}>${failures.length ? `\n${failures.join('\n')}\n    ` : ''}</testcase>`;
  });
  const seqFailed = report.sequences.filter((q) => q.status === 'failed').length;
  const seqSkipped = report.sequences.filter((q) => q.status === 'skipped').length;
  if (report.sequences.length)
    suites.push(
      `  <testsuite name="sequences" tests="${report.sequences.length}" failures="${seqFailed}" skipped="${seqSkipped}">\n${seq.join('\n')}\n  </testsuite>`,
    );
  const t = report.totals;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance ${xml(report.baseUrl)}" tests="${t.operations + t.skipped + report.sequences.length}" failures="${t.failed + seqFailed}" skipped="${t.skipped + seqSkipped}" time="${report.seconds.toFixed(1)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

// ── HTML ────────────────────────────────────────────────────────────────────────────────────
export function html(report: Report): string {
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const all = [...report.findings.map((f) => f.first), ...report.operations.flatMap((o) => o.tooling)];
  const options = (values: string[]) =>
    [...new Set(values)]
      .sort()
      .map((v) => `<option>${esc(v)}</option>`)
      .join('');
  const t = report.totals;
  const item = (
    f: Failure,
    seen = '',
  ) => `<details class="f" data-tag="${esc(f.tag)}" data-phase="${esc(f.phase)}" data-check="${esc(f.check)}">
<summary><b>${esc(f.operationId)}</b> <code>${esc(f.key)}</code> <span class="pill">${esc(f.phase)} · ${esc(f.encoding)}</span> <span class="pill bad">${esc(f.check)}</span> ${esc(f.message)}<br><small>${esc(f.case)}${seen ? ` · ${esc(seen)}` : ''}</small></summary>
<p><b>Expected</b> ${esc(f.expected)}<br><b>Got</b> ${esc(f.actual)}</p>
${f.issues.length ? `<ul>${f.issues.map((i) => `<li><code>${esc(i.path || '/')}</code> ${esc(i.message)}</li>`).join('')}</ul>` : ''}
<h4>Request</h4><pre>${esc(
    `${f.request.method} ${f.request.url}\n${Object.entries(f.request.headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}${f.request.body !== undefined ? `\n\n${f.request.body}` : ''}`,
  )}</pre>
<h4>Response (${f.response.durationMs} ms)</h4><pre>${esc(f.response.status !== undefined ? `HTTP ${f.response.status}\nContent-Type: ${f.response.contentType ?? '(none)'}\n\n${f.response.body ?? ''}` : 'no answer')}</pre>
<h4>Reproduce</h4><pre>${esc(f.curl)}</pre></details>`;
  // one section per operation, its failures inside; the filters hide sections left empty
  const rows = report.operations
    .filter((o) => o.failures.length + o.tooling.length > 0)
    .map((o) => {
      const mine = report.findings.filter((f) => f.key === o.key);
      const docs = mine[0]?.docs;
      return `<section class="op"><h3>${esc(o.operationId)} <code>${esc(o.key)}</code> <small>${esc(o.tag)} · ${mine.length} findings, ${o.failures.length} failed checks${o.tooling.length ? ` · ${o.tooling.length} tooling defects` : ''}${docs ? ` · <a href="${esc(docs)}">docs</a>` : ''}</small></h3>${mine
        .map((f) => item(f.first, `${f.occurrences} requests (${f.phases.join(', ')})`))
        .join('\n')}${o.tooling.map((f) => item(f)).join('\n')}</section>`;
    })
    .join('\n');
  const tagRows = report.tags
    .map(
      (g) =>
        `<tr><td>${esc(g.tag)}</td><td>${g.operations}</td><td>${g.passed}</td><td class="${g.failed ? 'bad' : ''}">${g.failed}</td><td>${g.skipped}</td></tr>`,
    )
    .join('');
  const realtime = report.realtime
    ? `<h2>Realtime</h2><p>${esc(report.realtime.url)} ${report.realtime.connected ? `connected (${esc(report.realtime.transport ?? '')})` : `<span class="bad">could not connect: ${esc(report.realtime.error ?? '')}</span>`}</p>
<table><tr><th>event</th><th>received</th><th>valid</th><th>invalid</th><th>first issue</th></tr>${report.realtime.events
        .map(
          (e) =>
            `<tr><td>${esc(e.event)}${e.declared ? '' : ' (not in the contract)'}</td><td>${e.received}</td><td>${e.valid}</td><td class="${e.invalid ? 'bad' : ''}">${e.invalid}</td><td>${e.received === 0 ? 'never seen' : e.firstIssue ? `<code>${esc(e.firstIssue.path || '/')}</code> ${esc(e.firstIssue.message)}<br><small>${esc(e.firstIssue.payload)}</small>` : ''}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  // The filter script is inline on purpose: the page is one file that opens without a network.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Conformance: ${esc(report.baseUrl)}</title><style>
body{font:14px/1.45 system-ui,sans-serif;margin:1.5rem;color:#1f2328;max-width:1100px}h1{font-size:1.3rem}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #d0d7de;padding:.25rem .6rem;text-align:left}
.bad{color:#cf222e;font-weight:600}.ok{color:#1a7f37;font-weight:600}.pill{display:inline-block;border:1px solid #d0d7de;border-radius:1em;padding:0 .5em;font-size:.8em}
.pill.bad{border-color:#cf222e}details.f{border:1px solid #d0d7de;border-radius:6px;margin:.4rem 0;padding:.4rem .7rem}
summary{cursor:pointer}pre{background:#f6f8fa;padding:.5rem;overflow:auto;white-space:pre-wrap;word-break:break-all;max-height:22rem}
label{margin-right:1rem}select{font:inherit}td small{word-break:break-all}h3{font-size:1rem;margin:1.2rem 0 .3rem}h3 small{color:#57606a;font-weight:400}</style></head><body>
<h1>Conformance of ${esc(report.baseUrl)} to ${esc(report.contract.title)} ${esc(report.contract.version)}</h1>
<p class="${t.failed ? 'bad' : 'ok'}">${t.operations} operations, ${t.passed} passed, ${t.failed} failed</p>
<p>${t.requests} requests, ${t.checks} checks in ${report.seconds.toFixed(1)} s, ${esc(report.startedAt)}. ${t.skipped} operations skipped (${t.proposedSkipped} proposed). ${t.toolingDefects} tooling defects.</p>
<table><tr><th>tag</th><th>operations</th><th>passed</th><th>failed</th><th>skipped</th></tr>${tagRows}</table>
${realtime}
<h2>Sequences</h2>${report.statefulSkipped ? `<p>${esc(report.statefulSkipped)}</p>` : ''}
<table><tr><th>sequence</th><th>result</th><th>steps not passed</th></tr>${report.sequences
    .map(
      (q) =>
        `<tr><td>${esc(q.name)}</td><td class="${q.status === 'failed' ? 'bad' : q.status === 'passed' ? 'ok' : ''}">${esc(q.status)}${q.skipReason ? `: ${esc(q.skipReason)}` : ''}</td><td>${q.steps
          .filter((x) => x.status !== 'passed')
          .map(
            (x) =>
              `${esc(x.from)} → ${esc(x.to)} (${esc(x.link)}) ${esc(x.status)}${x.problems.length ? `: ${esc(x.problems.join('; '))}` : ''}`,
          )
          .join('<br>')}</td></tr>`,
    )
    .join('')}</table>
<h2>Findings (<span id="count">${all.length}</span>)</h2>
<p><label>Tag <select id="tag"><option value="">all</option>${options(all.map((f) => f.tag))}</select></label>
<label>Phase <select id="phase"><option value="">all</option>${options(all.map((f) => f.phase))}</select></label>
<label>Check <select id="check"><option value="">all</option>${options(all.map((f) => f.check))}</select></label></p>
${rows || '<p class="ok">No failures.</p>'}
<script>
const pick=()=>{const v=Object.fromEntries(['tag','phase','check'].map(k=>[k,document.getElementById(k).value]));let n=0;
for(const d of document.querySelectorAll('details.f')){const show=Object.entries(v).every(([k,x])=>!x||d.dataset[k]===x);d.hidden=!show;n+=show?1:0}
for(const sec of document.querySelectorAll('section.op'))sec.hidden=!sec.querySelector('details.f:not([hidden])');
document.getElementById('count').textContent=n};
for(const k of ['tag','phase','check'])document.getElementById(k).addEventListener('change',pick);
</script></body></html>
`;
}
