//! Types as compiler messages write them (`int`, `List<string>`, `Outer.Inner`, `T[]`).

use cs_db::Db;
use cs_hir::{Ty, def_map};

/// A type in C# syntax, with keywords for the built-in types.
pub fn ty_text(db: &dyn Db, ty: &Ty) -> String {
    match ty {
        Ty::Named { id, args } => {
            let data = id.data(db);
            let namespace = def_map(db, id.project).namespace_name(id.index).to_string();
            if data.parent.is_none() && namespace == "System" && args.is_empty() {
                let keyword = match &*data.name {
                    "Boolean" => Some("bool"),
                    "Byte" => Some("byte"),
                    "SByte" => Some("sbyte"),
                    "Char" => Some("char"),
                    "Int16" => Some("short"),
                    "UInt16" => Some("ushort"),
                    "Int32" => Some("int"),
                    "UInt32" => Some("uint"),
                    "Int64" => Some("long"),
                    "UInt64" => Some("ulong"),
                    "Single" => Some("float"),
                    "Double" => Some("double"),
                    "Decimal" => Some("decimal"),
                    "String" => Some("string"),
                    "Object" => Some("object"),
                    "Void" => Some("void"),
                    _ => None,
                };
                if let Some(k) = keyword {
                    return k.to_string();
                }
            }
            if data.parent.is_none()
                && namespace == "System"
                && &*data.name == "Nullable"
                && args.len() == 1
            {
                return format!("{}?", ty_text(db, &args[0]));
            }
            let mut text = String::new();
            let mut used = 0usize;
            for t in id.containing_chain(db) {
                let d = t.data(db);
                if !text.is_empty() {
                    text.push('.');
                }
                text.push_str(&d.name);
                let arity = d.arity as usize;
                if arity > 0 {
                    let own: Vec<String> = args
                        .iter()
                        .skip(used)
                        .take(arity)
                        .map(|a| ty_text(db, a))
                        .collect();
                    text.push('<');
                    text.push_str(&own.join(", "));
                    text.push('>');
                }
                used += arity;
            }
            text
        }
        Ty::TypeParam { name, .. } => name.to_string(),
        Ty::Array { element, rank } => {
            format!(
                "{}[{}]",
                ty_text(db, element),
                ",".repeat(usize::from(*rank).saturating_sub(1))
            )
        }
        Ty::Pointer(inner) => format!("{}*", ty_text(db, inner)),
        Ty::Ref(inner) => format!("ref {}", ty_text(db, inner)),
        Ty::FunctionPointer(_) => "delegate*".to_string(),
        Ty::Dynamic => "dynamic".to_string(),
        Ty::Unresolved { name, .. } => name.clone(),
        Ty::Missing => "?".to_string(),
    }
}
