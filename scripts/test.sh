#!/usr/bin/env bash
# Runs every test: formatting and lints (Rust, and the JavaScript's types and lint), the Rust tests (release mode: the exhaustive pocket
# check solves all 3,674,160 states), the wasm-bindgen tests of the wasm edge, a release
# build of the app, unit tests of the page's pure modules, and the end-to-end tests in
# headless Chromium. Installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
. scripts/env.sh
export CARGO_NET_OFFLINE=true
step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --check

step "cargo clippy"
cargo clippy --all-targets --locked -- -D warnings
cargo clippy --target wasm32-unknown-unknown --no-default-features --lib --locked -- -D warnings
# Each WebAssembly module (a crate folder under wasm/) is the library built with its feature alone.
for features in $(cd wasm && ls -d */ | tr -d /) pocket,pocket-scan,insanity,zebra,zebra-generate,zebra-english; do
  cargo clippy --target wasm32-unknown-unknown --no-default-features --features "$features" --lib --locked -- -D warnings
done
cargo clippy --target wasm32-unknown-unknown --workspace --exclude puzzlebox --locked -- -D warnings

step "JavaScript: type check (tsc --checkJs of the JSDoc types) and lint (eslint)"
node_modules/.bin/tsc -p jsconfig.json
node_modules/.bin/tsc -p jsconfig.sw.json
node_modules/.bin/eslint www scripts tests/unit eslint.config.js

step "Rust tests (release)"
cargo test --release --locked

step "wasm-bindgen tests of the wasm edge"
CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=120 \
  cargo test --target wasm32-unknown-unknown --no-default-features --features pocket,pocket-scan,insanity,zebra,zebra-generate,zebra-english --locked --test 'wasm_*'

step "release build of the app (trunk)"
trunk build --release

step "unit tests of the page's pure modules (node)"
node --test tests/unit/

step "browser tests (headless Chromium)"
node --test --test-concurrency=1 tests/e2e/
