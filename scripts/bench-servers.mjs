// The servers a browser benchmark runs the built app against (bench:market, bench:live): the
// bundled contract, Prism on it, the socket mock with the benchmark's arguments, and `vite preview`
// of the build proxying `/api` and the socket to them. They stop when the benchmark's process exits.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForPort } from './wait-for-port.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts them on these ports and resolves once all three answer. `dist` is the build `vite preview`
 * serves (its own default, dist/, without it). Returns the function that stops them.
 */
export async function startBenchServers({ prism, socket, app, socketArgs = [], dist }) {
  const children = [];
  const start = (cmd, args, env = {}) => {
    children.push(spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' }));
  };
  const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', stopAll);

  start(process.execPath, ['scripts/bundle-spec.mjs']);
  await new Promise((r) => setTimeout(r, 1500));
  start(resolve(root, 'node_modules/.bin/prism'), [
    'mock',
    'dist-spec/openapi.json',
    '-p',
    String(prism),
    '-h',
    '127.0.0.1',
    '-v',
    'error',
  ]);
  start(process.execPath, ['mock/socket-server.mjs', '--port', String(socket), ...socketArgs]);
  const outDir = dist ? ['--outDir', dist] : [];
  start(resolve(root, 'node_modules/.bin/vite'), ['preview', ...outDir, '--port', String(app), '--strictPort'], {
    MOCK_API_URL: `http://127.0.0.1:${prism}`,
    MOCK_SOCKET_URL: `http://127.0.0.1:${socket}`,
  });
  await Promise.all([waitForPort(prism, 60_000), waitForPort(socket, 30_000), waitForPort(app, 30_000)]);
  return stopAll;
}
