import { connect } from 'node:net';

/** Whether something accepts TCP connections on 127.0.0.1:port now. */
export function isListening(port) {
  return new Promise((resolvePromise) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function waitForPort(port, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await isListening(port)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listening on port ${port} after ${timeoutMs} ms`);
}
