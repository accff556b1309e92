// try.html: the reference with a "Try it out" button on every operation (Swagger UI; Redoc's free
// edition cannot send requests), built from the same docs bundle. Opened from this machine (file://,
// localhost) it sends to the local sandbox first and fills in the demo user's token; elsewhere the
// site's own /api comes first. The reader picks another server and pastes another token in
// "Authorize" (raw, as the classic backend reads it, or Bearer).
import { EXAMPLE_TOKEN, SANDBOX_URL } from './code-samples.mjs';
import { NAV_CSS, navBar } from './page.mjs';

export function tryItPage({ version }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Try it · H5 Trading Platform API</title>
<link rel="stylesheet" href="try/swagger-ui.css">
<style>${NAV_CSS}
body{margin:0;background:#fff}
.try-intro{max-width:1460px;margin:0 auto;padding:12px 20px 0;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328}
.try-intro code{font-family:ui-monospace,monospace;background:#f3f4f6;padding:1px 4px;border-radius:4px}
.swagger-ui .topbar{display:none}
.swagger-ui .info{margin:16px 0}
.swagger-ui .info .description{display:none}
.swagger-ui .opblock .opblock-summary-path{word-break:break-all}
@media (max-width:600px){.try-intro{padding:10px 12px 0}.swagger-ui .wrapper{padding:0 8px}}
</style>
</head>
<body>
${navBar('try.html', version)}
<div class="try-intro">
<p><strong>Send real requests.</strong> Pick a server below (the local sandbox of <code>npm start</code>
is chosen when this page is opened on your machine), press <em>Authorize</em> for the token
(<code>token</code>: sent as it is, as the classic backend reads it; <code>bearer</code>: with the
<code>Bearer</code> prefix), find an operation (by operationId, path or summary), open it and press <em>Try it out</em>. Every answer is HTTP 200 with
the envelope: <code>type</code> says how the call went. Form and JSON bodies are both accepted.</p>
</div>
<div id="swagger"></div>
<script src="try/swagger-ui-bundle.js"></script>
<script src="try/spec.js"></script>
<script>
(function () {
  var spec = JSON.parse(JSON.stringify(window.H5_SPEC));
  var host = location.hostname;
  var onThisMachine = location.protocol === 'file:' || host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  var sandbox = ${JSON.stringify(SANDBOX_URL)};
  var servers = spec.servers || [];
  var local = servers.filter(function (s) { return s.url === sandbox; });
  var others = servers.filter(function (s) { return s.url !== sandbox; });
  if (local.length === 0) local = [{ url: sandbox, description: 'The local sandbox (npm start)' }];
  // The local sandbox first on a developer's machine, the site's own API first elsewhere (the
  // site being the one that serves this page).
  others.forEach(function (s) {
    if (!onThisMachine && s.variables && s.variables.site && /^https?:$/.test(location.protocol)) {
      s.variables.site = Object.assign({}, s.variables.site, { default: location.origin });
    }
  });
  spec.servers = onThisMachine ? local.concat(others) : others.concat(local);
  // Redoc's extras mean nothing here.
  Object.keys(spec.paths).forEach(function (path) {
    Object.keys(spec.paths[path]).forEach(function (method) {
      var op = spec.paths[path][method];
      if (op && typeof op === 'object') { delete op['x-codeSamples']; }
    });
  });
  // The filter box finds an operation by operationId, path or summary, not only by tag.
  function OperationFilter() {
    return {
      fn: {
        opsFilter: function (taggedOps, phrase) {
          var q = String(phrase || '').trim().toLowerCase();
          if (!q) return taggedOps;
          return taggedOps
            .map(function (tagObj, tag) {
              return tagObj.set('operations', tagObj.get('operations').filter(function (op) {
                var o = op.get('operation');
                var text = [tag, op.get('path'), op.get('method'), o.get('operationId'), o.get('summary')].join(' ');
                return text.toLowerCase().indexOf(q) >= 0;
              }));
            })
            .filter(function (tagObj) { return tagObj.get('operations').size > 0; });
        },
      },
    };
  }
  var ui = SwaggerUIBundle({
    plugins: [OperationFilter],
    spec: spec,
    dom_id: '#swagger',
    deepLinking: true,
    displayOperationId: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: -1,
    filter: true,
    persistAuthorization: true,
    tryItOutEnabled: false,
    requestSnippetsEnabled: true,
    validatorUrl: null,
    syntaxHighlight: { activated: true, theme: 'agate' },
  });
  window.h5TryIt = ui;
  if (onThisMachine) ui.preauthorizeApiKey('token', ${JSON.stringify(EXAMPLE_TOKEN)});
})();
</script>
</body>
</html>
`;
}
