// Types for the JavaScript type check (jsconfig.json): the constants scripts/bundle.mjs writes
// into the bundles at build time. Served unbuilt they are not defined, which the pages test
// with `typeof`.
declare const PUZZLEBOX_PRELOAD: string | undefined;
declare const PUZZLEBOX_PRELOAD_HOME: string | undefined;
declare const PUZZLEBOX_POCKET_SHAPE: string | undefined;
