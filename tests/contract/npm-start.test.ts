// `npm start` gives a developer the whole backend: by default the sandbox (the stateful backend
// built from the contract, with its push server) and the dev server, which proxies /api,
// /socket.io and the sandbox's control API to it; with `--mock examples`, Prism and the socket
// mock. On the ports it is told; live ticks reach the app through the dev server; an action's
// consequence is there on the next read; bad requests are answered as the backends answer them;
// and stopping it stops every server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';

/** A port nothing listens on right now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const isOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const started: ChildProcess[] = [];
let client: Socket | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));

afterAll(() => {
  client?.close();
  for (const child of started)
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm start` with these arguments and ports; resolves when it prints the app's URL. */
async function npmStart(args: string[], env: Record<string, string>, app: number) {
  const child = spawn('npm', ['start', ...(args.length ? ['--', ...args] : [])], {
    env: { ...process.env, ...env, PORT: String(app), SANDBOX_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes(`H5 app      http://127.0.0.1:${app}/h5/`)) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  return { child, output: () => output };
}

/**
 * The first `daymarket` tick through the dev server's /socket.io proxy (the app's way in). As the
 * app's own client does, a failed connection is tried again (a cold first start in a fresh clone
 * once refused the very first one); three failures in a row fail the test.
 */
function firstTick(app: number, output: () => string) {
  client = io(`http://127.0.0.1:${app}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionAttempts: 2,
    reconnectionDelay: 500,
  });
  return new Promise<{ symbol?: string; now_price?: string }>((resolve, reject) => {
    const errors: string[] = [];
    client!.on('daymarket', resolve);
    client!.on('connect_error', (error) => errors.push(error.message));
    client!.io.on('reconnect_failed', () => reject(new Error(`${errors.join(', ')}\n${output()}`)));
  });
}

/** Ctrl+C in the terminal (SIGINT to the process group) stops every server it started. */
async function stopAll(child: ChildProcess, ports: number[]) {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  const stillOpen = async () => (await Promise.all(ports.map(isOpen))).some(Boolean);
  // The servers close their sockets as they exit: wait on that, not on a clock.
  while (await stillOpen()) await new Promise((r) => setTimeout(r, 100));
  expect(await stillOpen()).toBe(false);
}

const form = (body: Record<string, string>, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
  body: new URLSearchParams({ lang: 'en', ...body }).toString(),
});

describe('npm start', () => {
  it('runs the app against the sandbox: ticks, consequences, the backends answers to bad input, the control API, and stops', async () => {
    const [sandbox, app] = [await freePort(), await freePort()];
    const { child, output } = await npmStart(['--reset'], { SANDBOX_PORT: String(sandbox) }, app);
    expect(output()).toContain(`Sandbox     http://127.0.0.1:${sandbox}`);
    const tick = await firstTick(app, output);
    expect(tick.symbol).toMatch(/\//);
    expect(Number(tick.now_price)).toBeGreaterThan(0);
    client!.close();

    const api = `http://127.0.0.1:${app}/api`;
    // the contract's own sign-in example signs the demo user in
    const login = await (
      await fetch(
        `${api}/user/login`,
        form({ user_string: 'lina.chen@example.com', password: 'Tr4de!safe', type: '1' }),
      )
    ).json();
    expect(login).toMatchObject({ type: 'ok', message: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const token = String(login.message);
    // an order placed through /api is listed by the next read, its funds frozen
    const placed = await (
      await fetch(
        `${api}/coin/trade`,
        form({ amount: '0.01', target_price: '50000', currency_id: '2', legal_id: '1', type: '1' }, token),
      )
    ).json();
    expect(placed.type).toBe('ok');
    const open = await (
      await fetch(`${api}/coin/list?lang=en&page=1&limit=10&status=1`, { headers: { authorization: token } })
    ).json();
    expect(open.message.some((o: { target_price: string }) => Number(o.target_price) === 50000)).toBe(true);
    // a request the contract refuses: HTTP 200 and the backends' "Parameter error", never Prism's 422
    const bad = await fetch(
      `${api}/coin/trade`,
      form({ amount: 'lots', currency_id: '2', legal_id: '1', type: '1' }, token),
    );
    expect(bad.status).toBe(200);
    expect(await bad.json()).toEqual({ type: 'error', message: 'Parameter error' });
    // the scenarios' control API through the dev server
    const status = await (await fetch(`http://127.0.0.1:${app}/__sandbox`)).json();
    expect(status.operations).toBeGreaterThan(100);

    await stopAll(child, [sandbox, app]);
  }, 180_000);

  it('with --mock examples runs Prism and the socket mock instead, and stops them all', async () => {
    const [prism, socket, app] = [await freePort(), await freePort(), await freePort()];
    const { child, output } = await npmStart(
      ['--mock', 'examples'],
      { PRISM_PORT: String(prism), SOCKET_PORT: String(socket) },
      app,
    );
    expect(output()).toContain(`Socket mock http://127.0.0.1:${socket}`);
    const tick = await firstTick(app, output);
    expect(Number(tick.now_price)).toBeGreaterThan(0);
    client!.close();
    // Prism answers the contract's example whatever was asked
    const info = await (
      await fetch(`http://127.0.0.1:${app}/api/user/info?lang=en`, {
        headers: { authorization: '9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5' },
      })
    ).json();
    expect(info).toMatchObject({ type: 'ok', message: { id: 100238 } });
    await stopAll(child, [prism, socket, app]);
  }, 180_000);
});
