// The conformance command's request: a connection the server closes before any byte of an answer
// (a kept-alive connection closed for idleness as the request went out) is tried once more on a new
// connection; a server that drops it twice is reported with the network error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import type { Case } from '../../packages/conformance/src/cases';
import { send } from '../../packages/conformance/src/http';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(dropFirst: number): Promise<{ baseUrl: string; seen: () => number }> {
  let seen = 0;
  server = createServer((req, res) => {
    seen += 1;
    if (seen <= dropFirst) {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ type: 'ok', code: 0, message: 'ok', data: null }));
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen: () => seen };
}

const sendEmailCode = {
  op: { key: 'POST /user/sendEmailCode', method: 'post', path: '/user/sendEmailCode' },
  encoding: 'form',
  query: {},
  withToken: false,
  body: { email: 'a@b.co' },
} as unknown as Case;

test('a request whose connection closes before any answer is sent again once, and the answer says so', async () => {
  const { baseUrl, seen } = await serve(1);
  const answer = await send({ baseUrl, authScheme: 'raw', timeoutMs: 5000 }, sendEmailCode);
  expect(answer.status).toBe(200);
  expect(answer.networkError).toBeUndefined();
  expect(answer.retriedAfter).toMatch(/UND_ERR_SOCKET|ECONNRESET|EPIPE/);
  expect(seen()).toBe(2);
});

test('a server that drops the connection twice is reported with its network error, not tried a third time', async () => {
  const { baseUrl, seen } = await serve(99);
  const answer = await send({ baseUrl, authScheme: 'raw', timeoutMs: 5000 }, sendEmailCode);
  expect(answer.status).toBeUndefined();
  expect(answer.networkError).toMatch(/UND_ERR_SOCKET|ECONNRESET|EPIPE/);
  expect(seen()).toBe(2);
});

test('an answer on the first attempt is not sent twice', async () => {
  const { baseUrl, seen } = await serve(0);
  const answer = await send({ baseUrl, authScheme: 'raw', timeoutMs: 5000 }, sendEmailCode);
  expect(answer.status).toBe(200);
  expect(answer.retriedAfter).toBeUndefined();
  expect(seen()).toBe(1);
});
