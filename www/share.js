// Links and embed snippets. Puzzle text travels in URLs as base64url of its UTF-8 bytes, so
// any text (new lines, '#', '&') survives; nothing read back from a URL is ever markup.

export function encodeText(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text, or null when the value is not valid base64url UTF-8. */
export function decodeText(value) {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The folder the app is served from (links and snippets point there). */
export function baseUrl() {
  return new URL('./', import.meta.url).href;
}

const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The HTML a tutorial author pastes: the element (with the script tag) and an iframe.
 * `attrs` are the element's attributes (true for a bare attribute); `content` its text.
 */
export function embedSnippets(tag, attrs, content, params) {
  const base = baseUrl();
  const attrText = Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined && v !== false && v !== '')
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
    .join('');
  const element = `<script type="module" src="${base}embed.js"></script>\n<${tag}${attrText}>${content ? `\n${escapeText(content)}\n` : ''}</${tag}>`;
  const iframe = `<iframe src="${base}embed.html?${new URLSearchParams(params)}" width="480" height="420" style="border:0" title="puzzlebox"></iframe>`;
  return { element, iframe };
}

/**
 * "Copy link" and "Copy embed code" buttons. `snippets()` returns {link, element, iframe}.
 * The text is also shown, selected, in a read-only box, since the clipboard is not available
 * on every page (plain http on another host).
 */
export function shareBox(el, snippets) {
  const out = el('textarea', { class: 'share-text', readonly: true, rows: '4', 'aria-label': 'Text to copy', 'data-testid': 'share-text', hidden: true });
  const copy = async (text) => {
    out.value = text;
    out.hidden = false;
    out.select();
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // The text stays selected in the box for Ctrl-C.
    }
  };
  return el('div', { class: 'share' },
    el('div', { class: 'buttons' },
      el('button', { type: 'button', 'data-testid': 'copy-link', onclick: () => copy(snippets().link) }, 'Copy link'),
      el('button', { type: 'button', 'data-testid': 'copy-embed', onclick: () => { const s = snippets(); copy(`${s.element}\n\n${s.iframe}`); } }, 'Copy embed code')),
    out);
}
