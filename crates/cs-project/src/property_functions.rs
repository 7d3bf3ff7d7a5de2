//! Property functions (`$(Name.Method(…))`, `$([Type]::Method(…))`, chains and indexers), read
//! and evaluated as MSBuild's `Expander.Function` does: the receiver is a property's value or a
//! static type, arguments are split at top-level commas (quotes and nested `$(…)` kept whole),
//! trimmed, unquoted and expanded; `null` is a null argument. Method and type names are
//! case-insensitive. The result is typed until it becomes text (`ConvertToString`): booleans are
//! `True`/`False`, arrays are joined with `;`.
//!
//! The functions themselves are in `intrinsic_functions.rs` (static) and
//! `string_functions.rs` (instance). Anything else — an unknown type or method, a call MSBuild
//! would fail — is not evaluated (`None`); the caller reports it.

use crate::intrinsic_functions;
use crate::properties::{Properties, closing_paren, is_property_name};
use crate::string_functions;

/// A function's result, typed as in MSBuild until it is turned into text.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Text(String),
    Bool(bool),
    Int(i64),
    Float(f64),
    Char(char),
    /// A `string[]` (from `Split`).
    List(Vec<String>),
}

impl Value {
    /// MSBuild's `ConvertToString`.
    pub(crate) fn into_text(self) -> String {
        match self {
            Value::Text(text) => text,
            Value::Bool(true) => "True".to_owned(),
            Value::Bool(false) => "False".to_owned(),
            Value::Int(number) => number.to_string(),
            Value::Float(number) => format_double(number),
            Value::Char(ch) => ch.to_string(),
            Value::List(items) => items.join(";"),
        }
    }
}

/// A double as .NET's invariant `ToString()` writes it (shortest round-trip form).
fn format_double(number: f64) -> String {
    if number.is_nan() {
        "NaN".to_owned()
    } else if number.is_infinite() {
        if number > 0.0 { "∞" } else { "-∞" }.to_owned()
    } else {
        number.to_string()
    }
}

/// The expanded arguments of a call; `None` is the `null` literal.
pub(crate) struct Args(pub(crate) Vec<Option<String>>);

impl Args {
    pub(crate) fn len(&self) -> usize {
        self.0.len()
    }

    /// The argument at `index` when it is there and not `null`.
    pub(crate) fn text(&self, index: usize) -> Option<&str> {
        self.0.get(index)?.as_deref()
    }

    /// The argument as .NET's `int`/`long` parsing takes it (invariant, surrounding
    /// whitespace and a sign allowed).
    pub(crate) fn int(&self, index: usize) -> Option<i64> {
        self.text(index)?.trim().parse().ok()
    }

    /// All arguments, none `null`.
    pub(crate) fn texts(&self) -> Option<Vec<&str>> {
        self.0.iter().map(Option::as_deref).collect()
    }
}

/// Evaluates `body`, the text between `$(` and `)` of a reference that is not a plain property
/// name. `None` when it is not evaluated.
pub(crate) fn evaluate(body: &str, properties: &Properties<'_>) -> Option<String> {
    let body = body.trim();
    let (mut value, mut rest) = if let Some(after) = body.strip_prefix('[') {
        let close = after.find(']')?;
        let type_name = after[..close].trim();
        let after = after[close + 1..].trim_start().strip_prefix("::")?;
        let call = Call::read(after, properties)?;
        let value = intrinsic_functions::call(type_name, &call.name, &call.args, properties)?;
        (value, call.rest)
    } else {
        let end = body.find(['.', '[']).unwrap_or(body.len());
        let name = body[..end].trim();
        if !is_property_name(name) {
            // `Registry:…`, or a syntax MSBuild rejects.
            return None;
        }
        (Value::Text(properties.get(name).to_owned()), &body[end..])
    };
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Some(value.into_text());
        }
        if let Some(after) = rest.strip_prefix('.') {
            let call = Call::read(after, properties)?;
            value = string_functions::call(value, &call.name, &call.args)?;
            rest = call.rest;
        } else if let Some(after) = rest.strip_prefix('[') {
            let close = after.find(']')?;
            let args = arguments(&after[..close], properties)?;
            value = string_functions::index(value, &args)?;
            rest = &after[close + 1..];
        } else {
            return None;
        }
    }
}

/// One member access: `Name(args)` or `Name` (a property, no arguments), and what follows it.
struct Call<'t> {
    name: String,
    args: Args,
    rest: &'t str,
}

impl<'t> Call<'t> {
    fn read(text: &'t str, properties: &Properties<'_>) -> Option<Call<'t>> {
        let end = text.find(['(', '.', '[']).unwrap_or(text.len());
        let name = text[..end].trim();
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return None;
        }
        let after = &text[end..];
        match after.strip_prefix('(') {
            Some(inside) => {
                let close = closing_paren(inside)?;
                Some(Call {
                    name: name.to_owned(),
                    args: arguments(&inside[..close], properties)?,
                    rest: &inside[close + 1..],
                })
            }
            None => Some(Call {
                name: name.to_owned(),
                args: Args(Vec::new()),
                rest: after,
            }),
        }
    }
}

/// MSBuild's `ExtractFunctionArguments`, then each argument expanded: split at commas outside
/// quotes and `$(…)`, trimmed, `null` taken as null, one pair of enclosing quotes (`'`, `"` or
/// `` ` ``) removed. Blank content is no argument at all. `None` when an argument holds a
/// property function that is not evaluated.
fn arguments(content: &str, properties: &Properties<'_>) -> Option<Args> {
    if content.trim().is_empty() {
        return Some(Args(Vec::new()));
    }
    let mut raw = Vec::new();
    let mut start = 0;
    let mut index = 0;
    let bytes = content.as_bytes();
    while index < bytes.len() {
        match bytes[index] {
            b'$' if bytes.get(index + 1) == Some(&b'(') => {
                index += 2 + closing_paren(&content[index + 2..])?;
            }
            quote @ (b'\'' | b'"' | b'`') => {
                index += 1 + content[index + 1..].find(quote as char)?;
            }
            b',' => {
                raw.push(&content[start..index]);
                start = index + 1;
            }
            _ => {}
        }
        index += 1;
    }
    raw.push(&content[start..]);
    let mut args = Vec::with_capacity(raw.len());
    for argument in raw {
        let argument = argument.trim();
        if argument.eq_ignore_ascii_case("null") {
            args.push(None);
            continue;
        }
        let unquoted = ['\'', '"', '`']
            .iter()
            .find_map(|quote| {
                argument
                    .strip_prefix(*quote)
                    .and_then(|inner| inner.strip_suffix(*quote))
            })
            .unwrap_or(argument);
        args.push(Some(properties.expand_strict(unquoted)?));
    }
    Some(Args(args))
}
