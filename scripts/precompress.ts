// Precompressed copies of the build's text assets: a `.br` (brotli, highest quality) and a `.gz`
// (gzip -9) beside each hashed file of dist/assets/ over 1 KiB. nginx serves them as they are
// (`brotli_static` / `gzip_static`, deploy/nginx/h5-locations.conf) and so does `vite preview`
// (servePrecompressed below, used by the end-to-end tests and the Lighthouse benchmark): brotli
// is ~15 % smaller than the gzip a server makes on the fly, at no cost per request.
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const MIN_BYTES = 1024;

/** The encodings served, best first: the request's Accept-Encoding must name one. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Writes the `.br` and `.gz` copies of the named files of `dir` (assets/ text files over 1 KiB). */
export function writePrecompressed(dir: string, fileNames: readonly string[]): void {
  for (const fileName of fileNames) {
    if (!fileName.startsWith('assets/') || !TYPES[extname(fileName)]) continue;
    const path = resolve(dir, fileName);
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const brotliParams = {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    };
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: brotliParams }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  }
}

/** The build plugin: the copies of the bundle's assets, once the build has written them. */
export function precompress(): Plugin {
  return {
    name: 'h5-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (options.dir) writePrecompressed(options.dir, Object.keys(bundle));
    },
  };
}

/**
 * A preview-server middleware that answers `/h5/assets/...` with the precompressed copy the
 * browser accepts (as nginx's brotli_static / gzip_static do); other requests go on unchanged.
 */
export function servePrecompressed(root: string) {
  const assets = resolve(root, 'assets') + sep;
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith('/h5/assets/')) return next();
    const type = TYPES[extname(path)];
    const file = resolve(root, decodeURIComponent(path.slice('/h5/'.length)));
    if (!type || !file.startsWith(assets)) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = ENCODINGS.find(
      ({ name, suffix }) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + suffix),
    );
    const vary = res.getHeader('Vary');
    res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (!encoding) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Content-Length', statSync(file + encoding.suffix).size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file + encoding.suffix).pipe(res);
  };
}
