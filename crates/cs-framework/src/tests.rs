//! Round trips of the format, and the committed data checked against its manifest.

use super::*;

fn sample() -> Vec<Namespace> {
    let list = TypeName::clr(
        "System.Collections.Generic.List`1",
        vec![TypeName::Param("T".into())],
    );
    vec![Namespace {
        package: Package::Bcl,
        name: "System.Text".into(),
        types: vec![Type {
            kind: TypeKind::Class,
            name: "StringBuilder".into(),
            type_params: Vec::new(),
            is_static: false,
            is_abstract: false,
            is_sealed: true,
            is_protected: false,
            inexact_bases: false,
            inexact_base_class: false,
            base: TypeName::clr("System.Object", Vec::new()),
            interfaces: list.into_iter().collect(),
            members: vec![Member {
                kind: MemberKind::Method,
                name: "Append".into(),
                is_static: false,
                is_abstract: false,
                is_virtual: false,
                is_override: false,
                is_sealed: false,
                is_protected: false,
                is_extension: false,
                is_readonly: false,
                has_getter: false,
                has_setter: false,
                arity: 0,
                params: vec![Param {
                    modifier: ParamModifier::Ref,
                    ty: TypeName::Array(Box::new(TypeName::Unknown), 2),
                }],
                ty: TypeName::clr("System.Text.StringBuilder", Vec::new()).unwrap(),
            }],
            nested: vec![Type {
                kind: TypeKind::Struct,
                name: "ChunkEnumerator".into(),
                type_params: vec!["U".into()],
                is_static: false,
                is_abstract: false,
                is_sealed: true,
                is_protected: true,
                inexact_bases: true,
                inexact_base_class: true,
                base: None,
                interfaces: Vec::new(),
                members: Vec::new(),
                nested: Vec::new(),
            }],
        }],
    }]
}

#[test]
fn encoding_round_trips() {
    let data: &'static [u8] = Box::leak(encode(&sample()).into_boxed_slice());
    let index = Index::new(data).unwrap();
    assert_eq!(index.entries().len(), 1);
    assert!(index.covers(Package::Bcl, "System.Text"));
    assert!(!index.covers(Package::AspNetCore, "System.Text"));
    assert_eq!(index.namespace(0), sample()[0]);
}

#[test]
fn type_names_parse_back() {
    for text in [
        "System.Int32",
        "!T",
        "?",
        "void",
        "System.Collections.Generic.Dictionary`2+Enumerator<!TKey,System.String[]>",
        "System.Byte*",
        "System.Int32[,][]",
    ] {
        let parsed = TypeName::parse(text).unwrap_or_else(|| panic!("{text}"));
        assert_eq!(parsed.to_text(), text);
    }
    assert_eq!(
        TypeName::parse("System.List`1"),
        None,
        "arity without arguments"
    );
    assert_eq!(TypeName::parse("Int32"), None, "no namespace");
}

#[test]
fn malformed_data_is_an_error() {
    assert!(Index::new(b"nope").is_err());
    let data = encode(&sample());
    assert!(read_directory(&data[..12]).is_err());
}

/// The committed file is the one the manifest records (regenerate with
/// `cargo xtask gen-framework`), and every namespace decodes.
#[test]
fn committed_index_matches_its_manifest() {
    let recorded = MANIFEST
        .lines()
        .find_map(|l| l.strip_prefix("fnv1a64 = "))
        .map(|v| v.trim_matches('"').to_string())
        .expect("manifest records a hash");
    assert_eq!(
        recorded,
        data_hash(DATA),
        "data/framework.idx differs from the manifest"
    );
    for package in [
        "@tsonic/dotnet",
        "@tsonic/aspnetcore",
        "@tsonic/microsoft-extensions",
        "@tsonic/efcore",
    ] {
        assert!(MANIFEST.contains(package), "{package} recorded");
    }
    let index = index();
    assert!(index.entries().len() > 300);
    for entry in 0..index.entries().len() {
        let e = &index.entries()[entry];
        assert!(decode_namespace(DATA, e).is_ok(), "{}", e.namespace);
    }
    assert!(index.covers(Package::Bcl, "System.Text"));
    let text = index
        .package(Package::Bcl)
        .find(|&i| index.entries()[i].namespace == "System.Text")
        .unwrap();
    assert!(
        index
            .namespace(text)
            .types
            .iter()
            .any(|t| t.name == "StringBuilder")
    );
}

fn key(namespace: &str, path: &[(&str, u32)]) -> TypeKey {
    (
        namespace.to_string(),
        path.iter().map(|(n, a)| (n.to_string(), *a)).collect(),
    )
}

#[test]
fn member_names_include_inherited_ones_and_nothing_invented() {
    let index = index();
    let bcl = [Package::Bcl];
    let builder = index
        .member_names(&bcl, &key("System.Text", &[("StringBuilder", 0)]))
        .expect("StringBuilder's hierarchy is exact");
    for name in [
        "Append",
        "AppendJoin",
        "Length",
        "ToString",
        "GetHashCode",
        "ChunkEnumerator",
    ] {
        assert!(builder.contains(name), "{name}");
    }
    assert!(!builder.contains("Appendd"));
    // `string` implements `IEnumerable<char>`, which the data cannot write: its class chain
    // (`System.Object`) is still exact, and interfaces add no names to a class.
    let string = index
        .member_names(&bcl, &key("System", &[("String", 0)]))
        .expect("String's class chain is exact");
    for name in ["Length", "Empty", "Join", "Equals", "MemberwiseClone"] {
        assert!(string.contains(name), "{name}");
    }
    assert!(!string.contains("Lenght"));
    // `Parse` exists only as an explicit implementation of `ISpanParsable<string>`.
    assert!(!string.contains("Parse"));
    let list = index
        .member_names(&bcl, &key("System.Collections.Generic", &[("List", 1)]))
        .unwrap();
    assert!(list.contains("Count") && list.contains("Enumerator") && !list.contains("Conut"));
    // An interface has its base interfaces' names and `object`'s.
    let read_only = index
        .member_names(
            &bcl,
            &key("System.Collections.Generic", &[("IReadOnlyList", 1)]),
        )
        .unwrap();
    assert!(read_only.contains("Count") && read_only.contains("GetEnumerator"));
    assert!(read_only.contains("ToString"));
    // Not in the packages asked about: unknown.
    assert!(
        index
            .member_names(
                &bcl,
                &key("Microsoft.AspNetCore.Mvc", &[("ControllerBase", 0)])
            )
            .is_none()
    );
}

#[test]
fn extension_method_names_include_those_with_an_erased_receiver() {
    let index = index();
    // `CollectionExtensions.GetValueOrDefault(this IReadOnlyDictionary<TKey, TValue>, …)`.
    assert!(index.has_extension_method(&[Package::Bcl], "GetValueOrDefault"));
    assert!(index.has_extension_method(&[Package::Bcl], "Select"));
    assert!(!index.has_extension_method(&[Package::Bcl], "Appendd"));
}
