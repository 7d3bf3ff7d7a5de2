//! Constant values as C# literals: constants, enum members and optional-parameter defaults,
//! with the suffixes and casts that keep the literal's type, and escapes C# reads.

use std::fmt::Write;

use crate::model::{Constant, MdType, Primitive};

/// The literal for `value` as a constant or default of type `ty` (written as `ty_text()`, asked
/// for only when a cast needs it). Numbers given to a non-primitive type (an enum) are cast;
/// `null` of a value type or a type parameter is `default`.
pub(crate) fn constant_text(
    value: &Constant,
    ty: &MdType,
    ty_text: impl FnOnce() -> String,
) -> String {
    let literal = literal(value);
    // A `decimal` literal already has its type (decimal is a named type in metadata).
    let is_number = !matches!(
        value,
        Constant::Null | Constant::String(_) | Constant::Bool(_) | Constant::Decimal(_)
    );
    match ty {
        MdType::Named(named) if is_number => {
            // `Nullable<int> x = 5` needs no cast; an enum does.
            if named.namespace == "System" && named.name == "Nullable" {
                literal
            } else if literal.starts_with('-') {
                format!("({})({literal})", ty_text())
            } else {
                format!("({}){literal}", ty_text())
            }
        }
        MdType::Named(_) | MdType::TypeParam(_) | MdType::MethodParam(_)
            if matches!(value, Constant::Null) =>
        {
            "default".into()
        }
        MdType::Primitive(p) if matches!(value, Constant::Null) && is_value_primitive(*p) => {
            "default".into()
        }
        _ => literal,
    }
}

fn is_value_primitive(primitive: Primitive) -> bool {
    !matches!(
        primitive,
        Primitive::String | Primitive::Object | Primitive::Void
    )
}

/// The value as a literal of its own type.
pub(crate) fn literal(value: &Constant) -> String {
    match value {
        Constant::Bool(v) => v.to_string(),
        Constant::Char(v) => {
            let mut out = String::from("'");
            push_escaped(&mut out, *v, '\'');
            out.push('\'');
            out
        }
        Constant::I1(v) => v.to_string(),
        Constant::U1(v) => v.to_string(),
        Constant::I2(v) => v.to_string(),
        Constant::U2(v) => v.to_string(),
        Constant::I4(v) => v.to_string(),
        Constant::U4(v) => format!("{v}U"),
        Constant::I8(v) => format!("{v}L"),
        Constant::U8(v) => format!("{v}UL"),
        Constant::R4(v) => {
            float_literal(f64::from(*v), v.is_finite().then(|| format!("{v:?}")), "F")
        }
        Constant::R8(v) => float_literal(*v, v.is_finite().then(|| format!("{v:?}")), "D"),
        Constant::String(s) => {
            let mut out = String::from("\"");
            for unit in s.encode_utf16() {
                push_escaped(&mut out, unit, '"');
            }
            out.push('"');
            out
        }
        Constant::Null => "null".into(),
        Constant::Decimal(d) => format!("{}M", d.digits()),
    }
}

/// Finite values in Rust's shortest round-trip form (`1E+300` style is what C# reads too);
/// NaN and infinities as divisions, which need no reference to `double.NaN` (the constant
/// being declared might be that one).
fn float_literal(value: f64, finite: Option<String>, suffix: &str) -> String {
    match finite {
        Some(text) => format!("{text}{suffix}"),
        None if value.is_nan() => format!("0.0{suffix} / 0.0{suffix}"),
        None if value > 0.0 => format!("1.0{suffix} / 0.0{suffix}"),
        None => format!("-1.0{suffix} / 0.0{suffix}"),
    }
}

/// One UTF-16 code unit inside a char or string literal.
fn push_escaped(out: &mut String, unit: u16, quote: char) {
    match unit {
        0x5C => out.push_str("\\\\"),
        0x00 => out.push_str("\\0"),
        0x0A => out.push_str("\\n"),
        0x0D => out.push_str("\\r"),
        0x09 => out.push_str("\\t"),
        0x20..=0x7E => {
            let c = char::from(unit as u8);
            if c == quote {
                out.push('\\');
            }
            out.push(c);
        }
        _ => {
            let _ = write!(out, "\\u{unit:04X}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_keep_their_type_and_escape_what_csharp_needs() {
        assert_eq!(literal(&Constant::I8(i64::MIN)), "-9223372036854775808L");
        assert_eq!(literal(&Constant::U4(u32::MAX)), "4294967295U");
        assert_eq!(literal(&Constant::R8(1e300)), "1e300D");
        assert_eq!(literal(&Constant::R4(0.5)), "0.5F");
        assert_eq!(literal(&Constant::R8(f64::NAN)), "0.0D / 0.0D");
        assert_eq!(literal(&Constant::R8(f64::NEG_INFINITY)), "-1.0D / 0.0D");
        assert_eq!(literal(&Constant::Char(u16::from(b'\''))), "'\\''");
        assert_eq!(literal(&Constant::Char(0xFFFF)), "'\\uFFFF'");
        assert_eq!(
            literal(&Constant::String("a\"b\\\n\u{e9}".into())),
            "\"a\\\"b\\\\\\n\\u00E9\""
        );
    }

    #[test]
    fn enum_values_are_cast_and_nulls_of_value_types_are_default() {
        let named = MdType::Named(Box::new(crate::model::NamedType {
            scope: crate::model::TypeScope::Unknown,
            namespace: "System".into(),
            name: "DayOfWeek".into(),
            arity: 0,
            enclosing: Vec::new(),
            args: Vec::new(),
            is_value_type: true,
        }));
        let text = || "global::System.DayOfWeek".to_string();
        assert_eq!(
            constant_text(&Constant::I4(-1), &named, text),
            "(global::System.DayOfWeek)(-1)"
        );
        assert_eq!(constant_text(&Constant::Null, &named, text), "default");
        assert_eq!(
            constant_text(
                &Constant::Null,
                &MdType::Primitive(Primitive::String),
                || { "string".to_string() }
            ),
            "null"
        );
    }
}
