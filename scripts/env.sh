# Sourced by the other scripts: the tool paths and the settings that keep builds offline
# (trunk must never try to download wasm-bindgen or wasm-opt; see Trunk.toml).
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
