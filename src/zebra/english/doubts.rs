//! Why the story reading ([`super::story`]) refuses a sentence of two things: the word that
//! makes the reading unsafe and what kind of doubt it raises. Readers after it decide by the
//! kind (the denial reader reads "exactly" itself, [`super::story::denial_may_read`]), never
//! by the wording of the message, which is for the puzzle's author.

use crate::zebra::error::Clip;
use std::fmt;

/// What a word makes unsafe about the story reading.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DoubtKind {
    /// A word of the closed meaning list ("exactly", "only", "but").
    Meaning,
    /// A word that may stand for a thing the sentence does not name ("he", "this").
    Pointer,
    /// "one" that may be a third thing.
    Third,
    /// A noun for a second person ("aunt", "friend").
    SomeoneElse,
    /// A possessive of something the sentence does not name ("one lad's").
    Owner,
    /// A comparative with nothing compared to ("larger").
    Comparative,
    /// A number or a sign among the story's words.
    Sign,
    /// A story word before a clause opened by `relative`, after the first thing `first`.
    Described { first: String, relative: String },
    /// The two things are of one attribute; the other thing's word.
    OneAttribute(String),
    /// More than one negation.
    Negations,
    /// A negation inside a relative clause opened by the word held.
    DeniesClause(String),
    /// A negation after no verb it could deny.
    NoVerb,
    /// A negation in a sentence with an aside between commas.
    Aside,
    /// A negation that ends the sentence.
    EndsSentence,
    /// A negation before the word held, which may describe a state ("not happy").
    State(String),
}

/// The word that makes the story reading unsafe, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Doubt {
    pub word: String,
    pub kind: DoubtKind,
}

impl Doubt {
    pub fn new(word: &str, kind: DoubtKind) -> Doubt {
        Doubt {
            word: word.to_string(),
            kind,
        }
    }
}

impl fmt::Display for Doubt {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let w = Clip(&self.word);
        match &self.kind {
            DoubtKind::Meaning => write!(f, "'{w}' changes what the sentence says"),
            DoubtKind::Pointer => {
                write!(f, "'{w}' may stand for a thing the sentence does not name")
            }
            DoubtKind::Third => write!(f, "'{w}' may be a third thing the sentence does not name"),
            DoubtKind::SomeoneElse => write!(
                f,
                "'{w}' names someone else than the two things the sentence names"
            ),
            DoubtKind::Owner => {
                write!(f, "'{w}' owns something, and is no value the puzzle names")
            }
            DoubtKind::Comparative => {
                write!(f, "'{w}' compares, and the sentence says with what nowhere")
            }
            DoubtKind::Sign => {
                write!(
                    f,
                    "'{w}' is a number or a sign the story reading cannot place"
                )
            }
            DoubtKind::Described { first, relative } => write!(
                f,
                "'{w}' stands between '{}' and a clause opened by '{relative}', which may \
                 describe a third thing",
                Clip(first)
            ),
            DoubtKind::OneAttribute(other) => write!(
                f,
                "'{w}' and '{}' are of one attribute, and the story's words may relate them in \
                 any way",
                Clip(other)
            ),
            DoubtKind::Negations => write!(f, "it has more than one negation"),
            DoubtKind::DeniesClause(relative) => write!(
                f,
                "'{w}' stands in a clause opened by '{relative}', which it may deny alone"
            ),
            DoubtKind::NoVerb => write!(f, "'{w}' stands after no verb it could deny"),
            DoubtKind::Aside => write!(
                f,
                "'{w}' may belong to an aside between commas, which the story reading does not \
                 follow"
            ),
            DoubtKind::EndsSentence => write!(f, "the negation ends the sentence"),
            DoubtKind::State(next) => write!(
                f,
                "'{w} {}' may say how something is rather than deny that the two go together",
                Clip(next)
            ),
        }
    }
}
