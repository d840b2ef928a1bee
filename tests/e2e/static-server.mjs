// A small static file server for the cross-origin browser tests, run inside the test process:
// several of them on loopback ports make several origins (the app on one, a tutorial author's
// page on another). Each can send CORS headers or not, and can fill `{{NAME}}` placeholders in
// the HTML pages it serves (a host page must name the app's origin, whose port is chosen at
// run time).

import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { TYPES } from '../../scripts/serve-dist.mjs';

/**
 * Serves `mounts` ({'/': dir, '/test/': otherDir}, longest prefix first) on 127.0.0.1.
 * `cors(pathname)` says whether a response gets `Access-Control-Allow-Origin: *`;
 * `vars` fills `{{NAME}}` in .html files; `headers(pathname)` adds response headers.
 * Resolves to {url, origin, close}.
 */
export async function startStatic({ mounts, cors = () => false, vars = {}, headers = () => ({}) }) {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const prefix = prefixes.find((p) => pathname.startsWith(p));
    const send = (status, type, body) => {
      const head = { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers(pathname) };
      if (cors(pathname)) head['Access-Control-Allow-Origin'] = '*';
      res.writeHead(status, head);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!prefix) return send(404, 'text/plain', 'not found');
    const dir = path.resolve(mounts[prefix]);
    let file = path.resolve(dir, `.${pathname.slice(prefix.length - 1)}`);
    if (file !== dir && !file.startsWith(dir + path.sep)) return send(403, 'text/plain', 'forbidden');
    try {
      if (fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
      const type = TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
      let body = fs.readFileSync(file);
      if (path.extname(file) === '.html') {
        body = body.toString('utf8').replace(/\{\{(\w+)\}\}/g, (whole, name) => vars[name] ?? whole);
      }
      return send(200, type, body);
    } catch {
      return send(404, 'text/plain', 'not found');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    url: `${origin}/`,
    origin,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
