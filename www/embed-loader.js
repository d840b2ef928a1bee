// The script tag for other people's pages, on this site or any other:
//   <script src="…/embed-loader.js" async></script>
//   <pocket-cube facelets="…" solve autoplay controls></pocket-cube>
// A classic script (no `type="module"`) that does two things:
//
// - It loads the elements (embed.js, a module) from its own folder. A module from another
//   site loads only if that site's server sends CORS headers; when it does not (or the page's
//   Content-Security-Policy refuses it), a plain <script type="module"> fails with one console
//   line and leaves empty space. A classic script loads without CORS, so this one can say what
//   went wrong: every puzzlebox element on the page then shows the reason and the fix.
// - It makes the page's iframes of embed.html (from its own origin) as tall as their content:
//   the embed page reports its height with a `puzzlebox:height` message.
//
// No `import.meta` here: it would not parse in a classic script.

(() => {
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (!script || !script.src) return;
  const base = new URL('./', script.src);
  const entry = new URL('embed.js', base).href;
  const NAMES = ['pocket-cube', 'insanity-column', 'zebra-puzzle'];

  /** The sentence each element shows when embed.js cannot load: what failed, what helps. */
  function failure(err) {
    let text = `puzzlebox could not load its elements from ${entry} (${err && err.message ? err.message : err}).`;
    if (base.origin !== location.origin) {
      text += ` A page on another site can use them only if the server of ${base.origin} sends`
        + ' the header Access-Control-Allow-Origin (* will do) with its files, and this page\'s'
        + ` Content-Security-Policy (if any) allows script-src ${base.origin}.`
        + ` An iframe of ${base.href}embed.html needs neither.`;
    }
    return text;
  }

  /** Shows `message` in the element's own box (styled here: the stylesheet did not load either). */
  function showError(element, message) {
    if (element.shadowRoot) return;
    const box = document.createElement('p');
    box.setAttribute('role', 'alert');
    box.setAttribute('part', 'error');
    box.dataset.testid = 'error';
    box.textContent = message;
    // Set through the CSSOM, which a strict Content-Security-Policy allows (style attributes it may not).
    Object.assign(box.style, {
      margin: '0', padding: '.5rem .75rem', borderLeft: '4px solid #c4122f', color: '#c4122f',
      background: 'rgb(196 18 47 / .06)', font: '600 .95rem/1.4 system-ui, sans-serif',
    });
    element.attachShadow({ mode: 'open' }).append(box);
    element.dataset.state = 'error';
    element.dispatchEvent(new CustomEvent('error', { detail: { message } }));
  }

  import(entry).catch((err) => {
    const message = failure(err);
    console.error(message);
    for (const name of NAMES) {
      if (customElements.get(name)) continue;
      customElements.define(name, class extends HTMLElement {
        connectedCallback() {
          showError(this, message);
        }
      });
    }
  });

  // Heights from embed.html in this page's iframes. Only messages from this script's origin
  // count, and only for the iframe that sent them.
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== base.origin || !data || data.type !== 'puzzlebox:height') return;
    const height = Number(data.height);
    if (!Number.isFinite(height) || height <= 0 || height > 100000) return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow !== event.source) continue;
      // The content's height is the frame's inner height; a border-box frame adds its own.
      const style = getComputedStyle(frame);
      const edges = style.boxSizing === 'border-box'
        ? ['borderTopWidth', 'borderBottomWidth', 'paddingTop', 'paddingBottom']
          .reduce((sum, k) => sum + parseFloat(style[k]), 0)
        : 0;
      frame.style.height = `${height + edges}px`;
    }
  });
})();
