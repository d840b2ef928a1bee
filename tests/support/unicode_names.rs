//! A puzzle whose names go beyond ASCII (accents, a Polish Ł, Greek in capitals and in lower
//! case, headers in capitals), with the clue-language lines each English line says, stated by
//! hand. The native reader (tests/zebra_english.rs) and the browser's module
//! (tests/wasm_zebra_english.rs, where the browser lowers such letters and says which are
//! letters and capitals) must both read it so: a full stop after "Zoë" ends a sentence only
//! when "ë" is a letter and "Å" a capital, "the brûlée" names the dessert only when "brûlée"
//! is all letters and "crème brûlée" has no capital, and "Σοφία" is "ΣΟΦΊΑ" lowered.

pub const TEXT: &str = "\
PERSON: Zoë, Ångström, ΣΟΦΊΑ, Łódź
CITY: Kraków, Zürich, Αθήνα, Århus
DESSERT: crème brûlée, apple strudel, baklava, tiramisù
positions: 4

1. Zoë lives in the first house. Ångström lives in the second house.
2. Σοφία lives in Αθήνα.
3. The person from Zürich lives next to ΣΟΦΊΑ.
4. Łódź lives in the last house.
5. Zoë lives in Kraków.
6. Ångström does not live in Zürich.
7. Łódź eats the brûlée.
8. The strudel lover lives in Kraków.
9. The tiramisù eater lives next to the baklava eater.
10. The baklava eater is not Ångström.
";

/// Each English line's number with the clue-language lines it says.
pub const READINGS: &[(usize, &[&str])] = &[
    (6, &["Zoë is in 1", "Ångström is in 2"]),
    (7, &["ΣΟΦΊΑ is Αθήνα"]),
    (8, &["Zürich is next to ΣΟΦΊΑ"]),
    (9, &["Łódź is in 4"]),
    (10, &["Zoë is Kraków"]),
    (11, &["Ångström is not Zürich"]),
    (12, &["Łódź is crème brûlée"]),
    (13, &["apple strudel is Kraków"]),
    (14, &["tiramisù is next to baklava"]),
    (15, &["baklava is not Ångström"]),
];

/// The lines of a text the reader handed back (src/zebra/readings.rs: a carried line is the
/// line as printed and its clue-language lines, each after U+001F), checked against
/// [`READINGS`] and against [`TEXT`]'s own lines.
pub fn check(read: &str) {
    let printed: Vec<&str> = TEXT.lines().collect();
    let carried: Vec<(usize, Vec<&str>)> = read
        .lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let mut fields = line.strip_prefix('\u{1f}')?.split('\u{1f}');
            assert_eq!(fields.next(), Some(printed[i]), "line {}", i + 1);
            Some((i + 1, fields.collect()))
        })
        .collect();
    let expected: Vec<(usize, Vec<&str>)> = READINGS
        .iter()
        .map(|&(line, clues)| (line, clues.to_vec()))
        .collect();
    assert_eq!(carried, expected);
    assert_eq!(read.lines().count(), printed.len());
}
