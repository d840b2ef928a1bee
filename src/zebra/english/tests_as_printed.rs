//! Reported words as printed: the words a rewritten sentence reports are the line's own.

use super::phrases;
use crate::zebra::english::test_support::reads;

fn words(s: &str) -> Vec<String> {
    s.split(' ').map(String::from).collect()
}

#[test]
fn a_kept_word_is_itself_and_a_written_one_is_what_it_replaced() {
    let printed = words("the two friends will meet at the vendor while reef is playing");
    let ws = words("the pair will meet at the vendor during reef playing");
    assert_eq!(
        phrases(&printed, &ws, &[1, 3, 7, 9]),
        ["two friends", "meet", "while", "playing"]
    );
    // A moved word is itself, not the words left where it stood.
    let printed = words("a and b were covered , in some order , by c and d");
    let ws = words("of a and b , one was covered by c and the other was covered by d");
    assert_eq!(phrases(&printed, &ws, &[7, 14]), ["covered"]);
    let printed = words("the two friends will meet at the vendor while reef is playing");
    // Unchanged words report themselves, each once.
    assert_eq!(phrases(&printed, &printed, &[4, 4]), ["meet"]);
    // A word added with nothing printed in its place stays itself.
    let ws = words("the two friends will surely meet");
    assert_eq!(
        phrases(&words("the two friends will meet"), &ws, &[4]),
        ["surely"]
    );
}

const FESTIVAL: &str = "band: Ellyfish, Korrupt, Retread Ed and the Flat Tires, Yellow Reef
music: country, grunge, reggae, speed metal
meeting place: carnival games, information booth, mosh pit, T-shirt vendor
";

#[test]
fn translate_quotes_the_story_words_as_printed() {
    let text = format!(
        "{FESTIVAL}4. The two friends won't meet at the T-shirt vendor while Yellow Reef is \
         playing.\n"
    );
    let out = crate::zebra::english::translate(&text).unwrap();
    assert!(
        out.contains(
            "# (a story: 'two friends', 'meet' and 'while' taken as linking what it names)\n\
             T-shirt vendor is not Yellow Reef\n"
        ),
        "{out}"
    );
    // The reading itself is unchanged.
    reads(
        FESTIVAL,
        &[(
            "The two friends won't meet at the T-shirt vendor while Yellow Reef is playing.",
            &["T-shirt vendor is not Yellow Reef"],
        )],
    );
}

#[test]
fn an_unread_line_names_its_words_as_printed() {
    // "him" points at someone: no story, and the words it could not place are the line's.
    let e = crate::zebra::english::test_support::read_in(
        FESTIVAL,
        "The two friends won't meet him at the T-shirt vendor while Yellow Reef is playing.",
    )
    .unwrap_err();
    assert!(e.contains("'two friends'") && e.contains("'while'"), "{e}");
    assert!(!e.contains("'pair'") && !e.contains("'during'"), "{e}");
}
