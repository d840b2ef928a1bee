// scripts/serve-dist.mjs, the static server behind scripts/serve.sh: every file goes out with
// `Access-Control-Allow-Origin: *` (so "Copy embed code" works from another site) and its
// type (`.wasm` as application/wasm, which streaming compilation needs), nothing outside the
// folder is served, and the page goes out as built (no live-reload script added).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { staticServer } from '../../scripts/serve-dist.mjs';

async function serving(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-dist-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  const server = staticServer(dir);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => { server.closeAllConnections(); server.close(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

const PAGE = '<!doctype html><title>x</title><script type="module" src="app.js"></script>\n';

test('every file is sent with CORS and its type; the page is sent byte for byte', async () => {
  const s = await serving({ 'index.html': PAGE, 'app.js': 'export {};', 'm_bg.wasm': Buffer.from([0, 97, 115, 109]) });
  try {
    for (const [file, type] of [['', 'text/html'], ['app.js', 'text/javascript'], ['m_bg.wasm', 'application/wasm']]) {
      const r = await fetch(s.url + file);
      assert.equal(r.status, 200, file);
      assert.equal(r.headers.get('access-control-allow-origin'), '*', file);
      assert.ok(r.headers.get('content-type').startsWith(type), `${file}: ${r.headers.get('content-type')}`);
    }
    assert.equal(await (await fetch(s.url)).text(), PAGE, 'no script is added to the page');
    const missing = await fetch(`${s.url}nothing.js`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('access-control-allow-origin'), '*');
  } finally {
    s.close();
  }
});

test('nothing outside the folder is served', async () => {
  const s = await serving({ 'index.html': PAGE });
  try {
    for (const p of ['%2e%2e/%2e%2e/etc/passwd', '..%2f..%2fetc%2fpasswd', '%2e%2e%5c%2e%2e%5cetc%5cpasswd']) {
      const r = await fetch(s.url + p);
      assert.ok(r.status === 403 || r.status === 404, `${p}: ${r.status}`);
    }
  } finally {
    s.close();
  }
});

test('scripts/serve.sh serves a trunk build, not trunk serve (whose pages hold an inline reload script)', () => {
  const script = fs.readFileSync(new URL('../../scripts/serve.sh', import.meta.url), 'utf8');
  const commands = script.split('\n').filter((l) => !l.trim().startsWith('#'));
  assert.ok(commands.some((l) => /^\s*trunk build --release\b/.test(l)), 'builds with trunk build');
  assert.ok(!commands.some((l) => /\btrunk serve\b/.test(l)), 'never trunk serve');
  assert.ok(commands.some((l) => /node scripts\/serve-dist\.mjs/.test(l)), 'serves with serve-dist.mjs');
});
