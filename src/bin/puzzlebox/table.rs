//! Plain-text tables for the terminal: left-aligned columns two spaces apart.

/// `cell` followed by spaces up to `width` characters. Written out rather than with
/// `format!("{cell:width$}")`, whose width must be below 65,536: a long name must print,
/// not panic.
pub fn pad(cell: &str, width: usize) -> String {
    let used = cell.chars().count();
    let mut s = String::with_capacity(cell.len() + width.saturating_sub(used));
    s.push_str(cell);
    s.extend(std::iter::repeat_n(' ', width.saturating_sub(used)));
    s
}

/// The rows as left-aligned columns separated by two spaces, one line each, without trailing
/// spaces. Every row has the first row's number of cells.
pub fn align(rows: &[Vec<String>]) -> String {
    let widths: Vec<usize> = (0..rows.first().map_or(0, Vec::len))
        .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
        .collect();
    let mut s = String::new();
    for row in rows {
        let cells: Vec<String> = row.iter().zip(&widths).map(|(c, &w)| pad(c, w)).collect();
        s += cells.join("  ").trim_end();
        s.push('\n');
    }
    s
}
