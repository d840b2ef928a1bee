//! Words that say a thing is one of a `group:` header's members (`group: women: Calla,
//! Lynn`). "a woman" ("The secretary (who is a woman) snitched more", "A man gave the
//! lecture on modern art") is read by naming one member in its place ("… who is Calla …")
//! and keeping what the sentence then says of that member only when it is one plain "is":
//! the thing it is becomes "one of the group" (`X is not V` for every value outside the
//! group). A member named in any other relation ("a woman snitched more than Bill", "either
//! Bill or a woman", "a woman is not …") says something of *some* member, which the clue
//! language cannot state, and is refused. A title ("Ms. Oakley", "Mr. Ellis") before a value
//! says the same of that value, for a group whose name is the title's gender. Without a
//! group header none of this applies: the words are read as before.

use super::{tokens, English};
use crate::zebra::case::{among, has_str};
use crate::zebra::error::ZebraError;
use crate::zebra::model::{Constraint, Group, Puzzle, Relation, Term};
use crate::zebra::names::normal;

/// The words that name one of group `g`'s members: its name and that name's singular.
fn forms(g: &Group) -> Vec<String> {
    let name = normal(&g.name);
    let singular = match name.as_str() {
        "women" => "woman".to_string(),
        "men" => "man".to_string(),
        n => n.strip_suffix('s').unwrap_or(n).to_string(),
    };
    vec![name, singular]
}

/// The titles that say a person is of group `g`, when its name is a gender.
fn titles(g: &Group) -> &'static [&'static str] {
    let forms = forms(g);
    let is = |ws: &[&str]| forms.iter().any(|f| ws.contains(&f.as_str()));
    if is(&["woman", "female", "lady", "ladies", "girl"]) {
        &["ms", "mrs", "miss"]
    } else if is(&["man", "male", "gentleman", "gentlemen", "boy"]) {
        &["mr"]
    } else {
        &[]
    }
}

/// A sentence's "a woman" with a member named in its place: the sentence to read instead,
/// the group and the member's item. `None` when no group's word follows "a" or "an".
pub fn aside(p: &Puzzle, text: &str) -> Option<Result<(String, usize, usize), String>> {
    let ws = tokens::words(&tokens::clean(text))?;
    let mut found = None;
    for (i, w) in ws.iter().enumerate().skip(1) {
        if !among(ws[i - 1].as_str(), "a|an") {
            continue;
        }
        for (gi, g) in p.groups.iter().enumerate() {
            if forms(g).contains(w) {
                if found.is_some() {
                    return Some(Err(
                        "it names two of a group ('a …' twice), which the clue language cannot \
                         state in one clue"
                            .into(),
                    ));
                }
                found = Some((i, gi));
            }
        }
    }
    let (i, gi) = found?;
    let g = &p.groups[gi];
    let values = &p.attributes[g.attribute].values;
    let sentence = format!(" {} ", ws.join(" "));
    // A member the sentence does not name already, so that what is said of it is the aside's.
    let Some(&k) = g
        .values
        .iter()
        .find(|&&k| !has_str(&sentence, &format!(" {} ", normal(&values[k]))))
    else {
        return Some(Err(format!(
            "'a {}' cannot be told apart from the {} the sentence names",
            ws[i], g.name
        )));
    };
    let mut implied: Vec<String> = ws[..i - 1].to_vec();
    implied.push(normal(&values[k]));
    implied.extend(ws[i + 1..].iter().cloned());
    Some(Ok((implied.join(" "), gi, g.attribute * p.n() + k)))
}

/// The clues of the sentence read with a member in place of "a woman" ([`aside`]): the one
/// "X is member" becomes "X is one of the group"; anything else said of the member refuses.
pub fn apply(
    p: &Puzzle,
    group: usize,
    item: usize,
    read: Vec<Constraint>,
) -> Result<Vec<Constraint>, String> {
    let g = &p.groups[group];
    let m = Term::Item(item);
    let mut out = vec![];
    let mut of = None;
    for c in read {
        if !c.terms().contains(&m) {
            out.push(c);
            continue;
        }
        match c {
            Constraint::Rel {
                x,
                rel: Relation::Same,
                y,
            } if of.is_none() && (x == m) != (y == m) => of = Some(if x == m { y } else { x }),
            _ => {
                return Err(format!(
                    "'a {}' is read only as \"is one of the {}\"; said otherwise, it is about \
                     some one of them, which the clue language cannot state",
                    forms(g)[1],
                    g.name
                ))
            }
        }
    }
    let x = of.ok_or_else(|| format!("'a {}' says nothing of anything here", forms(g)[1]))?;
    out.extend(member(p, g, x, &format!("a {}", forms(g)[1]))?);
    Ok(out)
}

/// "x is one of group `g`" as clues; a value of the group's own attribute is one of it or
/// not by the header, and one that is not makes the sentence say the impossible ("*Mr.*
/// Alice" where Alice is one of the women), which is refused naming `words`.
fn member(p: &Puzzle, g: &Group, x: Term, words: &str) -> Result<Vec<Constraint>, String> {
    let Term::Item(i) = x else {
        return Ok(p.group_member(g, x));
    };
    if p.attribute_of(i) != g.attribute {
        return Ok(p.group_member(g, x));
    }
    if g.values.contains(&(i % p.n())) {
        return Ok(vec![]);
    }
    Err(format!(
        "'{words}' is said of {}, who is not one of the {} the header lists",
        p.value_name(i),
        g.name
    ))
}

/// "Ms. Oakley": Oakley is one of the group whose gender the title is, for every title
/// before a value's name (of one, two or three words) in the sentence.
pub fn titled(p: &Puzzle, text: &str) -> Result<Vec<Constraint>, String> {
    let Some(ws) = tokens::words(&tokens::clean(text)) else {
        return Ok(vec![]);
    };
    let n = p.n();
    let mut out = vec![];
    for g in &p.groups {
        let titles = titles(g);
        for i in (0..ws.len()).filter(|&i| titles.contains(&ws[i].as_str())) {
            let named = (1..=3).rev().find_map(|len| {
                let name = ws.get(i + 1..i + 1 + len)?.join(" ");
                let mut items = p.attributes.iter().enumerate().flat_map(|(a, attr)| {
                    let name = name.clone();
                    attr.values
                        .iter()
                        .enumerate()
                        .filter(move |(_, v)| normal(v) == name)
                        .map(move |(k, _)| a * n + k)
                });
                let first = items.next()?;
                items.next().is_none().then_some(first)
            });
            if let Some(item) = named {
                let words = format!("{}. {}", ws[i], p.value_name(item));
                for c in member(p, g, Term::Item(item), &words)? {
                    if !out.contains(&c) {
                        out.push(c);
                    }
                }
            }
        }
    }
    Ok(out)
}

impl English {
    /// Reads `text` at `line` as English after the clue language refused it with `refusal`.
    /// Only "not a clue form" and "no such name" refusals are worth a second reading; the
    /// clue language's other errors (a position that does not exist, a name two attributes
    /// share) stand. `clue_reads(line)`: whether the clue language reads a line, to offer a
    /// misspelt relation word's fix only when the fixed line reads.
    pub(crate) fn read(
        &self,
        p: &Puzzle,
        line: usize,
        text: &str,
        refusal: ZebraError,
        clue_reads: &dyn Fn(&str) -> bool,
    ) -> Result<Vec<Constraint>, ZebraError> {
        self.keep_printed(text);
        if p.groups.is_empty() {
            return self.read_sentence(p, line, text, refusal, clue_reads);
        }
        // A `group:` header's words: "a woman" read with a member in its place, "Ms. X".
        let english = |message: String| ZebraError::English { line, message };
        let mut read = match aside(p, text) {
            None => self.read_sentence(p, line, text, refusal, clue_reads)?,
            Some(found) => {
                let (implied, group, item) = found.map_err(english)?;
                let read = self.read_sentence(p, line, &implied, refusal, clue_reads)?;
                apply(p, group, item, read).map_err(english)?
            }
        };
        for c in titled(p, text).map_err(english)? {
            if !read.contains(&c) {
                read.push(c);
            }
        }
        Ok(read)
    }
}
