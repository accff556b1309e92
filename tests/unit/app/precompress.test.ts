// The build's precompressed copies (scripts/precompress.ts): written beside each asset, and
// served by the preview server as nginx's brotli_static / gzip_static serve them.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePrecompressed, writePrecompressed } from '../../../scripts/precompress';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'h5-precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/app-1a2b.js'), script);
  writeFileSync(join(dir, 'assets/tiny-3c4d.js'), 'export{};');
  writeFileSync(join(dir, 'secret.json'), '{"secret":1}');
  writeFileSync(join(dir, 'secret.json.br'), 'not for the web');
  writePrecompressed(dir, ['assets/app-1a2b.js', 'assets/tiny-3c4d.js', 'index.html']);
  const serve = servePrecompressed(dir);
  server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 299; // "not mine": the next middleware (the static files) would answer
      res.end('next');
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

/** Asks with an Accept-Encoding header, without letting fetch decode the answer. */
async function get(path: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const req = request(`${origin}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('precompressed assets', () => {
  it('writes a brotli and a gzip copy of each asset over 1 KiB, and none of smaller ones', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app-1a2b.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets/app-1a2b.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'assets/app-1a2b.js.br')).length).toBeLessThan(script.length / 10);
    expect(() => readFileSync(join(dir, 'assets/tiny-3c4d.js.br'))).toThrow();
  });

  it('serves brotli to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const br = await get('/h5/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get('/h5/assets/app-1a2b.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('leaves the rest to the static files: no accepted encoding, no copy, or outside the assets', async () => {
    expect((await get('/h5/assets/app-1a2b.js', 'identity')).status).toBe(299);
    expect((await get('/h5/assets/tiny-3c4d.js', 'br')).status).toBe(299);
    expect((await get('/h5/assets/..%2fsecret.json', 'br')).status).toBe(299);
    expect((await get('/h5/index.html', 'br')).status).toBe(299);
  });
});
