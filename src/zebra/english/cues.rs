//! The words the reader knows, as data: relation cues, the modifiers that sharpen them,
//! negations, connectives, numbers and ordinals, units, and the filler words that carry no
//! relation of their own ("the", "person", "lives", "owns", …). The grammar decides what a
//! sentence means from which of these it finds; adding a phrasing is adding a row here.

/// The relation a cue word names, before modifiers, numbers and negation are applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Core {
    /// To the left (or, with "immediately", directly left).
    Left,
    Right,
    /// Adjacent.
    Next,
    /// "one house between": D + 1 apart.
    Between,
    /// "two houses away / apart".
    Away,
    /// A smaller label: "before", "fewer … than", "younger than".
    Less,
    /// A larger label: "after", "more … than", "older than".
    More,
    /// "in the same house".
    Same,
    /// "in different houses".
    Different,
}

impl Core {
    /// Whether a number may stand before the cue ("2 houses to the left of", "3 years older").
    pub fn takes_number(self) -> bool {
        !matches!(self, Core::Next | Core::Same | Core::Different)
    }
}

/// Relation cue words. Comparatives count only when "than" follows somewhere after them.
pub const CORES: &[(&str, Core)] = &[
    ("left", Core::Left),
    ("right", Core::Right),
    ("next", Core::Next),
    ("beside", Core::Next),
    ("besides", Core::Next),
    ("adjacent", Core::Next),
    ("consecutive", Core::Next),
    ("alongside", Core::Next),
    ("neighbour", Core::Next),
    ("neighbours", Core::Next),
    ("neighbor", Core::Next),
    ("neighbors", Core::Next),
    ("neighbouring", Core::Next),
    ("neighboring", Core::Next),
    ("between", Core::Between),
    ("away", Core::Away),
    ("apart", Core::Away),
    ("before", Core::Less),
    ("after", Core::More),
    ("same", Core::Same),
    ("different", Core::Different),
    ("separate", Core::Different),
];

/// Comparatives: a larger (`More`) or smaller (`Less`) label than someone else's.
pub const COMPARATIVES: &[(&str, Core)] = &[
    ("more", Core::More),
    ("greater", Core::More),
    ("higher", Core::More),
    ("larger", Core::More),
    ("bigger", Core::More),
    ("older", Core::More),
    ("later", Core::More),
    ("longer", Core::More),
    ("heavier", Core::More),
    ("taller", Core::More),
    ("farther", Core::More),
    ("further", Core::More),
    ("less", Core::Less),
    ("fewer", Core::Less),
    ("lower", Core::Less),
    ("smaller", Core::Less),
    ("younger", Core::Less),
    ("earlier", Core::Less),
    ("shorter", Core::Less),
    ("lighter", Core::Less),
    ("sooner", Core::Less),
    ("deeper", Core::More),
    ("shallower", Core::Less),
    ("cheaper", Core::Less),
    ("pricier", Core::More),
    ("costlier", Core::More),
    ("closer", Core::Less),
    ("nearer", Core::Less),
];

/// How a modifier sharpens a left / right cue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Modifier {
    /// Directly: "immediately", "directly", "just", "on the immediate left".
    Immediate,
    /// Anywhere: "somewhere", "anywhere" (the plain reading, said explicitly).
    Somewhere,
}

pub const MODIFIERS: &[(&str, Modifier)] = &[
    ("immediately", Modifier::Immediate),
    ("immediate", Modifier::Immediate),
    ("directly", Modifier::Immediate),
    ("just", Modifier::Immediate),
    ("somewhere", Modifier::Somewhere),
    ("anywhere", Modifier::Somewhere),
    // "sometime before", "somewhat more … than": an amount not given.
    ("sometime", Modifier::Somewhere),
    ("somewhat", Modifier::Somewhere),
];

/// Words that negate the sentence's relation.
pub const NEGATIONS: &str = "not|never|no";

/// Number words (digits are read as numbers directly).
pub const NUMBERS: &[(&str, i64)] = &[
    ("zero", 0),
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("seventeen", 17),
    ("eighteen", 18),
    ("nineteen", 19),
];

/// Ordinals: the 1-based place from the left (or from the right with "from the right").
pub const ORDINALS: &[(&str, usize)] = &[
    ("first", 1),
    ("second", 2),
    ("third", 3),
    ("fourth", 4),
    ("fifth", 5),
    ("sixth", 6),
    ("seventh", 7),
    ("eighth", 8),
    ("ninth", 9),
    ("tenth", 10),
    ("eleventh", 11),
    ("twelfth", 12),
];

/// Words that may stand between a number and its cue ("2 *houses* to the left", "3 *years*
/// older"), besides the words of the attribute and position names.
#[rustfmt::skip]
pub const UNITS: &str = "house|houses|home|homes|door|doors|place|places|position|positions|spot|\
    spots|step|steps|seat|seats|room|rooms|year|years|pound|pounds|minute|minutes|hour|hours|day|\
    days|dollar|dollars|point|points|mile|miles|km|kg|cm|metre|metres|meter|meters|foot|feet|inch|\
    inches|week|weeks|month|months|unit|units|to|the|of|from|exactly|precisely|more|less|fewer|is|\
    are|lies|lie";

/// Words that link two mentions as one person / house ("lives in", "owns", "is"): a sentence
/// with no relation cue must have one of these to mean "same".
#[rustfmt::skip]
pub const LINKS: &str = "is|are|was|were|be|being|lives|live|living|lived|resides|reside|stays|in|\
    at|with|whose|'s|of|owns|own|owned|owner|owners|keeps|keep|kept|has|have|had|having|drinks|\
    drink|drank|drunk|drinker|drinkers|smokes|smoke|smoked|smoker|smokers|rears|rear|reared|\
    raises|raised|breeds|bred|likes|like|liked|loves|love|loved|lover|lovers|enjoys|enjoy|enjoyed|\
    prefers|prefer|preferred|plays|play|played|player|drives|drive|drove|driven|driver|eats|eat|\
    ate|eaten|eater|reads|read|reader|wears|wear|wore|worn|wearing|grows|grow|grew|grown|grower|\
    bought|buys|buy|ordered|orders|order|chose|chosen|chooses|picked|picks|studies|study|studied|\
    works|work|worked|uses|use|used|collects|collect|collected|collector|teaches|teacher|writes|\
    wrote|written|writer|paints|painted|painter|belongs|belong|belonged|lost|loses|lose|won|wins|\
    win|got|gets|get|received|receives|sat|sits|sit|seated|stands|stood|parked|parks|park|named|\
    called|born|aged|age|speaks|speak|spoke|fan|fans|lover|favourite|favorite|pet|pets|kind|does|\
    do|did|will|can|could|would|should|must|dwells|occupies|occupy|occupied|home|found|where|whom|\
    as|by|for|on|belonging|came|comes|come|from|brought|brings|bring|makes|made|make|shares|share|\
    shared|holds|held|hold|visited|visits|visit|went|goes|go|travelled|traveled|listens|listened|\
    listen|watches|watched|watch|went|sells|sold|sell|runs|ran|run|cooks|cooked|cook|bakes|baked|\
    flies|flew|rides|rode|ridden|rider|owning|keeping|drinking|smoking|raising|playing|driving|\
    eating|reading|using|listening|painted|coloured|colored|followed|follows|follow|following|\
    booked|books|book|booking|took|takes|take|taken|scored|scores|score|wields|wield|wielded|\
    carries|carry|carried|bearer|keeper|keepers|user|users|dieter|dieters|enthusiast|enthusiasts|\
    ride|stand|listener|eaters|studying|student";

/// Words that carry nothing for the reader: articles, pronouns, people and houses, "there".
#[rustfmt::skip]
pub const FILLERS: &str = "the|a|an|who|which|that|this|these|those|person|people|man|men|woman|\
    women|guy|lady|gentleman|boy|girl|child|resident|residents|occupant|occupants|inhabitant|\
    individual|someone|somebody|anyone|house|houses|home|homes|building|one|ones|he|she|it|they|\
    them|his|her|hers|its|their|theirs|him|there|here|also|too|both|each|other|to|than|door|\
    next-door|located|situated|placed|position|positioned|spot|place|number|numbered|indeed|\
    exactly|precisely|only|actually|certainly|definitely|known|so|then|well|all|any|some|whoever|\
    whichever|whatever|what|thing|things|side|hand|team|member|friend|up|out|into|onto|upon|\
    inside|within|over|among|amongst|just|about|dwelling|lot|seat|room|cottage|flat|apartment|row|\
    street|line|order|sequence|given|count|counting|counted|when|if|while|clue|hint|directly|\
    nearest|closest|someone's|owner's|student|students|pupil|appointment|appointments|old|street|\
    road|lane|dog|dogs|pen|pens|drink|rider|riders|color|colour|colors|colours|type|brand|genre|\
    style|name|names|guest|guests|customer|customers|client|clients|contestant|contestants|\
    participant|participants|winner|competitor|competitors";

/// Words that make "X and Y are neighbours" read "each other": fillers that only make sense
/// with a symmetric cue are still fillers.
pub const EACH_OTHER: &str = "each|other|another|one";

pub fn core(word: &str) -> Option<Core> {
    CORES.iter().find(|(w, _)| *w == word).map(|&(_, c)| c)
}

pub fn comparative(word: &str) -> Option<Core> {
    COMPARATIVES
        .iter()
        .find(|(w, _)| *w == word)
        .map(|&(_, c)| c)
}

pub fn modifier(word: &str) -> Option<Modifier> {
    MODIFIERS.iter().find(|(w, _)| *w == word).map(|&(_, m)| m)
}

/// A number written in digits or as a word.
pub fn number(word: &str) -> Option<i64> {
    if let Ok(n) = word.parse::<i64>() {
        return (n.unsigned_abs() < (1 << 40)).then_some(n);
    }
    NUMBERS.iter().find(|(w, _)| *w == word).map(|&(_, n)| n)
}

/// An ordinal word or `1st`, `2nd`, `3rd`, `4th` …
pub fn ordinal(word: &str) -> Option<usize> {
    if let Some(&(_, k)) = ORDINALS.iter().find(|(w, _)| *w == word) {
        return Some(k);
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let suffix = word.get(digits..).unwrap_or_default();
    if digits > 0 && digits <= 2 && ["st", "nd", "rd", "th"].contains(&suffix) {
        return word.get(..digits).unwrap_or_default().parse().ok();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::zebra::case::among;

    #[test]
    fn tables_have_no_word_twice_in_conflicting_roles() {
        for (w, _) in CORES {
            assert!(comparative(w).is_none(), "{w} is a core and a comparative");
            assert!(!among(w, NEGATIONS), "{w}");
        }
        for (w, _) in MODIFIERS {
            assert!(core(w).is_none(), "{w}");
        }
    }

    #[test]
    fn numbers_and_ordinals() {
        assert_eq!(number("two"), Some(2));
        assert_eq!(number("12"), Some(12));
        assert_eq!(number("-3"), Some(-3));
        assert_eq!(number("twice"), None);
        assert_eq!(ordinal("third"), Some(3));
        assert_eq!(ordinal("4th"), Some(4));
        assert_eq!(ordinal("4x"), None);
        assert_eq!(ordinal("th"), None);
    }
}
