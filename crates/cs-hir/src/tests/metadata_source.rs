//! Summaries built from metadata for a few real mscorlib types, checked against the lowered
//! rendering and for the facts binding relies on; and a hand-made shape with the constructs
//! the real assemblies do not use (`unmanaged`, `init`, `this ref`, `volatile`, `int[][,]` …).

use std::sync::{Arc, OnceLock};

use cs_metadata::csharp::{
    AccessorShape, AccessorShapeKind, AttributeShape, Body, ConstraintShape, MemberShape,
    MemberShapeKind, ParamShape, Text, TypeParamShape, TypeShape, TypeSyntax, Words,
    renderable_types, write_shape,
};
use cs_metadata::{Assembly, RefKind, TypeKind as MdTypeKind, Variance as MdVariance};

use super::metadata_source_oracle::{first_difference, open, reference_root};
use crate::decls::*;
use crate::lower::lower_file;
use crate::metadata_source::MetadataNamespace;
use crate::metadata_source::summary::{Names, Summary};
use crate::type_ref::TypeRef;

fn mscorlib() -> &'static Arc<Assembly> {
    static ASSEMBLY: OnceLock<Arc<Assembly>> = OnceLock::new();
    ASSEMBLY.get_or_init(|| open(&reference_root().join("mono/usr/lib/mono/4.5/mscorlib.dll")))
}

/// The summary of the namespace of `metadata_name` holding only that type, after checking it
/// against the lowered rendering; and the type's summary.
fn summary_of(metadata_name: &str) -> (FileDecls, TypeDecl) {
    let assembly = mscorlib();
    let index = assembly
        .find_type_by_metadata_name(metadata_name)
        .unwrap_or_else(|| panic!("no type {metadata_name}"));
    let source = MetadataNamespace {
        assembly: assembly.clone(),
        renderable: renderable_types(assembly).into(),
        namespace: assembly.types()[index as usize].namespace.clone(),
        types: vec![index],
    };
    if let Some(difference) = first_difference(&source) {
        panic!("{difference}");
    }
    let decls = source.decls();
    let ty = decls.types[0].clone();
    (decls, ty)
}

fn member<'a>(ty: &'a TypeDecl, name: &str) -> &'a MemberDecl {
    ty.members
        .iter()
        .find(|m| &*m.name == name)
        .unwrap_or_else(|| panic!("no member {name} in {}", ty.name))
}

fn global(path: &str) -> TypeRef {
    Names::default().global(
        path.rsplit_once('.').map_or("", |(ns, _)| ns),
        vec![(path.rsplit('.').next().unwrap(), Vec::new())],
    )
}

fn predefined(keyword: &str) -> TypeRef {
    TypeRef::Predefined(keyword.into())
}

#[test]
fn generic_constraints_of_types_and_methods() {
    let (decls, nullable) = summary_of("System.Nullable`1");
    assert_eq!(decls.scopes[1].name, vec!["System".into()]);
    assert_eq!(nullable.kind, TypeKind::Struct);
    assert_eq!(
        nullable.type_params[0].constraints,
        vec![Constraint::Struct]
    );

    let (_, interlocked) = summary_of("System.Threading.Interlocked");
    assert_eq!(interlocked.modifiers.words(), ["public", "static"]);
    let compare_exchange = interlocked
        .members
        .iter()
        .find(|m| &*m.name == "CompareExchange" && m.type_params.len() == 1)
        .unwrap();
    assert_eq!(
        compare_exchange.type_params[0].constraints,
        vec![Constraint::Class]
    );
    assert_eq!(compare_exchange.params[0].modifier, ParamModifier::Ref);
    assert_eq!(compare_exchange.params[0].ty, TypeRef::simple("T"));
    assert_eq!(&*compare_exchange.params[1].name, "value");
}

#[test]
fn enum_members_keep_their_written_values_and_underlying_type() {
    let (_, keywords) = summary_of("System.Diagnostics.Tracing.EventKeywords");
    assert_eq!(keywords.kind, TypeKind::Enum);
    assert_eq!(keywords.bases, vec![predefined("long")]);
    let all = member(&keywords, "All");
    assert_eq!(all.kind, MemberKind::EnumMember);
    assert_eq!(all.value.as_deref(), Some("-1L"));
    assert_eq!(all.modifiers, Modifiers::PUBLIC);

    let (_, day) = summary_of("System.DayOfWeek");
    assert!(day.bases.is_empty());
    assert_eq!(member(&day, "Saturday").value.as_deref(), Some("6"));
}

#[test]
fn indexers_are_named_this_with_their_indexer_name_attribute() {
    let (_, string) = summary_of("System.String");
    let indexer = string
        .members
        .iter()
        .find(|m| m.kind == MemberKind::Indexer)
        .unwrap();
    assert_eq!(&*indexer.name, "this");
    assert_eq!(indexer.ty, Some(predefined("char")));
    assert_eq!(indexer.params[0].ty, predefined("int"));
    assert_eq!(
        indexer.attributes,
        vec![AttributeDecl {
            name: global("System.Runtime.CompilerServices.IndexerName"),
            arguments: "\"Chars\"".into(),
            target: None,
        }]
    );
    assert_eq!(indexer.accessors.len(), 1);
    assert_eq!(indexer.accessors[0].kind, AccessorKind::Get);

    let (_, list) = summary_of("System.Collections.Generic.List`1");
    let indexer = member(&list, "this");
    assert!(indexer.attributes.is_empty());
    let kinds: Vec<_> = indexer.accessors.iter().map(|a| a.kind).collect();
    assert_eq!(kinds, vec![AccessorKind::Get, AccessorKind::Set]);
    assert!(indexer.accessors.iter().all(|a| a.has_body));
}

#[test]
fn operators_and_conversions_carry_metadata_names_and_tokens() {
    let (_, decimal) = summary_of("System.Decimal");
    let addition = member(&decimal, "op_Addition");
    assert_eq!(addition.kind, MemberKind::Operator);
    assert_eq!(addition.operator_token.as_deref(), Some("+"));
    assert_eq!(addition.ty, Some(global("System.Decimal")));
    assert!(addition.has_body);
    let negation = member(&decimal, "op_UnaryNegation");
    assert_eq!(negation.operator_token.as_deref(), Some("-"));
    let implicit = member(&decimal, "op_Implicit");
    assert_eq!(implicit.kind, MemberKind::Conversion);
    assert_eq!(implicit.operator_token.as_deref(), Some("implicit"));
    assert_eq!(implicit.ty, Some(global("System.Decimal")));
    let constant = member(&decimal, "MaxValue");
    assert_eq!(constant.kind, MemberKind::Constant);
    assert_eq!(
        constant.value.as_deref(),
        Some("79228162514264337593543950335M")
    );
}

#[test]
fn obsolete_members_and_synthesized_private_constructors() {
    let (_, app_domain) = summary_of("System.AppDomain");
    let method = member(&app_domain, "GetCurrentThreadId");
    assert_eq!(method.attributes.len(), 1);
    assert_eq!(method.attributes[0].name, global("System.Obsolete"));
    assert!(
        method.attributes[0]
            .arguments
            .starts_with("\"AppDomain.GetCurrentThreadId has been deprecated")
    );
    assert_eq!(method.modifiers.words(), ["public", "static"]);

    let (decls, db_null) = summary_of("System.DBNull");
    let constructor = member(&db_null, "DBNull");
    assert_eq!(constructor.kind, MemberKind::Constructor);
    assert_eq!(constructor.modifiers, Modifiers::PRIVATE);
    assert!(constructor.has_body && constructor.ty.is_none());
    // Declaration ids in text order: unit, namespace, type, then its members.
    assert_eq!(decls.scopes[0].decl, DeclId(0));
    assert_eq!(decls.scopes[1].decl, DeclId(1));
    assert_eq!(db_null.decl, DeclId(2));
    assert_eq!(db_null.members[0].decl, DeclId(3));
}

#[test]
fn nested_types_follow_their_container_s_members() {
    let (decls, dictionary) = summary_of("System.Collections.Generic.Dictionary`2");
    let nested: Vec<_> = decls.types[1..]
        .iter()
        .map(|t| (&*t.name, t.parent))
        .collect();
    assert!(nested.contains(&("Enumerator", Some(0))));
    let last_member = dictionary.members.last().unwrap().decl;
    assert!(decls.types[1..].iter().all(|t| t.decl > last_member));
}

fn words(list: &[&'static str]) -> Words {
    let mut words = Words::default();
    for word in list {
        words.push(word);
    }
    words
}

fn member_shape<'a, T>(
    kind: MemberShapeKind,
    name: &'a str,
    list: &[&'static str],
) -> MemberShape<'a, T> {
    MemberShape {
        kind,
        attributes: Vec::new(),
        modifiers: words(list),
        ty: None,
        name,
        type_params: Vec::new(),
        params: Vec::new(),
        accessors: Vec::new(),
        body: Body::None,
        value: None,
    }
}

fn param<'a, T>(name: &'a str, ty: T, ref_kind: RefKind) -> ParamShape<'a, T> {
    ParamShape {
        this: false,
        params: false,
        ref_kind,
        ty,
        name: name.into(),
        default: None,
    }
}

/// A type with what real reference assemblies of this age do not contain, built for any
/// `TypeSyntax` so that its text and its summary come from the same shape.
fn unusual<S: TypeSyntax>(s: &mut S) -> TypeShape<'static, S::Type> {
    let mut fields = vec![
        member_shape(MemberShapeKind::Field, "counter", &["public", "volatile"]),
        member_shape(
            MemberShapeKind::Field,
            "grid",
            &["public", "static", "readonly"],
        ),
        member_shape(
            MemberShapeKind::Field,
            "raw",
            &["public", "unsafe", "static"],
        ),
        member_shape(MemberShapeKind::Constant, "Nothing", &["public", "const"]),
    ];
    fields[0].ty = Some(s.keyword("int"));
    let int = s.keyword("int");
    fields[1].ty = Some(s.array(int, vec![2, 1, 3]));
    let byte = s.keyword("byte");
    let pointer = s.pointer(byte);
    fields[2].ty = Some(s.pointer(pointer));
    fields[3].ty = Some(s.keyword("double"));
    fields[3].value = Some("0.0D / 0.0D".into());
    fields[3].attributes = vec![AttributeShape {
        name: "System.Obsolete",
        arguments: Some("\"gone\", true".into()),
    }];

    let mut extension = member_shape(MemberShapeKind::Method, "Twice", &["public", "static"]);
    let int = s.keyword("int");
    extension.ty = Some(s.by_ref(int, true));
    let item = s.type_param("TItem");
    let items = s.array(item, vec![1]);
    let item = s.type_param("TItem");
    let equatable = s.global("System", vec![("IEquatable", vec![item])]);
    extension.body = Body::Throw;
    extension.params = vec![
        ParamShape {
            this: true,
            ..param("self", s.keyword("int"), RefKind::Ref)
        },
        param("input", s.keyword("int"), RefKind::In),
        param("output", s.keyword("int"), RefKind::Out),
        ParamShape {
            default: Some("(global::System.DayOfWeek)(-1)".into()),
            ..param(
                "day",
                s.global("System", vec![("DayOfWeek", vec![])]),
                RefKind::None,
            )
        },
        ParamShape {
            params: true,
            ..param("rest", items, RefKind::None)
        },
    ];
    extension.type_params = vec![TypeParamShape {
        name: "TItem",
        variance: MdVariance::None,
        constraints: vec![ConstraintShape::Unmanaged, ConstraintShape::Type(equatable)],
    }];
    let mut property = member_shape(MemberShapeKind::Property, "Name", &["public", "virtual"]);
    property.ty = Some(s.keyword("string"));
    property.accessors = vec![
        AccessorShape {
            access: None,
            kind: AccessorShapeKind::Get,
            body: Body::Throw,
        },
        AccessorShape {
            access: Some("protected"),
            kind: AccessorShapeKind::Init,
            body: Body::Block,
        },
    ];
    let mut event = member_shape(MemberShapeKind::Event, "Changed", &["public", "static"]);
    event.ty = Some(s.global("System", vec![("EventHandler", Vec::new())]));
    let mut unary = member_shape(
        MemberShapeKind::Operator("-"),
        "op_UnaryNegation",
        &["public", "static"],
    );
    unary.ty = Some(s.global("", vec![("Unusual", Vec::new())]));
    unary.params = vec![param(
        "x",
        s.global("", vec![("Unusual", Vec::new())]),
        RefKind::None,
    )];
    unary.body = Body::Throw;
    let mut explicit = member_shape(
        MemberShapeKind::Conversion { implicit: false },
        "op_Explicit",
        &["public", "static"],
    );
    explicit.ty = Some(s.keyword("long"));
    explicit.params = vec![param(
        "x",
        s.global("", vec![("Unusual", Vec::new())]),
        RefKind::None,
    )];
    explicit.body = Body::Throw;
    let mut members = fields;
    members.extend([extension, property, event, unary, explicit]);

    let mut nested_interface = TypeShape {
        index: 0,
        kind: MdTypeKind::Interface,
        attributes: Vec::new(),
        modifiers: words(&["protected"]),
        name: "IVariant",
        type_params: vec![
            TypeParamShape {
                name: "TIn",
                variance: MdVariance::Contravariant,
                constraints: vec![ConstraintShape::Class, ConstraintShape::New],
            },
            TypeParamShape {
                name: "TOut",
                variance: MdVariance::Covariant,
                constraints: Vec::new(),
            },
        ],
        bases: Vec::new(),
        delegate: None,
        members: Vec::new(),
        nested: Vec::new(),
    };
    let mut abstract_method = member_shape(MemberShapeKind::Method, "Convert", &[]);
    abstract_method.ty = Some(s.type_param("TOut"));
    abstract_method.params = vec![param("input", s.type_param("TIn"), RefKind::None)];
    nested_interface.members.push(abstract_method);
    let t = s.type_param("T");
    let returns = s.by_ref(t, false);
    let int = s.keyword("int");
    let delegate = TypeShape {
        index: 0,
        kind: MdTypeKind::Delegate,
        attributes: Vec::new(),
        modifiers: words(&["public"]),
        name: "Getter",
        type_params: vec![TypeParamShape {
            name: "T",
            variance: MdVariance::Covariant,
            constraints: vec![ConstraintShape::Struct],
        }],
        bases: Vec::new(),
        delegate: Some((returns, vec![param("index", int, RefKind::None)])),
        members: Vec::new(),
        nested: Vec::new(),
    };
    TypeShape {
        index: 0,
        kind: MdTypeKind::Struct,
        attributes: Vec::new(),
        modifiers: words(&["public", "readonly", "ref"]),
        name: "Unusual",
        type_params: Vec::new(),
        bases: vec![s.global("System", vec![("IDisposable", Vec::new())])],
        delegate: None,
        members,
        nested: vec![nested_interface, delegate],
    }
}

#[test]
fn constructs_missing_from_the_real_assemblies_lower_like_their_text() {
    let mut text = String::from("namespace Odd.Cases\n{\n");
    write_shape(&mut text, &unusual(&mut Text), 1);
    text.push_str("}\n");
    let parsed = cs_syntax::parse(&text);
    assert!(parsed.errors().is_empty(), "{text}\n{:?}", parsed.errors());
    let (expected, _) = lower_file(&parsed.syntax());
    let mut summary = Summary::new("Odd.Cases");
    let mut names = Names::default();
    let shape = unusual(&mut names);
    summary.add(&mut names, shape);
    let built = summary.decls;
    assert_eq!(built.scopes, expected.scopes, "{text}");
    for (b, e) in built.types.iter().zip(&expected.types) {
        for (bm, em) in b.members.iter().zip(&e.members) {
            assert_eq!(bm, em, "{text}");
        }
        assert_eq!(b, e, "{text}");
    }
    assert_eq!(built, expected, "{text}");
}
