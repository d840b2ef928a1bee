//! What the reader's unit tests share: a sentence read under a header, as the clue lines it
//! reads as, the two checks most tests make of a list of sentences, and the headers several
//! test files read against.

use crate::zebra::Puzzle;

/// The clue lines `sentence` reads as under `header`, or the reader's message.
pub fn read_in(header: &str, sentence: &str) -> Result<Vec<String>, String> {
    Puzzle::parse(&format!("{header}{sentence}\n"))
        .map(|p| p.english[0].clues.clone())
        .map_err(|e| e.to_string())
}

/// Each sentence reads as exactly its clue lines.
pub fn reads(header: &str, rows: &[(&str, &[&str])]) {
    for (sentence, want) in rows {
        let got = read_in(header, sentence).unwrap_or_else(|e| panic!("{sentence:?}: {e}"));
        assert_eq!(got, *want, "{sentence:?}");
    }
}

/// Each sentence is refused, with a message set as a sentence (no run of spaces, as a string
/// broken over lines without its `\\` leaves).
pub fn refused(header: &str, sentences: &[&str]) {
    for sentence in sentences {
        match read_in(header, sentence) {
            Ok(got) => panic!("{sentence:?} was read as {got:?}"),
            Err(e) => assert!(!e.contains("  "), "{sentence:?}: {e:?}"),
        }
    }
}

/// Einstein's riddle's header (the red-team rounds' spelling: "Blend", "Blue Master").
pub const EINSTEIN: &str = "positions: 5
colour: red, green, white, yellow, blue
nationality: Brit, Swede, Dane, Norwegian, German
drink: tea, coffee, milk, beer, water
smoke: Pall Mall, Dunhill, Blend, Blue Master, Prince
pet: dogs, birds, cats, horses, fish
";

/// Dell's lecture series, with its groups.
pub const LECTURES: &str = "positions: day: Monday, Tuesday, Wednesday, Thursday, Friday
first name: Alice, Bernadette, Charles, Duane, Eddie
last name: Felicidad, Garber, Haller, Itakura, Jeffreys
lecture: choosing a college, physical hygiene, modern art, nutrition, study habits
group: women: Alice, Bernadette
group: men: Charles, Duane, Eddie
";

/// Dell's Breaking News.
pub const NEWS: &str = "reporter: Corey, Jimmy, Lois, Perry
location: Bayonne, New Hope, Port Charles, South Amboy
event: 30-pound baby, blimp launching, skyscraper dedication, beached whale
";

/// Puzzle Baron moderate 1: boat lengths in feet, as the order.
pub const BOATS: &str = "positions: lengths: 22 ft, 25 ft, 28 ft, 31 ft
names: Adagio III, Irish Pride, Restless Wave, White Squid
owners: Ann Alvarado, Betsy Becker, Ernesto Ellis, Hetta Hensley
";

/// Puzzle Baron easy 23: ages as plain numbers, lengths in feet.
pub const CROCODILES: &str = "positions: ages: 5, 10, 15, 20
names: Barnabas, Bubba, Draco, Merlin
lengths: 9.4 feet, 10.2 feet, 12.0 feet, 14.0 feet
";

/// CleverZebra 36: fines in pounds.
pub const FINES: &str = "positions: fine: £10, £20, £40
name: Brendan Buss, Fenella Ferry, Thomas Tramme
location: Cathedral, City Hall, Museum
law: One hour parking, Pay and display, Restricted parking
";
