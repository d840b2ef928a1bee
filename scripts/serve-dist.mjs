// Serves a built dist/ folder as a plain static host would, for scripts/serve.sh: no live
// reload script is added to its pages (trunk serve adds an inline one, which a strict
// Content-Security-Policy refuses), `.wasm` goes out as application/wasm, and every response
// carries `Access-Control-Allow-Origin: *`, so "Copy embed code" snippets work from a page on
// another site too.
//
// Usage: node scripts/serve-dist.mjs [--dir dist] [--address 127.0.0.1] [--port 8080]
// (--port 0 picks a free port). Prints the URL once it listens.

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/** Content types by file ending (also the test server's: tests/e2e/static-server.mjs). */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/** The headers every response gets. */
export const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  // A rebuilt file is fetched again (the app's service worker keeps its own copies).
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
};

/** The server for folder `dir` (not yet listening). */
export function staticServer(dir) {
  const root = path.resolve(dir);
  // Links carry whole puzzles (and marks) in their query: far longer than Node's default
  // 16 KiB of request head.
  return http.createServer({ maxHeaderSize: 8 * 1024 * 1024 }, (req, res) => {
    const send = (status, type, body) => {
      res.writeHead(status, { ...HEADERS, 'Content-Type': type });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed');
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      return send(400, 'text/plain', 'bad request');
    }
    let file = path.resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(root + path.sep)) return send(403, 'text/plain', 'forbidden');
    try {
      if (fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      const body = fs.readFileSync(file);
      return send(200, TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream', body);
    } catch {
      return send(404, 'text/plain', 'not found');
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      address: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '8080' },
    },
  });
  if (!fs.existsSync(path.join(values.dir, 'index.html'))) {
    console.error(`serve-dist: ${values.dir}/index.html is missing: build the app first (trunk build --release)`);
    process.exit(2);
  }
  const server = staticServer(values.dir);
  server.on('error', (err) => {
    console.error(`serve-dist: cannot listen on ${values.address}:${values.port}: ${err.message}`);
    process.exit(1);
  });
  server.listen(Number(values.port), values.address, () => {
    const { address, port } = server.address();
    const host = address.includes(':') ? `[${address}]` : address;
    console.log(`Serving ${values.dir}/ on http://${host}:${port}/ (Ctrl-C stops)`);
  });
}
