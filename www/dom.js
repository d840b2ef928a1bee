// Tiny DOM helpers. User text only ever goes through textContent and attributes, never
// innerHTML, so nothing typed (or read from the URL) can become markup.

/** Creates an element: el('button', {class: 'x', onclick: f, 'data-testid': 'y'}, 'text', child) */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (key === 'class') node.className = value;
    else if (key === 'style' && typeof value === 'object') Object.assign(node.style, value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * A button that runs `action` when pressed: button('Solve', 'solve', () => …, {class: 'primary'}).
 * `content` is its text or nodes; `extra` adds or overrides attributes.
 */
export function button(content, testid, action, extra = {}) {
  return el('button', { type: 'button', 'data-testid': testid, onclick: action, ...extra }, content);
}

/** A button drawn as an icon (or icon and word): `label` is its accessible name and tooltip. */
export function iconButton(label, testid, action, ...content) {
  return button(content.flat(), testid, action, { 'aria-label': label, title: label });
}

/** An SVG element (same conventions as `el`). */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export const prefersReducedMotion = () =>
  window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Calls `move(dx, dy)` while a pointer (mouse, pen or finger) drags across `element`. */
export function onDrag(element, move) {
  let last = null;
  element.addEventListener('pointerdown', (e) => {
    last = [e.clientX, e.clientY];
    element.setPointerCapture(e.pointerId);
  });
  element.addEventListener('pointermove', (e) => {
    if (!last) return;
    move(e.clientX - last[0], e.clientY - last[1]);
    last = [e.clientX, e.clientY];
  });
  const stop = () => { last = null; };
  element.addEventListener('pointerup', stop);
  element.addEventListener('pointercancel', stop);
}

/** Escape inside an open <details> folds it and puts focus back on its summary. */
export function closesOnEscape(details) {
  details.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !details.open) return;
    e.preventDefault();
    e.stopPropagation();
    details.open = false;
    details.querySelector('summary')?.focus();
  });
  return details;
}

/**
 * Makes `nodes` the children of `parent`. Unlike `replaceChildren(...nodes)`, whose arguments
 * are limited by the call stack (a list of 150,000 clues threw a RangeError), it takes any
 * number.
 */
export function setChildren(parent, nodes) {
  const fragment = document.createDocumentFragment();
  for (const node of nodes) fragment.append(node);
  parent.replaceChildren(fragment);
}

/**
 * The most characters a text box of the page takes from a paste, a drop or a link. Chromium
 * lays out every line of a textarea on each change, so a box holding megabytes freezes the
 * tab for seconds; real puzzles are a few kilobytes (a
 * 64×64 zebra grid with a clue per value, about 100 KB), and the command line reads up to
 * 16 MiB.
 */
export const TEXT_BOX_MAX = 256 * 1024;

/** "3.2 million characters", "12,345 characters". */
export const characters = (n) =>
  `${n >= 1e6 ? `${(n / 1e6).toFixed(1)} million` : n.toLocaleString('en')} character${n === 1 ? '' : 's'}`;

/**
 * Refuses, before `box` takes it, a paste or drop that would make its text longer than
 * `max` characters; `refused(length)` is then called with the length of the refused text.
 */
export function guardLength(box, max, refused) {
  const guard = (e, data) => {
    const added = data?.getData('text/plain') ?? '';
    const kept = box.value.length - (e.type === 'paste' ? box.selectionEnd - box.selectionStart : 0);
    if (kept + added.length <= max) return;
    e.preventDefault();
    refused(added.length);
  };
  box.addEventListener('paste', (e) => guard(e, e.clipboardData));
  box.addEventListener('drop', (e) => guard(e, e.dataTransfer));
}

/**
 * A visually hidden polite live region that stays in the page (a region shown together with
 * its text is not read out by every screen reader), and `say(text)`, which changes it only
 * when the text differs: a busy row's once-a-second count would otherwise be read out every
 * second, so only its start and end are said.
 * @param {string} testid @returns {{ node: HTMLElement, say: (text: string) => void }}
 */
export function liveNote(testid) {
  const node = el('span', { class: 'visually-hidden', 'aria-live': 'polite', 'data-testid': testid });
  return {
    node,
    say: (text) => {
      if (node.textContent !== text) node.textContent = text;
    },
  };
}
