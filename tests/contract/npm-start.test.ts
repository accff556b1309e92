// `npm start` gives a developer the whole mock: Prism, the socket.io mock and the dev server,
// on the ports it is told, with live ticks reaching the app through the dev server's /socket.io
// proxy; and stopping it stops every server.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
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

let start: ChildProcess | undefined;
let client: Socket | undefined;

afterAll(() => {
  client?.close();
  if (start?.pid && start.exitCode === null && start.signalCode === null) {
    try {
      process.kill(-start.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

describe('npm start', () => {
  it('starts Prism, the socket mock and the dev server, delivers live ticks through the dev server, and stops them all', async () => {
    const [prism, socket, app] = [await freePort(), await freePort(), await freePort()];
    start = spawn('npm', ['start'], {
      env: { ...process.env, PRISM_PORT: String(prism), SOCKET_PORT: String(socket), PORT: String(app) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      start!.stdout!.on('data', (chunk: Buffer) => {
        output += String(chunk);
        if (output.includes(`H5 app      http://127.0.0.1:${app}/h5/`)) resolve();
      });
      start!.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
      start!.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });
    await ready;
    expect(output).toContain(`Socket mock http://127.0.0.1:${socket}`);
    expect(await isOpen(socket)).toBe(true);

    // The app's way in: same origin as the page, /socket.io proxied by the dev server.
    client = io(`http://127.0.0.1:${app}`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const tick = await new Promise<{ symbol?: string; now_price?: string }>((resolve, reject) => {
      client!.on('daymarket', resolve);
      client!.on('connect_error', (error) => reject(new Error(`${error.message}\n${output}`)));
    });
    expect(tick.symbol).toMatch(/\//);
    expect(Number(tick.now_price)).toBeGreaterThan(0);
    client.close();

    // Ctrl+C in the terminal (SIGINT to the process group) stops every server it started.
    const exited = new Promise<void>((resolve) => start!.once('exit', () => resolve()));
    process.kill(-start.pid!, 'SIGINT');
    await exited;
    const stillOpen = async () => (await Promise.all([prism, socket, app].map(isOpen))).some(Boolean);
    // The servers close their sockets as they exit: wait on that, not on a clock.
    while (await stillOpen()) await new Promise((r) => setTimeout(r, 100));
    expect(await stillOpen()).toBe(false);
  }, 180_000);
});
