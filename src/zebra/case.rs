//! Lowercasing for names and labels. In WebAssembly the browser's own `toLowerCase` does it
//! for text beyond ASCII, because the standard library's case tables are among the largest
//! data a zebra module would download. It imports nothing of the puzzle, so that labels.rs
//! and names.rs can both use it.

/// `s` in lower case, as [`str::to_lowercase`] writes it: the browser's `toLowerCase` follows
/// the same Unicode default lowercasing, final sigma included.
pub(crate) fn lowercase(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    #[cfg(target_arch = "wasm32")]
    {
        String::from(js_sys::JsString::from(s).to_lower_case())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        s.to_lowercase()
    }
}

/// `c` in lower case when that is one character as long in UTF-8 as `c`, else `c` itself, so
/// that lowering a line keeps every byte offset in it.
pub(crate) fn lower_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let mut buf = [0; 4];
    let l = lowercase(c.encode_utf8(&mut buf));
    let mut cs = l.chars();
    match (cs.next(), cs.next()) {
        (Some(d), None) if d.len_utf8() == c.len_utf8() => d,
        _ => c,
    }
}

/// [`lowercase`] as a method, for the English reader's many lowered names: the standard
/// library's `to_lowercase` would bring its case tables (about 4 KB gzip) into the reader's
/// module.
pub(crate) trait Lowered {
    fn lowered(&self) -> String;
}

impl Lowered for str {
    fn lowered(&self) -> String {
        lowercase(self)
    }
}
