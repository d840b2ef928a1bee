#!/usr/bin/env bash
# Builds the browser app (trunk build --release, into dist/) and serves that folder on
# http://127.0.0.1:8080 as a plain static host would (Ctrl-C stops): scripts/serve-dist.mjs
# adds no live-reload script (the page keeps no inline script, for a strict
# Content-Security-Policy) and sends Access-Control-Allow-Origin: * so embed snippets work from
# other sites. Options go to the server: --port N, --address A.
# On a fresh machine this first installs the wasm32 target, trunk, wasm-bindgen-cli and npm's
# binaryen (about 20 CPU-minutes, once); later runs start in seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
. scripts/env.sh
export CARGO_NET_OFFLINE=true TRUNK_SKIP_VERSION_CHECK=true
trunk build --release
exec node scripts/serve-dist.mjs --dir dist "$@"
