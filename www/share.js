// Links and embed snippets. Puzzle text travels in URLs as base64url of its UTF-8 bytes, so
// any text (new lines, '#', '&') survives; nothing read back from a URL is ever markup.

export function encodeText(text) {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In chunks: a character at a time is slow for a text of megabytes.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text, or null when the value is not valid base64url UTF-8. */
export function decodeText(value) {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
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

/** The width of the iframe in "Copy embed code" (its height is measured, see frameHeight). */
export const FRAME_WIDTH = 480;
/** The iframe's height when it cannot be measured: the tallest the pocket cube needs. */
const FRAME_HEIGHT = 640;

/**
 * The HTML a tutorial author pastes: the element (with the script tag) and an iframe.
 * `attrs` are the element's attributes (true for a bare attribute); `content` its text.
 * `frame` is {src, width} for `iframeSnippet`, which sizes the iframe to its content.
 */
export function embedSnippets(tag, attrs, content, params) {
  const base = baseUrl();
  const attrText = Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined && v !== false && v !== '')
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
    .join('');
  const inner = content ? `\n${escapeText(content)}\n` : '';
  const element = `<script src="${base}embed-loader.js" async></script>\n<${tag}${attrText}>${inner}</${tag}>`;
  const frame = { src: `${base}embed.html?${new URLSearchParams(params)}`, width: FRAME_WIDTH };
  return { element, iframe: iframeSnippet(frame.src, FRAME_HEIGHT), frame };
}

/** An iframe of embed.html; embed-loader.js on the host page keeps its height fitted after that. */
export function iframeSnippet(src, height) {
  return `<iframe src="${escapeAttr(src)}" width="${FRAME_WIDTH}" height="${height}" style="border:0" `
    + 'title="puzzlebox"></iframe>';
}

/** Resolves when every stylesheet link of `doc` and of its elements' shadow roots has loaded (or failed). */
function stylesIn(doc) {
  if (!doc) return Promise.resolve();
  const roots = [doc, ...[...doc.querySelectorAll('*')].map((e) => e.shadowRoot).filter(Boolean)];
  const links = roots.flatMap((r) => [...r.querySelectorAll('link[rel="stylesheet"]')]);
  return Promise.all(links.filter((l) => !l.sheet).map((l) => new Promise((resolve) => {
    l.addEventListener('load', resolve, { once: true });
    l.addEventListener('error', resolve, { once: true });
  })));
}

/**
 * The height embed.html at `src` takes at `width` once its element shows its answer (or its
 * error), measured in an invisible iframe; null when it did not settle within 20 s. The
 * iframe is tall while measuring: content sized by the viewport's height (the zebra step
 * panel) is then at its largest, so the figure holds for any shorter frame too.
 */
export function frameHeight(src, width) {
  const frame = document.createElement('iframe');
  Object.assign(frame.style, {
    position: 'fixed', left: '0', top: '0', width: `${width}px`, height: '2000px',
    border: '0', opacity: '0', pointerEvents: 'none', zIndex: '-1',
  });
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  return new Promise((resolve) => {
    let done = false;
    const finish = (height) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      window.removeEventListener('message', listen);
      frame.remove();
      resolve(height);
    };
    const timer = setTimeout(() => finish(null), 20000);
    const listen = (event) => {
      const data = event.data;
      if (event.source !== frame.contentWindow || !data || data.type !== 'puzzlebox:height') return;
      if (data.state === 'ready' || data.state === 'error') {
        // The element says "ready" with its answer; what follows it (the zebra steps) and
        // its stylesheets can come later. The height is read once the element's update has
        // finished and its stylesheets are in, and one more frame, so that all of it has
        // been laid out.
        const doc = frame.contentDocument;
        const shown = /** @type {import('./element-base.js').PuzzleElement | null | undefined} */ (
          doc?.querySelector('#embed-root > *'));
        const measure = () => finish(doc ? Math.ceil(doc.documentElement.getBoundingClientRect().height) : data.height);
        Promise.all([stylesIn(doc), shown?.updated])
          .then(() => requestAnimationFrame(() => requestAnimationFrame(measure)));
      }
    };
    window.addEventListener('message', listen);
    frame.src = src;
    document.body.append(frame);
  });
}

/**
 * "Copy link" and "Copy embed code" buttons. `snippets()` returns {link, element, iframe,
 * frame}; the embed code's iframe gets the height its content measures.
 * The text is also shown, selected, in a read-only box, since the clipboard is not available
 * on every page (plain http on another host).
 */
export function shareBox(el, snippets) {
  const out = el('textarea', {
    class: 'share-text', readonly: true, rows: '4', 'aria-label': 'Text to copy', 'data-testid': 'share-text',
    hidden: true,
  });
  let opener = null; // the button that showed the box: Escape in the box goes back to it
  out.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    out.hidden = true;
    opener?.focus();
  });
  // What the last button did, in words beside the buttons: "Copied" only once the clipboard
  // took the text.
  const said = el('span', { class: 'hint share-said', role: 'status', 'data-testid': 'copy-said' });
  const copy = async (what, text) => {
    const active = out.getRootNode().activeElement;
    if (active && active !== out) opener = active;
    out.value = text;
    out.hidden = false;
    out.select();
    try {
      await navigator.clipboard.writeText(text);
      said.textContent = `Copied ${what}.`;
    } catch {
      // The text stays selected in the box for Ctrl-C.
      said.textContent = 'Not copied: the browser keeps the clipboard from this page. '
        + `The ${what} is selected below: press Ctrl+C (⌘C).`;
    }
  };
  const copyEmbed = async () => {
    const s = snippets();
    let iframe = s.iframe;
    if (s.frame) {
      out.value = 'Measuring the iframe…';
      out.hidden = false;
      said.textContent = 'Measuring the iframe…';
      const height = await frameHeight(s.frame.src, s.frame.width);
      if (height) iframe = iframeSnippet(s.frame.src, height);
    }
    await copy('embed code', `${s.element}\n\n${iframe}`);
  };
  return el('div', { class: 'share' },
    el('div', { class: 'buttons' },
      el('button', { type: 'button', 'data-testid': 'copy-link', onclick: () => copy('link', snippets().link) },
        'Copy link'),
      el('button', { type: 'button', 'data-testid': 'copy-embed', onclick: copyEmbed }, 'Copy embed code'),
      said),
    out);
}
