//! `cargo xtask gen-framework`: installs the pinned `@tsonic` packages with `npm ci` (from
//! `crates/cs-framework/npm/package-lock.json`) into `target/framework-npm`, reads each
//! namespace's `bindings.json` and writes the compact index `crates/cs-framework/data/
//! framework.idx` with its manifest `framework.toml` (package versions, counts, hash).
//! Deterministic: namespaces, types and nested types are sorted; members keep the packages'
//! order. Names and signatures are facts about the .NET API; only what is exact is kept (see
//! docs/framework-index.md, "What the data says").

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use cs_framework::{
    Member, MemberKind, Namespace, Package, Param, ParamModifier, Type, TypeKind, TypeName,
};
use serde_json::Value;

const PACKAGES: [(&str, Package); 4] = [
    ("dotnet", Package::Bcl),
    ("aspnetcore", Package::AspNetCore),
    ("microsoft-extensions", Package::Extensions),
    ("efcore", Package::EfCore),
];

pub fn run(skip_install: bool) -> Result<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let crate_dir = root.join("crates/cs-framework");
    let work = root.join("target/framework-npm");
    if !skip_install {
        fs::create_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
        for file in ["package.json", "package-lock.json"] {
            fs::copy(crate_dir.join("npm").join(file), work.join(file))
                .map_err(|e| format!("copy {file}: {e}"))?;
        }
        let status = Command::new("npm")
            .args(["ci", "--ignore-scripts", "--no-audit", "--no-fund"])
            .current_dir(&work)
            .status()
            .map_err(|e| format!("npm: {e}"))?;
        if !status.success() {
            return Err(format!("npm ci failed ({status})"));
        }
    }
    let modules = work.join("node_modules/@tsonic");
    let mut namespaces = Vec::new();
    let mut versions = Vec::new();
    for (dir, package) in PACKAGES {
        let base = modules.join(dir);
        let manifest: Value = read_json(&base.join("package.json"))?;
        versions.push((
            format!("@tsonic/{dir}"),
            manifest["version"].as_str().unwrap_or("?").to_string(),
        ));
        let mut dirs: Vec<PathBuf> = fs::read_dir(&base)
            .map_err(|e| format!("{}: {e}", base.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.join("bindings.json").is_file())
            .collect();
        dirs.sort();
        for path in dirs {
            let bindings = read_json(&path.join("bindings.json"))?;
            if let Some(ns) = namespace(package, &bindings) {
                namespaces.push(ns);
            }
        }
    }
    namespaces.sort_by(|a, b| (a.package, &a.name).cmp(&(b.package, &b.name)));
    let data = cs_framework::encode(&namespaces);
    let hash = cs_framework::data_hash(&data);
    let (types, members, exact) = counts(&namespaces);
    let mut manifest = String::from(
        "# Written by `cargo xtask gen-framework` from crates/cs-framework/npm/package-lock.json;\n\
         # crates/cs-framework checks data/framework.idx against this hash.\n",
    );
    manifest.push_str(&format!("fnv1a64 = \"{hash}\"\nbytes = {}\n", data.len()));
    manifest.push_str(&format!(
        "namespaces = {}\ntypes = {types}\nmembers = {members}\nmembers_with_exact_signature = {exact}\n\n[packages]\n",
        namespaces.len()
    ));
    for (name, version) in &versions {
        manifest.push_str(&format!("\"{name}\" = \"{version}\"\n"));
    }
    fs::write(crate_dir.join("data/framework.idx"), &data).map_err(|e| e.to_string())?;
    fs::write(crate_dir.join("data/framework.toml"), manifest).map_err(|e| e.to_string())?;
    Ok(format!(
        "{} namespaces, {types} types, {members} members ({exact} with exact signatures), {} bytes, fnv1a64 {hash}",
        namespaces.len(),
        data.len()
    ))
}

fn read_json(path: &Path) -> Result<Value, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

fn counts(namespaces: &[Namespace]) -> (usize, usize, usize) {
    fn walk(t: &Type, out: &mut (usize, usize, usize)) {
        out.0 += 1;
        out.1 += t.members.len();
        out.2 += t
            .members
            .iter()
            .filter(|m| m.ty.is_exact() && m.params.iter().all(|p| p.ty.is_exact()))
            .count();
        for n in &t.nested {
            walk(n, out);
        }
    }
    let mut out = (0, 0, 0);
    for ns in namespaces {
        for t in &ns.types {
            walk(t, &mut out);
        }
    }
    out
}

/// One namespace's public types, nested types under their containers.
fn namespace(package: Package, bindings: &Value) -> Option<Namespace> {
    let name = bindings["provider"]["namespace"].as_str()?.to_string();
    let entries = bindings["targetSurface"]["types"].as_array()?;
    // (full CLR name, converted type), containers before nested types once sorted by depth.
    let mut converted: Vec<(String, Type)> = entries
        .iter()
        .filter(|t| {
            matches!(
                t["accessibility"].as_str(),
                Some("Public" | "Protected" | "ProtectedInternal")
            )
        })
        .filter_map(|t| Some((t["targetName"].as_str()?.to_string(), convert_type(t)?)))
        .collect();
    // Attach the deepest first, so that a nested type is complete when it is attached.
    converted.sort_by(|a, b| {
        let depth = |s: &str| s.matches('+').count();
        depth(&b.0).cmp(&depth(&a.0)).then(a.0.cmp(&b.0))
    });
    let mut pending: Vec<(String, Type)> = Vec::new();
    for (full, ty) in converted {
        let mut ty = ty;
        let mut nested: Vec<Type> = Vec::new();
        pending.retain(|(child, t)| {
            let is_child = child
                .rsplit_once('+')
                .is_some_and(|(container, _)| container == full);
            if is_child {
                nested.push(t.clone());
            }
            !is_child
        });
        nested.sort_by(|a, b| (&a.name, a.type_params.len()).cmp(&(&b.name, b.type_params.len())));
        ty.nested = nested;
        pending.push((full, ty));
    }
    // Nested types whose container is not public are dropped with it.
    let mut types: Vec<Type> = pending
        .into_iter()
        .filter(|(full, _)| !full.contains('+'))
        .map(|(_, t)| t)
        .collect();
    types.sort_by(|a, b| (&a.name, a.type_params.len()).cmp(&(&b.name, b.type_params.len())));
    Some(Namespace {
        package,
        name,
        types,
    })
}

fn convert_type(t: &Value) -> Option<Type> {
    let full = t["targetName"].as_str()?;
    let last = full.rsplit('+').next()?;
    let last = last.rsplit('.').next().unwrap_or(last);
    let name = last.split('`').next()?.to_string();
    let all_params: Vec<String> = strings(&t["typeParameters"]);
    let outer_arity: usize = full
        .rsplit_once('+')
        .map(|(outer, _)| {
            outer
                .split('+')
                .filter_map(|s| s.split_once('`').and_then(|(_, a)| a.parse::<usize>().ok()))
                .sum()
        })
        .unwrap_or(0);
    let own_params = all_params.get(outer_arity..).unwrap_or_default().to_vec();
    let kind_text = t["kind"].as_str()?;
    let kind = match kind_text {
        "Class" | "StaticNamespace" => TypeKind::Class,
        "Struct" => TypeKind::Struct,
        "Interface" => TypeKind::Interface,
        "Enum" => TypeKind::Enum,
        "Delegate" => TypeKind::Delegate,
        _ => return None,
    };
    let is_static = t["isStatic"].as_bool() == Some(true) || kind_text == "StaticNamespace";
    let class = kind == TypeKind::Class;
    let mut inexact_bases = false;
    let mut reference = |r: &Value| -> Option<TypeName> {
        let target = r["targetName"].as_str()?;
        let args: Option<Vec<TypeName>> = r["typeArguments"]
            .as_array()
            .map(|a| a.as_slice())
            .unwrap_or_default()
            .iter()
            .map(|a| {
                a.as_str()
                    .filter(|s| all_params.iter().any(|p| p == s))
                    .map(|s| TypeName::Param(s.to_string()))
            })
            .collect();
        let named = args.and_then(|args| TypeName::clr(target, args));
        if named.is_none() {
            inexact_bases = true;
        }
        named
    };
    let mut base = None;
    let mut inexact_base_class = false;
    if class && !is_static {
        let named = reference(&t["baseType"]);
        inexact_base_class = named.is_none() && !t["baseType"].is_null();
        base = named.filter(|b| b.to_text() != "System.Object");
    }
    let interfaces: Vec<TypeName> = t["interfaces"]
        .as_array()
        .map(|a| a.as_slice())
        .unwrap_or_default()
        .iter()
        .filter_map(&mut reference)
        .collect();
    if !class && kind != TypeKind::Interface {
        inexact_bases = false;
    }
    let mut members = Vec::new();
    let scope = Scope {
        params: &all_params,
    };
    if kind == TypeKind::Enum {
        for f in list(&t["fields"]) {
            let field_name = f["targetName"].as_str().unwrap_or("");
            if field_name == "value__" {
                base = field_type(f, &[]).filter(TypeName::is_exact);
            } else if f["isLiteral"].as_bool() == Some(true) {
                members.push(member(
                    MemberKind::EnumMember,
                    field_name,
                    f,
                    TypeName::Void,
                ));
            }
        }
    } else {
        for c in list(&t["constructors"]) {
            if c["isStatic"].as_bool() == Some(true) || !visible(c) {
                continue;
            }
            let (params, _) = signature(c, &scope, 0);
            let mut m = member(MemberKind::Constructor, &name, c, TypeName::Void);
            m.params = params;
            members.push(m);
        }
        for f in list(&t["fields"]) {
            if !visible(f) {
                continue;
            }
            let literal = f["isLiteral"].as_bool() == Some(true);
            let ty = field_type(f, scope.params).unwrap_or(TypeName::Unknown);
            let kind = if literal {
                MemberKind::Constant
            } else {
                MemberKind::Field
            };
            let mut m = member(kind, f["targetName"].as_str().unwrap_or(""), f, ty);
            m.is_readonly = f["isReadOnly"].as_bool() == Some(true);
            members.push(m);
        }
        for p in list(&t["properties"]) {
            if !visible(p) || p["provenance"].as_str() != Some("Original") {
                continue;
            }
            let indexer = p["isIndexer"].as_bool() == Some(true);
            let (params, ty) = signature(p, &scope, 0);
            let kind = if indexer {
                MemberKind::Indexer
            } else {
                MemberKind::Property
            };
            let mut m = member(kind, p["targetName"].as_str().unwrap_or(""), p, ty);
            m.params = params;
            m.has_getter = p["hasGetter"].as_bool() == Some(true);
            m.has_setter = p["hasSetter"].as_bool() == Some(true);
            members.push(m);
        }
        for e in list(&t["events"]) {
            if !visible(e) {
                continue;
            }
            let ty = field_type(e, scope.params).unwrap_or(TypeName::Unknown);
            members.push(member(
                MemberKind::Event,
                e["targetName"].as_str().unwrap_or(""),
                e,
                ty,
            ));
        }
        for m in list(&t["methods"]) {
            if !visible(m) || m["provenance"].as_str() != Some("Original") {
                continue;
            }
            let method_name = m["targetName"].as_str().unwrap_or("");
            // Accessors and operators (absent from the data) are not members by name.
            if kind == TypeKind::Delegate && method_name != "Invoke" {
                continue;
            }
            let arity = m["arity"].as_u64().unwrap_or(0) as u32;
            let (params, ty) = signature(m, &scope, arity);
            let mut out = member(MemberKind::Method, method_name, m, ty);
            out.arity = arity;
            out.params = params;
            out.is_extension = m["isExtensionMethod"].as_bool() == Some(true);
            members.push(out);
        }
    }
    Some(Type {
        kind,
        name,
        type_params: own_params,
        is_static,
        is_abstract: class && !is_static && t["isAbstract"].as_bool() == Some(true),
        is_sealed: class && !is_static && t["isSealed"].as_bool() == Some(true),
        is_protected: matches!(
            t["accessibility"].as_str(),
            Some("Protected" | "ProtectedInternal")
        ),
        inexact_bases,
        inexact_base_class,
        base,
        interfaces,
        members,
        nested: Vec::new(),
    })
}

fn list(v: &Value) -> &[Value] {
    v.as_array().map(|a| a.as_slice()).unwrap_or_default()
}

fn strings(v: &Value) -> Vec<String> {
    list(v)
        .iter()
        .filter_map(|s| s.as_str().map(str::to_string))
        .collect()
}

fn visible(m: &Value) -> bool {
    matches!(
        m["visibility"].as_str(),
        Some("Public" | "Protected" | "ProtectedInternal")
    )
}

fn member(kind: MemberKind, name: &str, m: &Value, ty: TypeName) -> Member {
    let flag = |key: &str| m[key].as_bool() == Some(true);
    Member {
        kind,
        name: name.to_string(),
        is_static: flag("isStatic")
            || matches!(kind, MemberKind::Constant | MemberKind::EnumMember),
        is_abstract: flag("isAbstract"),
        is_virtual: flag("isVirtual") && !flag("isAbstract") && !flag("isOverride"),
        is_override: flag("isOverride"),
        is_sealed: flag("isSealed") && flag("isOverride"),
        is_protected: matches!(
            m["visibility"].as_str(),
            Some("Protected" | "ProtectedInternal")
        ),
        is_extension: false,
        is_readonly: false,
        has_getter: false,
        has_setter: false,
        arity: 0,
        params: Vec::new(),
        ty,
    }
}

/// A field's or event's type, from `name|Type|…`.
fn field_type(f: &Value, type_params: &[String]) -> Option<TypeName> {
    let sig = f["normalizedSignature"].as_str()?;
    let ty = sig.split('|').nth(1)?;
    Some(token(ty, type_params).0)
}

/// The type parameters in scope of a type's members (its own and its containers').
struct Scope<'a> {
    params: &'a [String],
}

/// Parameters and the member type from `canonicalSignature` (`(A,B):R`, `[A]:R`, `:R`).
fn signature(m: &Value, scope: &Scope<'_>, method_arity: u32) -> (Vec<Param>, TypeName) {
    let Some(sig) = m["canonicalSignature"].as_str() else {
        return (Vec::new(), TypeName::Unknown);
    };
    // A bare name is a type parameter of the type (a method's own are not named in the
    // data, so they stay unknown).
    let _ = method_arity;
    let (params_text, ret) =
        if let Some(rest) = sig.strip_prefix('(').or_else(|| sig.strip_prefix('[')) {
            let close = matching_close(rest);
            let Some(close) = close else {
                return (Vec::new(), TypeName::Unknown);
            };
            (
                &rest[..close],
                rest[close + 1..].strip_prefix(':').unwrap_or(""),
            )
        } else {
            ("", sig.strip_prefix(':').unwrap_or(sig))
        };
    let modifiers: Vec<(usize, ParamModifier)> = list(&m["parameterModifiers"])
        .iter()
        .filter_map(|pm| {
            let index = pm["index"].as_u64()? as usize;
            let modifier = match pm["modifier"].as_str()? {
                "ref" => ParamModifier::Ref,
                "out" => ParamModifier::Out,
                "in" => ParamModifier::In,
                _ => return None,
            };
            Some((index, modifier))
        })
        .collect();
    let params = split_top(params_text)
        .into_iter()
        .enumerate()
        .map(|(i, text)| {
            let (ty, by_ref) = token(text, scope.params);
            let modifier = modifiers
                .iter()
                .find(|(index, _)| *index == i)
                .map(|(_, m)| *m)
                .unwrap_or(if by_ref {
                    ParamModifier::Ref
                } else {
                    ParamModifier::None
                });
            Param { modifier, ty }
        })
        .collect();
    let (ty, by_ref) = token(ret, scope.params);
    // A by-reference return (`ref T M()`) is not written: its type is unknown here.
    (params, if by_ref { TypeName::Unknown } else { ty })
}

fn matching_close(text: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' | '<' => depth += 1,
            ')' | ']' | '>' if depth > 0 => depth -= 1,
            ')' | ']' => return Some(i),
            _ => {}
        }
    }
    None
}

fn split_top(text: &str) -> Vec<&str> {
    if text.is_empty() {
        return Vec::new();
    }
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '<' | '[' => depth += 1,
            '>' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// One type of a signature: exact when the data names it fully (`System.Int32`,
/// `System.Nullable_1<System.Int32>`, a type parameter of the type), else `Unknown`.
/// Also says whether it was by reference (`&`).
fn token(text: &str, type_params: &[String]) -> (TypeName, bool) {
    let text = text.trim();
    let (text, by_ref) = match text.strip_suffix('&') {
        Some(inner) => (inner, true),
        None => (text, false),
    };
    (suffixed(text, type_params), by_ref)
}

fn suffixed(text: &str, type_params: &[String]) -> TypeName {
    if let Some(inner) = text.strip_suffix('*') {
        return TypeName::Pointer(Box::new(suffixed(inner, type_params)));
    }
    if text.ends_with(']')
        && let Some(open) = text.rfind('[')
    {
        let commas = &text[open + 1..text.len() - 1];
        if commas.chars().all(|c| c == ',') {
            return TypeName::Array(
                Box::new(suffixed(&text[..open], type_params)),
                commas.len() as u8 + 1,
            );
        }
        return TypeName::Unknown;
    }
    if text == "System.Void" {
        return TypeName::Void;
    }
    if let Some(open) = text.find('<') {
        let Some(inner) = text[open + 1..].strip_suffix('>') else {
            return TypeName::Unknown;
        };
        let args: Vec<TypeName> = split_top(inner)
            .into_iter()
            .map(|a| suffixed(a.trim(), type_params))
            .collect();
        return match erased_generic(&text[..open]) {
            Some(clr) => TypeName::clr(&clr, args).unwrap_or(TypeName::Unknown),
            None => TypeName::Unknown,
        };
    }
    if type_params.iter().any(|p| p == text) {
        return TypeName::Param(text.to_string());
    }
    if text.contains('`') || !text.contains('.') || erased_generic(text).is_some() {
        return TypeName::Unknown;
    }
    TypeName::clr(text, Vec::new()).unwrap_or(TypeName::Unknown)
}

/// `System.Nullable_1` → `System.Nullable`1` (the data writes generic arity as `_N`).
fn erased_generic(name: &str) -> Option<String> {
    let (head, arity) = name.rsplit_once('_')?;
    if arity.is_empty() || !arity.bytes().all(|b| b.is_ascii_digit()) || head.is_empty() {
        return None;
    }
    Some(format!("{head}`{arity}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_types_are_exact_only_when_fully_named() {
        let t = |s: &str| token(s, &["T".to_string()]).0.to_text();
        assert_eq!(t("System.Int32"), "System.Int32");
        assert_eq!(t("T"), "!T");
        assert_eq!(t("TSource"), "?");
        assert_eq!(t("Predicate_1"), "?");
        assert_eq!(t("System.Collections.Generic.IEnumerable_1"), "?");
        assert_eq!(
            t("System.Nullable_1<System.Int32>"),
            "System.Nullable`1<System.Int32>"
        );
        assert_eq!(t("System.String[,]"), "System.String[,]");
        assert_eq!(t("System.Byte*"), "System.Byte*");
        assert_eq!(
            t("System.Environment+SpecialFolder"),
            "System.Environment+SpecialFolder"
        );
        assert_eq!(t("Enumerator"), "?");
        assert!(token("System.Int32&", &[]).1);
    }
}
