//! Ratios as publishers print them: "Otto is twice as many years old as the Hall child",
//! "the flautist snitched three times as many as Ms. Oakley did", "half as old as". The
//! sentence is read as the plain comparison it implies ("… more years old than …", which
//! says which side is the larger), and that comparison's one "left of" becomes the ratio
//! `larger is K times smaller`. A ratio compares amounts, so it is read only on a named order
//! whose labels are amounts in proportion (plain numbers, numbers with a unit, money), rising,
//! all above zero: on times, dates or places "twice" has no meaning the grid holds.

use super::cues;
use crate::zebra::error::{Clip, ZebraError};
use crate::zebra::labels::Kind as LabelKind;
use crate::zebra::model::{Constraint, Puzzle, Relation};

/// A ratio found in a sentence: its factor and the sentence as the comparison it implies.
pub struct Ratio {
    pub factor: i64,
    pub words: Vec<String>,
}

/// The multiplier at word `i` and how many words it takes: "twice", "thrice", "N times",
/// and "half", whose comparison goes the other way.
fn multiplier(ws: &[String], i: usize) -> Option<(i64, usize, bool)> {
    match ws[i].as_str() {
        "twice" => Some((2, 1, false)),
        "thrice" => Some((3, 1, false)),
        "half" => Some((2, 1, true)),
        w => {
            let n = cues::number(w)?;
            (ws.get(i + 1).map(String::as_str) == Some("times")).then_some((n, 2, false))
        }
    }
}

/// The comparative an amount's adjective takes ("old" → "older"); "many" and "much" are
/// "more" (or "fewer" / "less" when halved).
fn comparative(w: &str, half: bool) -> Option<String> {
    match (w, half) {
        ("many", false) | ("much", false) => Some("more".into()),
        ("many", true) => Some("fewer".into()),
        ("much", true) => Some("less".into()),
        _ => {
            let er = if w.ends_with('e') {
                format!("{w}r")
            } else {
                format!("{w}er")
            };
            cues::comparative(&er)?;
            if !half {
                return Some(er);
            }
            // Halved: the comparative of the other way ("half as old" is younger).
            let other = match w {
                "old" => "younger",
                "tall" | "long" => "shorter",
                "heavy" => "lighter",
                "large" | "big" => "smaller",
                "high" => "lower",
                _ => return None,
            };
            Some(other.into())
        }
    }
}

/// Whether the order's labels are amounts a ratio may compare.
fn in_proportion(p: &Puzzle) -> bool {
    let kind_fits = match p.printed.as_ref().map(|l| &l.kind) {
        None | Some(LabelKind::Number { .. } | LabelKind::Money) => true,
        Some(_) => false,
    };
    kind_fits
        && p.position_name.is_some()
        && p.labels.windows(2).all(|w| w[0] < w[1])
        && p.labels.iter().all(|&l| l > 0)
}

/// The ratio of a sentence ("K times as … as"), `None` when it has none, or why it cannot be
/// read.
pub fn find(p: &Puzzle, ws: &[String]) -> Option<Result<Ratio, String>> {
    let at = |k: usize| ws.get(k).map(String::as_str);
    let (i, (factor, len, half)) = (0..ws.len()).find_map(|i| {
        let m = multiplier(ws, i)?;
        (at(i + m.1) == Some("as")).then_some((i, m))
    })?;
    let phrase = ws[i..i + len].join(" ");
    Some((|| {
        if factor < 2 {
            return Err(format!("'{phrase} as' is no ratio of two amounts"));
        }
        if let Some(why) = super::wrong_senses::shifted(ws) {
            return Err(why);
        }
        if !in_proportion(p) {
            return Err(format!(
                "'{phrase} as' compares amounts, and the {} are not amounts in proportion \
                 (rising numbers above zero)",
                p.position_name.as_deref().unwrap_or("positions")
            ));
        }
        let open = i + len + 1;
        let close = (open..ws.len())
            .find(|&k| ws[k] == "as")
            .ok_or_else(|| format!("'{phrase} as' has no 'as' after what it measures"))?;
        let measure = &ws[open..close];
        let Some(first) = measure.first() else {
            return Err(format!("'{phrase} as as' measures nothing"));
        };
        let adjective = comparative(first, half).ok_or_else(|| {
            format!("'{phrase} as {first}' measures something the reader does not know")
        })?;
        // One ratio a sentence: a second multiplier would be a second comparison.
        if (close + 1..ws.len())
            .any(|k| multiplier(ws, k).is_some_and(|m| at(k + m.1) == Some("as")))
        {
            return Err("two ratios in one sentence cannot be stated as one clue".into());
        }
        let mut words: Vec<String> = ws[..i].to_vec();
        words.push(adjective);
        words.extend(measure[1..].iter().cloned());
        words.push("than".into());
        words.extend(ws[close + 1..].iter().cloned());
        Ok(Ratio { factor, words })
    })())
}

/// The clues of a sentence with a ratio ([`find`]): its implied comparison read with
/// `read_with`, and made the ratio ([`apply`]). A message about the comparison says which
/// words were read, since they are not the sentence's.
pub fn read(
    line: usize,
    found: Result<Ratio, String>,
    read_with: impl FnOnce(&str) -> Result<Vec<Constraint>, ZebraError>,
) -> Result<Vec<Constraint>, ZebraError> {
    let english = |message: String| ZebraError::English { line, message };
    let found = found.map_err(english)?;
    let implied = found.words.join(" ");
    let read = read_with(&implied).map_err(|e| match e {
        ZebraError::English { line, message } => ZebraError::English {
            line,
            message: format!("{message} (the ratio read as \"{}\")", Clip(&implied)),
        },
        e => e,
    })?;
    apply(&found, read).map_err(english)
}

/// The ratio's clues from the comparison it was read as: that comparison's one "left of"
/// (smaller left of larger) becomes "larger is K times smaller"; the descriptions read with
/// it stay. Anything else (a negation, "just", an "either") is no plain ratio.
pub fn apply(ratio: &Ratio, read: Vec<Constraint>) -> Result<Vec<Constraint>, String> {
    let comparisons = read
        .iter()
        .filter(|c| {
            !matches!(
                c,
                Constraint::Rel {
                    rel: Relation::Same,
                    ..
                }
            )
        })
        .count();
    let mut out = Vec::with_capacity(read.len());
    for c in read {
        match c {
            Constraint::Rel {
                x,
                rel: Relation::LeftOf,
                y,
            } if comparisons == 1 => out.push(Constraint::Rel {
                x: y,
                rel: Relation::LabelTimes(ratio.factor),
                y: x,
            }),
            Constraint::Rel {
                rel: Relation::Same,
                ..
            } => out.push(c),
            _ => {
                return Err(
                    "a ratio is read only as one plain 'K times as many as' between two things"
                        .into(),
                )
            }
        }
    }
    Ok(out)
}
