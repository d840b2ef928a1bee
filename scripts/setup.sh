#!/usr/bin/env bash
# Installs everything the build and the tests need, skipping what is already there, so a warm
# machine does not spend 20 CPU-minutes recompiling trunk and wasm-bindgen-cli.
# Usage: scripts/setup.sh [build|test]   (test also installs Chromium and npm packages)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-build}
. scripts/env.sh
TRUNK_VERSION=0.21.14
BINDGEN_VERSION=0.2.130

log() { printf '[setup] %s\n' "$*" >&2; }

if ! rustup target list --installed | grep -q '^wasm32-unknown-unknown$'; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  log "installing trunk $TRUNK_VERSION (first time only: ~13 CPU-minutes)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q "$BINDGEN_VERSION"; then
  # Not --locked: its lock file names a webpki-roots release that the registry no longer serves.
  log "installing wasm-bindgen-cli $BINDGEN_VERSION (first time only: ~6 CPU-minutes)"
  cargo install wasm-bindgen-cli --version "$BINDGEN_VERSION"
fi

# npm ci again whenever package-lock.json is newer than what node_modules was installed from, so a
# machine kept from an earlier session picks up new dev dependencies (vite, webpack).
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -x node_modules/.bin/esbuild ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ] \
  || { [ "$what" = test ] && { [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/axe-core ] \
    || [ ! -d node_modules/vite ] || [ ! -d node_modules/webpack ] || [ ! -d node_modules/eslint ]; }; }; then
  log "installing npm packages (wasm-opt, esbuild; for tests playwright-core, axe-core, vite, webpack, eslint)"
  npm ci --no-audit --no-fund
fi

if [ "$what" = test ]; then
  if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    log "installing Debian chromium and chromium-driver"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
fi

# Everything cargo may need for any target (trunk's own `cargo metadata` wants the Windows
# crates too), fetched once so later builds can run with CARGO_NET_OFFLINE.
cargo fetch --locked >/dev/null 2>&1 || cargo fetch
