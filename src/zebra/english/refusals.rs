//! Sentences the reader must refuse rather than misread: a word that changes the meaning
//! outside every form that uses it, and readings that would make two values of one
//! attribute one thing. Each of these was once read, wrongly, as a plain "is".

use crate::zebra::Puzzle;

const PETS: &str = "positions: 4
person: Amy, Bob, Cal, Dan
pet: cat, dog, fish, bird
";

/// The error `sentence` gets under [`PETS`], or a panic naming what it was read as.
fn refused(sentence: &str) -> String {
    match Puzzle::parse(&format!("{PETS}{sentence}\n")) {
        Ok(p) => panic!("{sentence:?} was read as {:?}", p.english[0].clues),
        Err(e) => e.to_string(),
    }
}

#[test]
fn meaning_words_outside_a_form_refuse_the_sentence() {
    for (sentence, word) in [
        ("Exactly one of Amy and Bob owns the cat.", "'exactly'"),
        ("Only one of Amy and Bob owns the dog.", "'only'"),
        ("Amy is as old as Bob.", "'as'"),
        ("Bob is someone other than the cat owner.", "'other'"),
        ("All of Amy, Bob and Cal own the bird.", "'all'"),
        ("Cal owns the fish or the bird, but not both.", "'but'"),
        ("Each of Amy and Bob owns a cat.", "'each'"),
    ] {
        let e = refused(sentence);
        assert!(e.starts_with("line 4: "), "{sentence:?}: {e}");
        assert!(e.contains(word), "{sentence:?} should name {word}: {e}");
    }
}

#[test]
fn two_people_joined_by_and_are_not_one() {
    for sentence in [
        "Amy and the cat owner are guests.",
        "Amy and Bob is the fish owner.",
    ] {
        let e = refused(sentence);
        assert!(e.contains("'and' joins two of them"), "{sentence:?}: {e}");
    }
}

#[test]
fn two_values_of_one_attribute_are_never_read_as_one() {
    for sentence in [
        "Amy owns the cat and Bob owns the dog.",
        "Bob owns the cat and is Amy.",
    ] {
        let e = refused(sentence);
        assert!(e.contains("one and the same"), "{sentence:?}: {e}");
    }
}

#[test]
fn every_unknown_word_is_named_once() {
    let e = refused("Amy sleeps and sleeps beside a happy cat.");
    assert!(e.contains("'sleeps' and 'happy'"), "{e}");
}

#[test]
fn the_forms_that_use_a_meaning_word_still_read() {
    let read = |s: &str| {
        let p = Puzzle::parse(&format!("{PETS}{s}\n")).unwrap_or_else(|e| panic!("{s:?}: {e}"));
        p.english[0].clues.clone()
    };
    assert_eq!(
        read("Amy and Bob live next to each other."),
        ["Amy is next to Bob"]
    );
    assert_eq!(
        read("Amy is exactly 2 houses away from Bob."),
        ["Amy is 2 away from Bob"]
    );
    assert_eq!(
        read("Amy lives in the same house as the cat owner."),
        ["Amy is cat"]
    );
    assert_eq!(
        read("Amy and the cat owner both live next to Bob."),
        ["Amy is next to Bob", "cat is next to Bob"]
    );
    assert_eq!(
        read("Of Amy and Bob, one owns the cat and the other the dog."),
        ["of Amy and Bob, one is cat and the other is dog"]
    );
}

#[test]
fn a_misspelt_name_of_several_words_gets_a_suggestion() {
    let header = "positions: 3\nperson: Amy, Bob, Cal\nsmoke: Old Gold, Pall Mall, Prince\n";
    // "old" is a word the reader knows (a filler), so only "gould" is unplaced.
    let e = Puzzle::parse(&format!("{header}Amy smokes Old Gould.\n")).unwrap_err();
    assert!(e.to_string().contains("did you mean \"Old Gold\"?"), "{e}");
}

#[test]
fn right_in_the_middle_is_no_side() {
    let header =
        "positions: 5\nperson: Amy, Bob, Cal, Dan, Eve\ndrink: tea, milk, beer, wine, water\n";
    let p = Puzzle::parse(&format!(
        "{header}The man living in the house right in the middle drinks milk.\n"
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.english[0].clues, ["milk is in 3"]);
}

#[test]
fn the_puzzles_own_verbs_link_only_a_plain_sentence() {
    let read = |s: &str| {
        Puzzle::parse(&format!("{PETS}{s}\n"))
            .map(|p| p.english[0].clues.clone())
            .map_err(|e| e.to_string())
    };
    assert_eq!(
        read("Amy adopted the cat."),
        Ok(vec!["Amy is cat".to_string()])
    );
    assert_eq!(
        read("The fish was adopted by Dan."),
        Ok(vec!["fish is Dan".to_string()])
    );
    // A meaning word, a relation cue, a word that relates two things apart, a comparative
    // form or a number keeps the verb from linking.
    for sentence in [
        "Amy adopted the cat, not the dog.",
        "Amy adopted the cat before Bob.",
        "The cat owner beat Bob.",
        "Amy is wealthier than the cat owner.",
        "Amy adopted the cat sooner.",
        "Amy adopted three cats.",
        "The fish owner is the youngest cat lover.",
        "Amy and the cat owner adopted a parrot.",
        "The fish hides when Bob visits.",
        "The cat was first adopted by Bob.",
    ] {
        assert!(
            read(sentence).is_err(),
            "{sentence:?} was read as {:?}",
            read(sentence)
        );
    }
}

#[test]
fn a_structure_line_states_no_clue_when_its_count_fits() {
    let p = Puzzle::parse(&format!(
        "{PETS}There are four houses.\nAmy owns the cat.\n"
    ))
    .unwrap();
    assert_eq!(p.english[0].clues, Vec::<String>::new());
    assert_eq!(p.clues.len(), 1);
    let e = refused("There are five houses.");
    assert!(
        e.contains("there are 5, but the puzzle has 4 positions"),
        "{e}"
    );
}

#[test]
fn a_property_the_grid_does_not_hold_never_links() {
    // From the field set (cleverzebra/05, /43): a gender says something of one thing, and the
    // clause beside it names another; read as the puzzle's own verbs, they made one of two.
    let nip =
        "positions: 4\ncelebrity: Pamela Prowed, Samantha Selffe, Selwyn Smugge, Vernon Vayne\n\
               famed for: Author, Movie star, Pop singer, TV star\n";
    let diner = "positions: 5\ncustomer: Chuck Chowdown, Natalie Nosh, Pauline Putterway, Terry Tukkin, \
                 Wilf Wolfett\nwaitress: Grace Garsonne, Muriel Mayde, Olivia O'Stesse, Penny Paige, \
                 Sonia Servitte\norder: Baguette, Bap, Roll, Sandwich, Toast\n";
    for (header, sentence) in [
        (
            nip,
            "Samantha Selffe's surgeon is a woman, the movie star's scalpel wielder is male.",
        ),
        (
            diner,
            "Waitress Penny Paige took the order for a sandwich from a male customer; Muriel \
                 Mayde served a lady.",
        ),
        (PETS, "The fish went to a female keeper, Dan."),
    ] {
        if let Ok(p) = Puzzle::parse(&format!("{header}{sentence}\n")) {
            panic!("{sentence:?} was read as {:?}", p.english[0].clues);
        }
    }
}

#[test]
fn the_field_sets_misreads_of_asides_names_and_two_sentences_are_refused() {
    // books/music-men, dell/blueberry-muffins, puzzlersparadise/monkey-business: each was read
    // as something its published answer contradicts ("King is in 25"; "Calla is in 4", the
    // last place; the rock both the apple and the pear).
    let music = "positions: age: 24, 25, 26\nname: Leon, Mark, Rob\nsurname: King, Prince, Queen\n";
    let muffins = "positions: muffins: 1, 2, 3, 4\nfirst name: Bill, Mark, Calla, Lynn\n\
                   last name: Ellis, Ingham, Oakley, Summers\n";
    let monkeys = "monkey: Sam, Anna, Harriet, Mike\nplace: grass, rock, stream, tree branch\n\
                   fruit: banana, apple, pear, orange\n";
    // "last name" is Calla's own category ([`super::owned`]), no "last" place.
    let calla = Puzzle::parse(&format!("{muffins}6. Calla's last name isn't Ingham.\n"));
    assert_eq!(
        calla.map(|p| p.english[0].clues.clone()),
        Ok(vec!["Calla is not Ingham".to_string()])
    );
    // Two sentences on one line read one by one, never as one sentence of four things.
    let p = Puzzle::parse(&format!(
        "{monkeys}- The monkey who sat on the rock ate the apple. The monkey who ate the pear \
         didn't sit on the tree branch\n"
    ))
    .unwrap();
    assert_eq!(
        p.english[0].clues,
        ["rock is apple", "pear is not tree branch"]
    );
    // A negated aside reads as the two facts it states, never as "King is in 25".
    let p = Puzzle::parse(&format!("{music}3. Leon, who is not King, is 25.\n")).unwrap();
    assert_eq!(p.english[0].clues, ["Leon is not King", "Leon is in 25"]);
    // An aside that says no "not" still reads (it joins the things it names).
    let p = Puzzle::parse(&format!("{music}Leon, who is King, is 25.\n"));
    assert!(p.is_ok(), "{:?}", p.err());
}

#[test]
fn central_is_an_adjective_not_the_middle_place() {
    // cleverzebra/41: "the central character's mother-in-law" was read as "mother-in-law is in
    // June", the middle month, which the published answer contradicts.
    let header = "positions: month: February, April, June, August, October\n\
                  character name: Dora Flint, Freda Grimm, Ilsa Harsch, Norah Leather, Roxana \
                  Stern\ncharacter role: Judge, Mother-in-law, Psychiatrist, Teacher, Terrorist\n";
    let sentence = "5. Helen took the role of unbalanced psychiatrist Dr Roxana Stern in the film \
                    released two months before the one in which she played the central \
                    character's mother-in-law.";
    if let Ok(p) = Puzzle::parse(&format!("{header}{sentence}\n")) {
        assert_eq!(
            p.english[0].clues,
            [
                "Psychiatrist is Roxana Stern",
                "Psychiatrist is 2 before Mother-in-law"
            ],
            "{sentence:?}"
        );
    }
}

#[test]
fn an_inclusive_or_is_refused_as_one_outside_its_sentence() {
    // "X is either Y or Z, or both" reads (statements.rs); "or both" anywhere else, or
    // after a sentence that is no "either", is refused by name.
    for sentence in [
        "Amy or Bob, or both, own the cat.",
        "Amy owns the cat, or both.",
        "Amy is either the cat owner or in the first house, or both, and Bob has the dog.",
    ] {
        let e = refused(sentence);
        assert!(
            e.contains("'or both' makes an inclusive or"),
            "{sentence:?}: {e}"
        );
    }
}
