#!/usr/bin/env bash
# Builds the browser app and serves it on http://127.0.0.1:8080 (Ctrl-C stops).
# On a fresh machine this first installs the wasm32 target, trunk, wasm-bindgen-cli and npm's
# binaryen (about 20 CPU-minutes, once); later runs start in seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
. scripts/env.sh
export CARGO_NET_OFFLINE=true
exec trunk serve --release --address 127.0.0.1 --port 8080 "$@"
