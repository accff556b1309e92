// The end-to-end run's servers, started side by side (playwright.config.ts). Playwright starts the
// entries of its `webServer` one after another, each once the one before answers: nine servers
// (Prism, the socket mock, a sandbox per lane, a preview server for each) took 23 s before the
// first test. This starts them all at once, waits until each one answers, then listens on
// E2E_READY_PORT, which is what Playwright waits for; it stops them all when it is stopped.
//   E2E_SERVERS='[{"name","command","env"?,"url"?|"port"?,"timeout"?}]' node scripts/e2e-servers.mjs
// A server that exits before it answers, or does not answer in its time, stops the run (exit 1).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { isListening } from './wait-for-port.mjs';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT);
const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  // Playwright starts this script as the leader of a process group and stops the whole group; the
  // servers (and the shells' children: `a && b` runs b under the shell) are in it too. Stopped
  // another way, the group is stopped here.
  try {
    process.kill(-process.pid, 'SIGTERM');
  } catch {
    for (const child of children) child.kill('SIGTERM');
  }
  process.exitCode = code;
  setTimeout(() => process.exit(code), 300);
}
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => (stopping ? process.exit() : stop(0)));

const portOf = (server) => server.port ?? Number(new URL(server.url).port);

/** Answers as Playwright counts a server ready: a connection (port), or an HTTP status below 404 (url). */
async function answers(server) {
  if (server.url) {
    try {
      const response = await fetch(server.url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return response.status < 404;
    } catch {
      return false;
    }
  }
  return isListening(server.port);
}

async function start(server) {
  if (stopping) return;
  const port = portOf(server);
  const child = spawn(server.command, {
    shell: true,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  let exited;
  child.once('exit', (code, signal) => {
    exited = `${server.name} exited (${signal ?? `code ${code}`})`;
    if (!stopping) {
      console.error(`[e2e-servers] ${exited}`);
      stop(1);
    }
  });
  const timeout = server.timeout ?? 60_000;
  const until = Date.now() + timeout;
  while (!(await answers(server))) {
    if (exited) throw new Error(`${exited} before it answered`);
    if (Date.now() > until) throw new Error(`${server.name} did not answer on port ${port} in ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const taken = [];
// (a server left over on a port would be tested instead)
for (const server of servers) if (await isListening(portOf(server))) taken.push(`${server.name} (${portOf(server)})`);
if (taken.length > 0) {
  console.error(`[e2e-servers] already used, by a server left running? ${taken.join(', ')}`);
  process.exit(1);
}
try {
  await Promise.all(servers.map(start));
} catch (error) {
  console.error(`[e2e-servers] ${error instanceof Error ? error.message : String(error)}`);
  stop(1);
}
if (!stopping) createServer((socket) => socket.end()).listen(readyPort, '127.0.0.1');
