//! MSBuild conditions (`Condition="'$(Configuration)' == 'Debug' and Exists('x.props')"`).
//!
//! The grammar is MSBuild's: `or` binds looser than `and`, `!` negates, parentheses group;
//! operands are quoted strings (with `$(…)` expanded, property functions included; a `'` inside
//! a `$(…)` does not end the string), unquoted words and numbers, and the functions `Exists`
//! and `HasTrailingSlash`. `==` and `!=` compare case-insensitively;
//! `<`, `>`, `<=`, `>=` compare numbers (or versions). What cannot be evaluated — an unknown
//! function, a malformed condition, a comparison of non-numbers — is `None`, and the caller
//! decides.

use std::path::Path;

use crate::fs::FileSystem;
use crate::paths;
use crate::properties::{Properties, closing_paren};

/// What a condition needs besides its text.
pub(crate) struct Context<'a> {
    pub(crate) properties: &'a Properties<'a>,
    pub(crate) fs: &'a dyn FileSystem,
    /// The directory relative paths in `Exists` are resolved against (the project's).
    pub(crate) dir: &'a Path,
}

/// The value of `condition`; an empty condition is true, as in MSBuild.
pub(crate) fn evaluate(condition: &str, context: &Context<'_>) -> Option<bool> {
    let tokens = tokenize(condition)?;
    if tokens.is_empty() {
        return Some(true);
    }
    let mut parser = Parser {
        tokens: &tokens,
        at: 0,
        context,
    };
    let value = parser.or()?.truth()?;
    (parser.at == tokens.len()).then_some(value)
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    /// A quoted string, not yet expanded.
    Quoted(String),
    /// An unquoted word, number or `$(…)` reference, not yet expanded.
    Word(String),
    Op(&'static str),
    Open,
    Close,
    Comma,
}

fn tokenize(text: &str) -> Option<Vec<Token>> {
    const OPERATORS: &[&str] = &["==", "!=", "<=", ">=", "<", ">", "!"];
    let mut tokens = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        if let Some(quoted) = rest.strip_prefix('\'') {
            let end = quoted_len(quoted)?;
            tokens.push(Token::Quoted(quoted[..end].to_owned()));
            rest = &quoted[end + 1..];
        } else if let Some(op) = OPERATORS.iter().find(|op| rest.starts_with(**op)) {
            tokens.push(Token::Op(op));
            rest = &rest[op.len()..];
        } else if let Some(after) = rest.strip_prefix('(') {
            tokens.push(Token::Open);
            rest = after;
        } else if let Some(after) = rest.strip_prefix(')') {
            tokens.push(Token::Close);
            rest = after;
        } else if let Some(after) = rest.strip_prefix(',') {
            tokens.push(Token::Comma);
            rest = after;
        } else {
            let len = word_len(rest)?;
            tokens.push(Token::Word(rest[..len].to_owned()));
            rest = &rest[len..];
        }
        rest = rest.trim_start();
    }
    Some(tokens)
}

/// Length of the quoted string's content at the start of `text` (after the opening quote): up
/// to the closing `'`, with whole `$(…)` references skipped, as MSBuild's scanner does, so
/// that `'$([MSBuild]::GetTargetFrameworkIdentifier('$(TargetFramework)'))'` is one string.
fn quoted_len(text: &str) -> Option<usize> {
    let mut len = 0;
    while len < text.len() {
        let rest = &text[len..];
        if rest.starts_with('\'') {
            return Some(len);
        }
        if let Some(end) = rest.strip_prefix("$(").and_then(closing_paren) {
            len += 2 + end + 1;
            continue;
        }
        len += rest.chars().next().map_or(1, char::len_utf8);
    }
    None
}

/// Length of the unquoted word at the start of `text`: letters, digits, `.`, `_`, `-`, and
/// whole `$(…)`, `@(…)`, `%(…)` references.
fn word_len(text: &str) -> Option<usize> {
    let mut len = 0;
    while len < text.len() {
        let rest = &text[len..];
        if ["$(", "@(", "%("].iter().any(|p| rest.starts_with(p)) {
            len += 2 + closing_paren(&rest[2..])? + 1;
        } else if rest.starts_with(|c: char| c.is_alphanumeric() || matches!(c, '.' | '_' | '-')) {
            len += rest.chars().next().map_or(1, char::len_utf8);
        } else {
            break;
        }
    }
    (len > 0).then_some(len)
}

/// An operand or the result of a sub-expression.
enum Value {
    Bool(bool),
    Text(String),
}

impl Value {
    fn truth(self) -> Option<bool> {
        match self {
            Value::Bool(value) => Some(value),
            Value::Text(text) => match text.trim().to_ascii_lowercase().as_str() {
                "true" | "on" | "yes" | "!false" | "!off" | "!no" => Some(true),
                "false" | "off" | "no" | "!true" | "!on" | "!yes" => Some(false),
                _ => None,
            },
        }
    }

    fn text(self) -> String {
        match self {
            Value::Bool(value) => value.to_string(),
            Value::Text(text) => text,
        }
    }
}

struct Parser<'a, 'c> {
    tokens: &'a [Token],
    at: usize,
    context: &'a Context<'c>,
}

impl Parser<'_, '_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn next(&mut self) -> Option<Token> {
        let token = self.tokens.get(self.at).cloned();
        self.at += 1;
        token
    }

    fn keyword(&self, word: &str) -> bool {
        matches!(self.peek(), Some(Token::Word(w)) if w.eq_ignore_ascii_case(word))
    }

    fn or(&mut self) -> Option<Value> {
        let mut value = self.and()?;
        while self.keyword("or") {
            self.at += 1;
            let right = self.and()?.truth()?;
            value = Value::Bool(value.truth()? || right);
        }
        Some(value)
    }

    fn and(&mut self) -> Option<Value> {
        let mut value = self.comparison()?;
        while self.keyword("and") {
            self.at += 1;
            let right = self.comparison()?.truth()?;
            value = Value::Bool(value.truth()? && right);
        }
        Some(value)
    }

    fn comparison(&mut self) -> Option<Value> {
        let left = self.unary()?;
        let Some(Token::Op(op)) = self.peek().cloned() else {
            return Some(left);
        };
        if op == "!" {
            return None;
        }
        self.at += 1;
        let (left, right) = (left.text(), self.unary()?.text());
        let result = match op {
            "==" => left.eq_ignore_ascii_case(&right),
            "!=" => !left.eq_ignore_ascii_case(&right),
            _ => {
                let ordering = compare_numbers(&left, &right)?;
                match op {
                    "<" => ordering.is_lt(),
                    ">" => ordering.is_gt(),
                    "<=" => ordering.is_le(),
                    _ => ordering.is_ge(),
                }
            }
        };
        Some(Value::Bool(result))
    }

    fn unary(&mut self) -> Option<Value> {
        match self.next()? {
            Token::Op("!") => Some(Value::Bool(!self.unary()?.truth()?)),
            Token::Open => {
                let value = self.or()?;
                (self.next()? == Token::Close).then_some(value)
            }
            Token::Quoted(text) => Some(Value::Text(self.context.properties.expand(&text))),
            Token::Word(word) if self.peek() == Some(&Token::Open) => self.function(&word),
            Token::Word(word) => Some(Value::Text(self.context.properties.expand(&word))),
            _ => None,
        }
    }

    fn function(&mut self, name: &str) -> Option<Value> {
        self.at += 1; // `(`
        let mut arguments = Vec::new();
        while self.peek() != Some(&Token::Close) {
            arguments.push(self.unary()?.text());
            if self.peek() == Some(&Token::Comma) {
                self.at += 1;
            }
        }
        self.at += 1; // `)`
        let [argument] = arguments.as_slice() else {
            return None;
        };
        let argument = argument.trim();
        if name.eq_ignore_ascii_case("Exists") {
            if argument.is_empty() {
                return Some(Value::Bool(false));
            }
            let path = paths::resolve(self.context.dir, &paths::spec_to_slash(argument));
            Some(Value::Bool(self.context.fs.kind(&path).is_some()))
        } else if name.eq_ignore_ascii_case("HasTrailingSlash") {
            Some(Value::Bool(argument.ends_with(['/', '\\'])))
        } else {
            None
        }
    }
}

/// Compares two numbers, or two versions (`4.7.2`), numerically.
fn compare_numbers(left: &str, right: &str) -> Option<std::cmp::Ordering> {
    let parse = |text: &str| -> Option<Vec<u64>> {
        let text = text.trim();
        if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
            return u64::from_str_radix(hex, 16).ok().map(|n| vec![n]);
        }
        text.split('.').map(|part| part.parse().ok()).collect()
    };
    if let (Some(mut left), Some(mut right)) = (parse(left), parse(right)) {
        let len = left.len().max(right.len());
        left.resize(len, 0);
        right.resize(len, 0);
        return Some(left.cmp(&right));
    }
    let (left, right) = (
        left.trim().parse::<f64>().ok()?,
        right.trim().parse::<f64>().ok()?,
    );
    left.partial_cmp(&right)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fs::MemoryFs;

    fn eval(condition: &str) -> Option<bool> {
        let mut fs = MemoryFs::new();
        fs.insert("/p/x.props", "");
        let mut properties = Properties::for_project(Path::new("/p/P.csproj"));
        properties.set("Configuration", "Debug".to_owned());
        properties.set("TargetFramework", "net8.0".to_owned());
        properties.set("Empty", String::new());
        properties.set("Flag", "True".to_owned());
        properties.set("Version", "4.7.2".to_owned());
        let context = Context {
            properties: &properties,
            fs: &fs,
            dir: Path::new("/p"),
        };
        evaluate(condition, &context)
    }

    #[test]
    fn comparisons_are_case_insensitive_after_expansion() {
        assert_eq!(eval(""), Some(true));
        assert_eq!(eval(" '$(Configuration)' == 'debug' "), Some(true));
        assert_eq!(eval("'$(Configuration)|$(Platform)'=='Debug|'"), Some(true));
        assert_eq!(eval("'$(TargetFramework)' != 'net8.0'"), Some(false));
        assert_eq!(eval("'$(Undefined)' == ''"), Some(true));
        assert_eq!(eval("$(Empty) == ''"), Some(true));
        assert_eq!(eval("'$(Flag)'"), Some(true));
        assert_eq!(eval("$(Flag) and !false"), Some(true));
    }

    #[test]
    fn logic_follows_precedence_and_parentheses() {
        assert_eq!(eval("'a' == 'b' or 'c' == 'c' and 'd' == 'd'"), Some(true));
        assert_eq!(
            eval("('a' == 'b' or 'c' == 'c') AND 'd' == 'e'"),
            Some(false)
        );
        assert_eq!(eval("!('$(Configuration)' == 'Release')"), Some(true));
        assert_eq!(
            eval("'$(Configuration)' == 'Release' Or '$(Flag)' == 'true'"),
            Some(true)
        );
    }

    #[test]
    fn functions_and_numbers() {
        assert_eq!(eval("Exists('x.props')"), Some(true));
        assert_eq!(
            eval("Exists('$(MSBuildProjectDirectory)/x.props')"),
            Some(true)
        );
        assert_eq!(eval("!Exists('missing.props')"), Some(true));
        assert_eq!(
            eval("HasTrailingSlash('$(MSBuildProjectDirectory)')"),
            Some(false)
        );
        assert_eq!(eval("'$(Version)' >= '4.6.1'"), Some(true));
        assert_eq!(eval("'$(Version)' < '4.7'"), Some(false));
        assert_eq!(eval("10 > 9"), Some(true));
    }

    #[test]
    fn what_cannot_be_evaluated_is_none() {
        assert_eq!(eval("'a' =="), None);
        assert_eq!(eval("'unclosed"), None);
        assert_eq!(eval("'a' == 'a' 'b'"), None);
        assert_eq!(eval("Unknown('x')"), None);
        assert_eq!(eval("'abc' < 'abd'"), None);
        assert_eq!(eval("'$(TargetFramework)'"), None);
        // A property function that is not evaluated expands to nothing.
        assert_eq!(eval("$([System.Environment]::Is64BitProcess)"), None);
    }

    #[test]
    fn property_functions_are_evaluated_in_conditions() {
        assert_eq!(
            eval("$([MSBuild]::IsTargetFrameworkCompatible('$(TargetFramework)', 'net6.0'))"),
            Some(true)
        );
        assert_eq!(
            eval("'$(TargetFramework.StartsWith(`net4`))' == 'true'"),
            Some(false)
        );
        // Quotes inside a `$(…)` within a quoted string do not end it.
        assert_eq!(
            eval(
                "'$([MSBuild]::GetTargetFrameworkIdentifier('$(TargetFramework)'))' == '.NETCoreApp'"
            ),
            Some(true)
        );
        assert_eq!(
            eval(
                "$([MSBuild]::VersionGreaterThanOrEquals('$(Version)', '4.6.1')) and Exists('x.props')"
            ),
            Some(true)
        );
    }
}
