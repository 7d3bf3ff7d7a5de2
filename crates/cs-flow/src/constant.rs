//! Constant values of operations: literals, `const` locals and members, and the operators C#
//! folds at compile time over them (integer and boolean arithmetic, string concatenation).

/// A compile-time constant.
#[derive(Debug, Clone, PartialEq)]
pub enum Const {
    Int(i128),
    /// A real literal as written (without suffix); not folded.
    Real(String),
    Bool(bool),
    Char(String),
    Str(String),
    Null,
}

impl Const {
    /// The value as C# shows it: `42`, `true`, `"ab"`, `'c'`, `null`.
    pub fn display(&self) -> String {
        match self {
            Const::Int(v) => v.to_string(),
            Const::Real(t) => t.clone(),
            Const::Bool(b) => b.to_string(),
            Const::Char(c) => format!("'{c}'"),
            Const::Str(s) => format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\"")),
            Const::Null => "null".to_string(),
        }
    }

    /// Reads a value back from [`Const::display`].
    pub fn parse_display(text: &str) -> Option<Const> {
        if let Some(inner) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
            return Some(Const::Str(
                inner.replace("\\\"", "\"").replace("\\\\", "\\"),
            ));
        }
        if let Some(inner) = text.strip_prefix('\'').and_then(|t| t.strip_suffix('\'')) {
            return Some(Const::Char(inner.to_string()));
        }
        match text {
            "true" => Some(Const::Bool(true)),
            "false" => Some(Const::Bool(false)),
            "null" => Some(Const::Null),
            _ => text.parse::<i128>().map(Const::Int).ok().or_else(|| {
                text.parse::<f64>()
                    .ok()
                    .map(|_| Const::Real(text.to_string()))
            }),
        }
    }

    /// A literal as written in source (`0x10`, `1_000L`, `"a"`, `@"a\b"`, `'x'`, `true`).
    pub fn parse_literal(text: &str) -> Option<Const> {
        let text = text.trim();
        match text {
            "true" => return Some(Const::Bool(true)),
            "false" => return Some(Const::Bool(false)),
            "null" => return Some(Const::Null),
            _ => {}
        }
        if let Some(rest) = text.strip_prefix('@') {
            let inner = rest.strip_prefix('"')?.strip_suffix('"')?;
            return Some(Const::Str(inner.replace("\"\"", "\"")));
        }
        if text.starts_with('"') {
            let inner = text.strip_prefix('"')?.strip_suffix('"')?;
            return Some(Const::Str(unescape(inner)?));
        }
        if text.starts_with('\'') {
            let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
            return Some(Const::Char(inner.to_string()));
        }
        integer(text)
            .map(Const::Int)
            .or_else(|| real(text).map(Const::Real))
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Const::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

fn unescape(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next()? {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            '0' => out.push('\0'),
            '\\' => out.push('\\'),
            '"' => out.push('"'),
            '\'' => out.push('\''),
            // \u, \x and the rarer escapes: not folded.
            _ => return None,
        }
    }
    Some(out)
}

fn integer(text: &str) -> Option<i128> {
    let lower = text.to_ascii_lowercase().replace('_', "");
    let digits = lower.trim_end_matches(['u', 'l']);
    if let Some(hex) = digits.strip_prefix("0x") {
        return i128::from_str_radix(hex, 16).ok();
    }
    if let Some(bin) = digits.strip_prefix("0b") {
        return i128::from_str_radix(bin, 2).ok();
    }
    digits.parse().ok()
}

fn real(text: &str) -> Option<String> {
    let digits = text
        .replace('_', "")
        .trim_end_matches(['f', 'F', 'd', 'D', 'm', 'M'])
        .to_string();
    digits.parse::<f64>().ok().map(|_| digits)
}

/// Folds a binary operator over constant operands (C#'s constant expressions, integer and
/// boolean arithmetic and string concatenation; overflow and division by zero are not folded).
pub fn fold_binary(op: &str, a: &Const, b: &Const) -> Option<Const> {
    use Const::*;
    Some(match (a, b) {
        (Int(x), Int(y)) => match op {
            "+" => Int(x.checked_add(*y)?),
            "-" => Int(x.checked_sub(*y)?),
            "*" => Int(x.checked_mul(*y)?),
            "/" if *y != 0 => Int(x / y),
            "%" if *y != 0 => Int(x % y),
            "&" => Int(x & y),
            "|" => Int(x | y),
            "^" => Int(x ^ y),
            "<<" if (0..64).contains(y) => Int(x.checked_shl(*y as u32)?),
            ">>" if (0..64).contains(y) => Int(x >> y),
            "==" => Bool(x == y),
            "!=" => Bool(x != y),
            "<" => Bool(x < y),
            "<=" => Bool(x <= y),
            ">" => Bool(x > y),
            ">=" => Bool(x >= y),
            _ => return None,
        },
        (Bool(x), Bool(y)) => match op {
            "&&" | "&" => Bool(*x && *y),
            "||" | "|" => Bool(*x || *y),
            "^" | "!=" => Bool(x != y),
            "==" => Bool(x == y),
            _ => return None,
        },
        (Str(x), Str(y)) if op == "+" => Str(format!("{x}{y}")),
        (Str(x), Null) | (Null, Str(x)) if op == "+" => Str(x.clone()),
        _ => return None,
    })
}

pub fn fold_unary(op: &str, a: &Const) -> Option<Const> {
    match (op, a) {
        ("!", Const::Bool(b)) => Some(Const::Bool(!b)),
        ("-", Const::Int(v)) => Some(Const::Int(-v)),
        ("+", Const::Int(v)) => Some(Const::Int(*v)),
        ("~", Const::Int(v)) => Some(Const::Int(!v)),
        ("-", Const::Real(t)) => Some(Const::Real(format!("-{t}"))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_and_folding() {
        assert_eq!(Const::parse_literal("0x10"), Some(Const::Int(16)));
        assert_eq!(Const::parse_literal("1_000L"), Some(Const::Int(1000)));
        assert_eq!(
            Const::parse_literal("\"a\\n\"").unwrap().display(),
            "\"a\\n\"".replace("\\n", "\n")
        );
        let ab = fold_binary("+", &Const::Str("a".into()), &Const::Str("b".into())).unwrap();
        assert_eq!(ab.display(), "\"ab\"");
        assert_eq!(fold_binary("/", &Const::Int(1), &Const::Int(0)), None);
        assert_eq!(
            fold_binary("<", &Const::Int(1), &Const::Int(2)),
            Some(Const::Bool(true))
        );
        assert_eq!(
            Const::parse_display("\"ab\""),
            Some(Const::Str("ab".into()))
        );
    }
}
