import { connect } from 'node:net';

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise((resolvePromise) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolvePromise(true);
      });
      socket.once('error', () => resolvePromise(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listening on port ${port} after ${timeoutMs} ms`);
}
