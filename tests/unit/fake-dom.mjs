// The few DOM calls dom.js's el() makes, enough to build a button outside a browser, so the
// pure modules that make one (history.js) can be unit-tested under node.

class FakeNode {}

class FakeElement extends FakeNode {
  constructor(tag) {
    super();
    this.tagName = tag.toUpperCase();
    this.attributes = new Map();
    this.listeners = new Map();
    this.children = [];
    this.style = {};
    this.className = '';
  }

  setAttribute(name, value) {
    this.attributes.set(name, String(value));
    // Reflected as a property, as the browser does for the ones the modules read back.
    if (name === 'disabled') this.disabled = true;
  }

  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }

  addEventListener(type, listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, []);
    this.listeners.get(type).push(listener);
  }

  /** Calls the listeners of `type` with `event` (what the browser does on a click or key). */
  dispatch(type, event = {}) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ type, target: this, preventDefault() {}, ...event });
    }
  }

  append(...nodes) {
    this.children.push(...nodes);
  }

  get textContent() {
    return this.children.map((c) => (c instanceof FakeElement ? c.textContent : c.text)).join('');
  }
}

class FakeText extends FakeNode {
  constructor(text) {
    super();
    this.text = text;
  }
}

/** Installs the fake document (and window, for listeners on it) on globalThis. */
export function installFakeDom() {
  const windowListeners = new FakeElement('window');
  globalThis.Node = FakeNode;
  globalThis.document = {
    createElement: (tag) => new FakeElement(tag),
    createTextNode: (text) => new FakeText(text),
  };
  globalThis.window = windowListeners;
  return { window: windowListeners, FakeElement };
}
