// Links and embed snippets (www/share.js): puzzle text survives the round trip through a URL,
// unreadable parameters are refused, and snippets escape what they quote.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeText, decodeText, embedSnippets, iframeSnippet, FRAME_WIDTH, baseUrl } from '../../www/share.js';

const TEXTS = [
  '',
  'a',
  'positions: 5\ncolour: red, green\n# a comment & more\nred is in 1\n',
  'naïve café: crème brûlée, 日本, 🦓',
  '?&=#+/ \t\r\n',
  'x'.repeat(1000),
];

test('any text comes back from encodeText unchanged', () => {
  for (const text of TEXTS) assert.equal(decodeText(encodeText(text)), text);
});

test('encoded text needs no escaping in a URL: base64url without padding', () => {
  for (const text of [...TEXTS, '>>>???']) {
    const encoded = encodeText(text);
    assert.match(encoded, /^[A-Za-z0-9_-]*$/);
    // Node's own base64url of the UTF-8 bytes is the independent reference.
    assert.equal(encoded, Buffer.from(text, 'utf8').toString('base64url'));
  }
  // '>>>???' is "Pj4+Pz8/" in plain base64: the two characters a URL would garble.
  assert.equal(encodeText('>>>???'), 'Pj4-Pz8_');
});

test('a value that is not base64url UTF-8 decodes to null, not to some other text', () => {
  assert.equal(decodeText('*not base64*'), null);
  // Valid base64 of bytes that are not UTF-8 (a lone continuation byte).
  assert.equal(decodeText(Buffer.from([0x80]).toString('base64url')), null);
  // Cut short inside a multi-byte character.
  const cut = Buffer.from('é', 'utf8').subarray(0, 1).toString('base64url');
  assert.equal(decodeText(cut), null);
});

test('embed snippets: the element with escaped attributes and text, and an iframe link', () => {
  const s = embedSnippets('zebra-puzzle', { example: null, solved: true, title: 'a "b" <c> & d' }, 'x < y & z',
    { puzzle: 'zebra', text: 'abc' });
  assert.ok(s.element.startsWith(`<script src="${baseUrl()}embed-loader.js" async></script>\n`));
  assert.match(s.element,
    /<zebra-puzzle solved title="a &quot;b&quot; &lt;c> &amp; d">\nx &lt; y &amp; z\n<\/zebra-puzzle>$/);
  assert.equal(s.frame.src, `${baseUrl()}embed.html?puzzle=zebra&text=abc`);
  assert.equal(s.frame.width, FRAME_WIDTH);
  assert.equal(s.iframe, iframeSnippet(s.frame.src, 640));
});

test('an element without content is written on one line, and empty attributes are left out', () => {
  const s = embedSnippets('pocket-cube', { facelets: 'ABC', moves: '', metric: false, controls: true }, '', {});
  assert.match(s.element, /\n<pocket-cube facelets="ABC" controls><\/pocket-cube>$/);
});

test('iframe snippets escape the address and carry the measured height', () => {
  const html = iframeSnippet('https://x.test/embed.html?a=1&b="2"', 321);
  assert.equal(html, '<iframe src="https://x.test/embed.html?a=1&amp;b=&quot;2&quot;" '
    + `width="${FRAME_WIDTH}" height="321" style="border:0" title="puzzlebox"></iframe>`);
});
