// `npm start`: bundles the contract, starts the Prism mock on it, the socket.io mock of the push
// server and the Vite dev server (which proxies /api to Prism and /socket.io to the socket mock,
// so everything is same-origin), and prints where to open the app.
import { spawn, execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForPort } from './wait-for-port.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => resolve(root, 'node_modules/.bin', name);
const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4010);
const APP_PORT = Number(process.env.PORT ?? 5173);
const SOCKET_PORT = Number(process.env.SOCKET_PORT ?? 4020);

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
run('vite', bin('vite'), ['--port', String(APP_PORT), '--strictPort'], {
  MOCK_API_URL: `http://127.0.0.1:${PRISM_PORT}`,
  MOCK_SOCKET_URL: `http://127.0.0.1:${SOCKET_PORT}`,
});
await waitForPort(APP_PORT, 60_000);

console.log(`
  H5 app      http://127.0.0.1:${APP_PORT}/h5/
  Prism mock  http://127.0.0.1:${PRISM_PORT}  (the app reaches it as /api)
  Socket mock http://127.0.0.1:${SOCKET_PORT}  (the app reaches it as /socket.io)
  Sign in with any e-mail address and password: the mock accepts them.
  Press Ctrl+C to stop.
`);
