// `npm start`: bundles the contract, starts the sandbox (the stateful backend built from it, with
// its push server, on its embedded database) and the Vite dev server, which proxies /api and
// /socket.io to it (same origin, as deployed), and prints where to open the app.
//   npm start                      the app against the sandbox (state kept in .sandbox/ across restarts)
//   npm start -- --reset           the sandbox starts again from its seed
//   npm start -- --mock examples   the app against Prism's fixed examples and the socket mock instead
// Ports: PORT (app, 5173), SANDBOX_PORT (4030), PRISM_PORT (4010), SOCKET_PORT (4020).
// DATABASE_URL=postgres://... runs the sandbox on a PostgreSQL server instead of the embedded one.
import { spawn, execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { waitForPort } from './wait-for-port.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4010);
const APP_PORT = Number(process.env.PORT ?? 5173);
const SOCKET_PORT = Number(process.env.SOCKET_PORT ?? 4020);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4030);

const { values } = parseArgs({
  options: { mock: { type: 'string', default: 'sandbox' }, reset: { type: 'boolean', default: false } },
});
if (!['sandbox', 'examples'].includes(values.mock)) {
  console.error(`--mock is "sandbox" (the default) or "examples" (Prism), not "${values.mock}"`);
  process.exit(2);
}
const started = Date.now();
execFileSync(process.execPath, [resolve(root, 'scripts/bundle-spec.mjs')], { cwd: root, stdio: 'inherit' });

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => (line.trim() ? `[${name}] ${line}` : line);
  child.stdout.on('data', (d) => process.stdout.write(String(d).split('\n').map(prefix).join('\n')));
  child.stderr.on('data', (d) => process.stderr.write(String(d).split('\n').map(prefix).join('\n')));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  // Exit once every server has gone (or after 5 s, killing what is left).
  let left = alive.length;
  alive.forEach((child) => {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  });
  setTimeout(() => {
    alive.forEach((child) => child.kill('SIGKILL'));
    process.exit(code);
  }, 5000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

let apiUrl;
let socketUrl;
let sandboxUrl;
if (values.mock === 'examples') {
  run('prism', bin('prism'), [
    'mock',
    'dist-spec/openapi.json',
    '-p',
    String(PRISM_PORT),
    '-h',
    '127.0.0.1',
    '-v',
    'warn',
  ]);
  run('push', process.execPath, ['mock/socket-server.mjs', '--port', String(SOCKET_PORT)]);
  await Promise.all([waitForPort(PRISM_PORT, 60_000), waitForPort(SOCKET_PORT, 60_000)]);
  apiUrl = `http://127.0.0.1:${PRISM_PORT}`;
  socketUrl = `http://127.0.0.1:${SOCKET_PORT}`;
} else {
  run('sandbox', bin('jiti'), [
    'sandbox/src/main.ts',
    '--port',
    String(SANDBOX_PORT),
    ...(values.reset ? ['--reset'] : []),
  ]);
  await waitForPort(SANDBOX_PORT, 60_000);
  apiUrl = socketUrl = sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
}
run('vite', bin('vite'), ['--port', String(APP_PORT), '--strictPort'], {
  MOCK_API_URL: apiUrl,
  MOCK_SOCKET_URL: socketUrl,
  ...(sandboxUrl ? { SANDBOX_URL: sandboxUrl } : {}),
});
await waitForPort(APP_PORT, 60_000);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  values.mock === 'examples'
    ? `
  H5 app      http://127.0.0.1:${APP_PORT}/h5/
  Prism mock  http://127.0.0.1:${PRISM_PORT}  (the app reaches it as /api)
  Socket mock http://127.0.0.1:${SOCKET_PORT}  (the app reaches it as /socket.io)
  Sign in with any e-mail address and password: the mock accepts them.
  Ready in ${seconds} s. Press Ctrl+C to stop.
`
    : `
  H5 app      http://127.0.0.1:${APP_PORT}/h5/
  Sandbox     http://127.0.0.1:${SANDBOX_PORT}  (the app reaches it as /api and /socket.io)
  Sign in as  lina.chen@example.com / Tr4de!safe  (pay password 260518), or register a new user:
              the e-mail code is in the sandbox's mail log (npm run sandbox:ctl -- mail)
  Scenarios   npm run sandbox:ctl -- help   (fund, verify, price, clock, fail, slow ...)
  State       kept in .sandbox/ across restarts; npm start -- --reset starts from the seed
  Ready in ${seconds} s. Press Ctrl+C to stop.
`,
);
