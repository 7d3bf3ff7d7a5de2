//! Instance members called in property functions (`$(Name.Replace('a', 'b'))`), as
//! `System.String` and MSBuild's `WellKnownFunctions.TryExecuteStringFunction` define them:
//! `Replace`, `Contains`, `IndexOf` are ordinal; `StartsWith`/`EndsWith` are culture-sensitive in
//! .NET, which equals ordinal for the ASCII text projects compare. Indexes count characters
//! (UTF-16 units in .NET; the same for the text of project files). A call .NET would throw on
//! (an index out of range) is `None`, as is any member not listed here.

use crate::property_functions::{Args, Value};

/// Calls the member `name` on `value`.
pub(crate) fn call(value: Value, name: &str, args: &Args) -> Option<Value> {
    let name = name.to_ascii_lowercase();
    match value {
        Value::Text(text) => string_member(&text, &name, args),
        Value::List(items) => match (name.as_str(), args.len()) {
            ("length", 0) => Some(Value::Int(items.len() as i64)),
            ("getvalue", 1) => index(Value::List(items), args),
            ("tostring", 0) => Some(Value::Text("System.String[]".to_owned())),
            _ => None,
        },
        other => match (name.as_str(), args.len()) {
            ("tostring", 0) => Some(Value::Text(other.into_text())),
            // Members of bool, numbers and char are rare in projects: not evaluated.
            _ => None,
        },
    }
}

/// An indexer: `[i]` of a string (`get_Chars`) or of an array (`GetValue`).
pub(crate) fn index(value: Value, args: &Args) -> Option<Value> {
    if args.len() != 1 {
        return None;
    }
    let at = usize::try_from(args.int(0)?).ok()?;
    match value {
        Value::Text(text) => text.chars().nth(at).map(Value::Char),
        Value::List(items) => items.into_iter().nth(at).map(Value::Text),
        _ => None,
    }
}

fn string_member(text: &str, name: &str, args: &Args) -> Option<Value> {
    let chars = || text.chars().collect::<Vec<_>>();
    let value = match (name, args.len()) {
        ("length", 0) => Value::Int(text.chars().count() as i64),
        ("tostring" | "clone" | "normalize", 0) => Value::Text(text.to_owned()),
        ("tolower" | "tolowerinvariant", 0) => Value::Text(text.to_lowercase()),
        ("toupper" | "toupperinvariant", 0) => Value::Text(text.to_uppercase()),
        ("trim", 0) => Value::Text(text.trim().to_owned()),
        ("trimstart", 0) => Value::Text(text.trim_start().to_owned()),
        ("trimend", 0) => Value::Text(text.trim_end().to_owned()),
        ("trim" | "trimstart" | "trimend", 1) => {
            // `TrimStart`/`TrimEnd` take the argument's characters as the set; `Trim` binds
            // only a single character.
            let set: Vec<char> = args.text(0)?.chars().collect();
            if set.is_empty() || (name == "trim" && set.len() != 1) {
                return None;
            }
            let trimmed = match name {
                "trim" => text.trim_matches(set.as_slice()),
                "trimstart" => text.trim_start_matches(set.as_slice()),
                _ => text.trim_end_matches(set.as_slice()),
            };
            Value::Text(trimmed.to_owned())
        }
        ("replace", 2) => {
            let old = args.text(0).filter(|old| !old.is_empty())?;
            Value::Text(text.replace(old, args.text(1).unwrap_or_default()))
        }
        ("contains", 1) => Value::Bool(text.contains(args.text(0)?)),
        ("startswith", 1) => Value::Bool(text.starts_with(args.text(0)?)),
        ("endswith", 1) => Value::Bool(text.ends_with(args.text(0)?)),
        ("equals", 1) => Value::Bool(args.text(0) == Some(text)),
        ("indexof", 1) => Value::Int(char_index(text, text.find(args.text(0)?))),
        ("lastindexof", 1) => Value::Int(char_index(text, text.rfind(args.text(0)?))),
        ("indexofany", 1) => {
            let set: Vec<char> = args.text(0)?.chars().collect();
            Value::Int(char_index(text, text.find(set.as_slice())))
        }
        ("lastindexofany", 1) => {
            let set: Vec<char> = args.text(0)?.chars().collect();
            Value::Int(char_index(text, text.rfind(set.as_slice())))
        }
        ("substring", 1) => {
            let chars = chars();
            let start = usize::try_from(args.int(0)?).ok()?;
            Value::Text(chars.get(start..)?.iter().collect())
        }
        ("substring", 2) => {
            let chars = chars();
            let start = usize::try_from(args.int(0)?).ok()?;
            let length = usize::try_from(args.int(1)?).ok()?;
            Value::Text(
                chars
                    .get(start..start.checked_add(length)?)?
                    .iter()
                    .collect(),
            )
        }
        ("remove", 1) => {
            let chars = chars();
            let start = usize::try_from(args.int(0)?).ok()?;
            Value::Text(chars.get(..start)?.iter().collect())
        }
        ("split", 1) => {
            // MSBuild binds `Split` with one single-character separator.
            let separator = args.text(0)?;
            let mut separators = separator.chars();
            let (Some(ch), None) = (separators.next(), separators.next()) else {
                return None;
            };
            Value::List(text.split(ch).map(str::to_owned).collect())
        }
        ("padleft" | "padright", 1 | 2) => {
            let width = usize::try_from(args.int(0)?).ok()?;
            let fill = match args.len() {
                1 => ' ',
                _ => {
                    let mut fill = args.text(1)?.chars();
                    match (fill.next(), fill.next()) {
                        (Some(ch), None) => ch,
                        _ => return None,
                    }
                }
            };
            let padding: String =
                std::iter::repeat_n(fill, width.saturating_sub(text.chars().count())).collect();
            Value::Text(if name == "padleft" {
                format!("{padding}{text}")
            } else {
                format!("{text}{padding}")
            })
        }
        _ => return None,
    };
    Some(value)
}

/// A byte index found in `text` as a character index; -1 for none.
fn char_index(text: &str, found: Option<usize>) -> i64 {
    found.map_or(-1, |at| text[..at].chars().count() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(values: &[&str]) -> Args {
        Args(values.iter().map(|v| Some((*v).to_owned())).collect())
    }

    fn text(receiver: &str, name: &str, values: &[&str]) -> Option<String> {
        call(Value::Text(receiver.to_owned()), name, &args(values)).map(Value::into_text)
    }

    #[test]
    fn string_members_behave_as_in_dotnet() {
        assert_eq!(
            text("a-b-c", "Replace", &["-", "."]).as_deref(),
            Some("a.b.c")
        );
        assert_eq!(text("a-b", "replace", &["", "."]), None); // ArgumentException
        assert_eq!(text("Abc", "Replace", &["a", "x"]).as_deref(), Some("Abc")); // ordinal
        assert_eq!(
            text("net8.0", "StartsWith", &["net"]).as_deref(),
            Some("True")
        );
        assert_eq!(
            text("net8.0", "EndsWith", &[".1"]).as_deref(),
            Some("False")
        );
        assert_eq!(text("net8.0", "Contains", &["8"]).as_deref(), Some("True"));
        assert_eq!(text("  x ", "Trim", &[]).as_deref(), Some("x"));
        assert_eq!(text("dir\\//", "TrimEnd", &["\\/"]).as_deref(), Some("dir"));
        assert_eq!(text("vv1.2", "TrimStart", &["v"]).as_deref(), Some("1.2"));
        assert_eq!(text("MiXed", "ToLower", &[]).as_deref(), Some("mixed"));
        assert_eq!(
            text("MiXed", "ToUpperInvariant", &[]).as_deref(),
            Some("MIXED")
        );
        assert_eq!(text("net8.0", "Substring", &["3"]).as_deref(), Some("8.0"));
        assert_eq!(
            text("net8.0", "Substring", &["0", "3"]).as_deref(),
            Some("net")
        );
        assert_eq!(text("net", "Substring", &["4"]), None); // out of range
        assert_eq!(text("net8.0", "Length", &[]).as_deref(), Some("6"));
        assert_eq!(text("a.b.c", "IndexOf", &["."]).as_deref(), Some("1"));
        assert_eq!(text("a.b.c", "LastIndexOf", &["."]).as_deref(), Some("3"));
        assert_eq!(text("abc", "IndexOf", &["z"]).as_deref(), Some("-1"));
        assert_eq!(text("a;b", "Split", &[";"]).as_deref(), Some("a;b"));
        assert_eq!(text("a;b", "Split", &[";;"]), None);
        assert_eq!(text("7", "PadLeft", &["3", "0"]).as_deref(), Some("007"));
        assert_eq!(text("x", "Equals", &["X"]).as_deref(), Some("False"));
        assert_eq!(text("x", "Frobnicate", &[]), None);
    }

    #[test]
    fn indexers_take_characters_and_array_items() {
        let split = call(Value::Text("net8.0-windows".into()), "Split", &args(&["-"])).unwrap();
        assert_eq!(
            index(split.clone(), &args(&["1"]))
                .map(Value::into_text)
                .as_deref(),
            Some("windows")
        );
        assert_eq!(index(split, &args(&["2"])), None);
        assert_eq!(
            index(Value::Text("abc".into()), &args(&["0"])),
            Some(Value::Char('a'))
        );
    }
}
