// The zebra-generate solver module's files, written out literally so that bundlers (Vite, webpack,
// rspack, Parcel) that take in the npm package bundle the worker and copy the WebAssembly:
// `new Worker(new URL('./…', import.meta.url), { type: 'module' })` and
// `new URL('./….wasm', import.meta.url)` are the patterns they look for.
// Written by scripts/wasm-modules.mjs from the crate folders under wasm/: do not edit.

/** `name`: the module; `start()`: its worker; `wasm`: its WebAssembly, as worker-rpc.js uses them. */
export const zebraGenerate = {
  name: 'zebra-generate',
  start: () => new Worker(new URL('./zebra-generate-worker.js', import.meta.url), { type: 'module' }),
  wasm: new URL('./puzzlebox-zebra-generate_bg.wasm', import.meta.url),
};
