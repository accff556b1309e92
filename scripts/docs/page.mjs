// What every published docs page shares: the bar of links between the pages, the fixes of Redoc's
// rendering, and the shell of the pages this project writes itself (errors, changelog).
export const PAGES = [
  { file: 'index.html', title: 'Reference' },
  { file: 'try.html', title: 'Try it' },
  { file: 'realtime.html', title: 'Realtime (socket.io)' },
  { file: 'errors.html', title: 'Errors' },
  { file: 'changelog.html', title: 'Changelog' },
];

export const escapeHtml = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function navBar(current, version) {
  const links = PAGES.map(
    (p) => `<a href="${p.file}"${p.file === current ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a>`,
  ).join('');
  return `<nav class="docs-nav" aria-label="API docs"><span class="docs-nav-title">H5 API <small>${escapeHtml(version)}</small></span>${links}</nav>`;
}

export const NAV_CSS = `
.docs-nav{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;padding:8px 16px;background:#1f2328;
  font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;position:relative;z-index:20}
.docs-nav a{color:#e6edf3;text-decoration:none;padding:4px 2px;border-bottom:2px solid transparent}
.docs-nav a:hover{border-bottom-color:#8b949e}
.docs-nav a[aria-current=page]{border-bottom-color:#d4a72c;font-weight:600}
.docs-nav-title{color:#fff;font-weight:700;margin-right:8px}
.docs-nav-title small{color:#d4a72c;font-weight:600}
`;

/**
 * Redoc's defects on this contract, fixed in CSS: a table's short code cells broke letter by
 * letter ("ty pe", "o k") because code may break anywhere; the form payload sample stayed on one
 * line and was cut off at the panel's edge (every sample now wraps instead).
 */
export const REDOC_CSS = `
td code, th code { word-break: normal; overflow-wrap: anywhere; }
td:first-child code, th:first-child code { white-space: nowrap; overflow-wrap: normal; }
.panel-request-samples pre code, .panel-request-samples pre code .th-line { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/** Puts the bar and the fixes into a page Redoc built. */
export function decorateRedocPage(html, current, version) {
  return html
    .replace('</head>', `<style>${NAV_CSS}${REDOC_CSS}</style>\n</head>`)
    .replace(/<body([^>]*)>/, (m) => `${m}\n${navBar(current, version)}`);
}

/** A page of this project's own: the bar, a readable column, tables that fit a phone. */
export function ownPage({ current, version, title, body, script = '' }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · H5 Trading Platform API</title>
<style>${NAV_CSS}
body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
main{max-width:1080px;margin:0 auto;padding:16px 20px 48px}
h1{font-size:28px;margin:16px 0 8px} h2{font-size:21px;margin:32px 0 8px;padding-top:8px;border-top:1px solid #d0d7de}
h3{font-size:17px;margin:24px 0 6px}
code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f3f4f6;padding:1px 4px;border-radius:4px}
table{border-collapse:collapse;width:100%;margin:8px 0 16px}
th,td{border:1px solid #d0d7de;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f6f8fa}
td:first-child code{white-space:nowrap}
.table-wrap{overflow-x:auto}
.muted{color:#57606a}
.badge{display:inline-block;font-size:12px;font-weight:600;padding:1px 6px;border-radius:10px;color:#fff;background:#57606a;vertical-align:middle}
.badge.proposed{background:#d97706}.badge.public{background:#15803d}.badge.added{background:#15803d}
.badge.changed{background:#0969da}.badge.removed{background:#cf222e}
input[type=search]{font:inherit;padding:8px 10px;width:100%;max-width:420px;box-sizing:border-box;border:1px solid #8c959f;border-radius:6px}
a{color:#0969da}
var{font-style:normal;background:#fff8c5;padding:0 3px;border-radius:3px}
@media (max-width:600px){main{padding:12px 12px 40px}th,td{padding:5px 6px}body{font-size:14px}
  table.cards thead{display:none} table.cards tr{display:block;border:1px solid #d0d7de;border-radius:6px;margin:0 0 8px;padding:4px 0}
  table.cards td{display:block;position:relative;border:0;padding:3px 8px 3px 104px}
  table.cards td::before{content:attr(data-label);position:absolute;left:8px;width:90px;color:#57606a;font-size:12px}}
</style>
</head>
<body>
${navBar(current, version)}
<main>
${body}
</main>
${script}
</body>
</html>
`;
}
