//! Lowering a syntax tree into its [`FileDecls`] summary and the [`DeclRanges`] that locate
//! each declaration, in one walk so that both agree on declaration ids.

use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use crate::Name;
use crate::decls::*;
use crate::syntax::{
    K, child_of, children_of, element_of, element_text, elements, has_token, ident_text,
    is_type_node, tokens, type_element,
};
use crate::type_ref::{TypeRef, first_type};

/// Where each declaration is: its whole node, its name, and its documentation comment.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DeclRanges {
    pub ranges: Vec<DeclRange>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeclRange {
    pub full: TextRange,
    pub name: TextRange,
    /// The `///` comment lines before the declaration (read them with [`doc_comment_text`]):
    /// a range, so that lowering every file allocates no comment text.
    pub doc_comment: Option<TextRange>,
}

impl DeclRanges {
    pub fn get(&self, id: DeclId) -> Option<&DeclRange> {
        self.ranges.get(id.0 as usize)
    }
}

pub fn lower_file(root: &SyntaxNode) -> (FileDecls, DeclRanges) {
    let mut lowerer = Lowerer::default();
    let root_decl = lowerer.record(root, None);
    lowerer.decls.scopes.push(Scope {
        parent: None,
        name: Vec::new(),
        file_scoped: false,
        externs: Vec::new(),
        usings: Vec::new(),
        decl: root_decl,
    });
    lowerer.scope_body(root, 0);
    (lowerer.decls, lowerer.ranges)
}

#[derive(Default)]
struct Lowerer {
    decls: FileDecls,
    ranges: DeclRanges,
}

impl Lowerer {
    fn record(&mut self, node: &SyntaxNode, name: Option<&SyntaxElement>) -> DeclId {
        let id = DeclId(self.ranges.ranges.len() as u32);
        let full = node.text_range();
        self.ranges.ranges.push(DeclRange {
            full,
            name: name.map_or(full, |n| n.text_range()),
            doc_comment: doc_comment_range(node),
        });
        id
    }

    /// The members of a compilation unit or namespace body. A file-scoped namespace takes
    /// every declaration that follows it.
    fn scope_body(&mut self, body: &SyntaxNode, scope: u32) {
        let k = &*K;
        let mut scope = scope;
        for child in body.children() {
            let kind = child.kind();
            if kind == k.using_directive {
                let using = self.using(&child);
                self.decls.scopes[scope as usize].usings.push(using);
            } else if kind == k.extern_alias_directive {
                if let Some(name) = element_of(&child, k.identifier) {
                    self.decls.scopes[scope as usize]
                        .externs
                        .push(ident_text(&name).into());
                }
            } else if kind == k.namespace_declaration || kind == k.file_scoped_namespace_declaration
            {
                let name_node = type_element(&child);
                let name = name_node
                    .as_ref()
                    .map(namespace_segments)
                    .unwrap_or_default();
                let decl = self.record(&child, name_node.as_ref());
                let index = self.decls.scopes.len() as u32;
                self.decls.scopes.push(Scope {
                    parent: Some(scope),
                    name,
                    file_scoped: kind == k.file_scoped_namespace_declaration,
                    externs: Vec::new(),
                    usings: Vec::new(),
                    decl,
                });
                if kind == k.file_scoped_namespace_declaration {
                    scope = index;
                } else if let Some(list) = child_of(&child, k.declaration_list) {
                    self.scope_body(&list, index);
                }
            } else if kind == k.global_statement {
                self.decls.has_top_level_statements = true;
            } else if is_type_declaration(kind) {
                self.type_decl(&child, scope, None);
            }
        }
    }

    fn using(&mut self, node: &SyntaxNode) -> UsingDecl {
        let k = &*K;
        let is_global = has_token(node, k.kw_global);
        let has_equals = has_token(node, k.equals);
        let types: Vec<SyntaxElement> = elements(node).filter(|c| is_type_node(c.kind())).collect();
        let (kind, target, name) = if has_equals && types.len() >= 2 {
            let alias = ident_text(&types[0]);
            (
                UsingKind::Alias(alias.into()),
                TypeRef::lower(&types[1]),
                Some(&types[0]),
            )
        } else if let Some(target) = types.first() {
            let kind = if has_token(node, k.kw_static) {
                UsingKind::Static
            } else {
                UsingKind::Namespace
            };
            (kind, TypeRef::lower(target), Some(target))
        } else {
            (UsingKind::Namespace, TypeRef::Missing, None)
        };
        let decl = self.record(node, name);
        UsingDecl {
            kind,
            target,
            is_global,
            decl,
        }
    }

    fn type_decl(&mut self, node: &SyntaxNode, scope: u32, parent: Option<u32>) {
        let k = &*K;
        let kind = node.kind();
        let name_node = name_identifier(node);
        let decl = self.record(node, name_node.as_ref());
        let type_kind = if kind == k.class_declaration {
            TypeKind::Class
        } else if kind == k.struct_declaration {
            TypeKind::Struct
        } else if kind == k.interface_declaration {
            TypeKind::Interface
        } else if kind == k.enum_declaration {
            TypeKind::Enum
        } else if kind == k.delegate_declaration {
            TypeKind::Delegate
        } else if has_token(node, k.kw_struct) {
            TypeKind::RecordStruct
        } else {
            TypeKind::Record
        };
        let mut type_params = type_params(node);
        apply_constraints(node, &mut type_params);
        let mut bases = Vec::new();
        if let Some(list) = child_of(node, k.base_list) {
            for child in elements(&list) {
                if is_type_node(child.kind()) {
                    bases.push(TypeRef::lower(&child));
                } else if let SyntaxElement::Node(base) = &child
                    && child.kind() == k.primary_constructor_base_type
                {
                    bases.push(first_type(base).unwrap_or(TypeRef::Missing));
                }
            }
        }
        let primary_params = if type_kind == TypeKind::Delegate {
            None
        } else {
            child_of(node, k.parameter_list).map(|list| params(&list))
        };
        let (delegate_return, delegate_params) = if type_kind == TypeKind::Delegate {
            (
                type_before_name(node, name_node.as_ref()),
                child_of(node, k.parameter_list)
                    .map(|l| params(&l))
                    .unwrap_or_default(),
            )
        } else {
            (None, Vec::new())
        };
        let index = self.decls.types.len() as u32;
        self.decls.types.push(TypeDecl {
            kind: type_kind,
            name: name_node.map(|n| ident_text(&n)).unwrap_or_default().into(),
            type_params,
            modifiers: modifiers(node),
            attributes: attributes(node),
            bases,
            primary_params,
            delegate_return,
            delegate_params,
            members: Vec::new(),
            scope,
            parent,
            decl,
        });
        let mut members = Vec::new();
        if let Some(list) = child_of(node, k.declaration_list) {
            for child in list.children() {
                if is_type_declaration(child.kind()) {
                    self.type_decl(&child, scope, Some(index));
                } else {
                    self.member(&child, &mut members);
                }
            }
        } else if let Some(list) = child_of(node, k.enum_member_declaration_list) {
            for child in children_of(&list, k.enum_member_declaration) {
                let name = element_of(&child, k.identifier);
                let decl = self.record(&child, name.as_ref());
                let value = has_token(&child, k.equals)
                    .then(|| {
                        elements(&child)
                            .skip_while(|e| e.kind() != k.equals)
                            .nth(1)
                            .map(|v| element_text(&v))
                    })
                    .flatten();
                members.push(MemberDecl {
                    kind: MemberKind::EnumMember,
                    name: name.map(|n| ident_text(&n)).unwrap_or_default().into(),
                    explicit_interface: None,
                    type_params: Vec::new(),
                    params: Vec::new(),
                    ty: None,
                    modifiers: Modifiers::PUBLIC,
                    attributes: attributes(&child),
                    accessors: Vec::new(),
                    has_body: false,
                    value,
                    operator_token: None,
                    decl,
                });
            }
        }
        self.decls.types[index as usize].members = members;
    }

    fn member(&mut self, node: &SyntaxNode, members: &mut Vec<MemberDecl>) {
        let k = &*K;
        let kind = node.kind();
        if kind == k.field_declaration || kind == k.event_field_declaration {
            let Some(declaration) = child_of(node, k.variable_declaration) else {
                return;
            };
            let ty = first_type(&declaration);
            let mods = modifiers(node);
            let attrs = attributes(node);
            for declarator in children_of(&declaration, k.variable_declarator) {
                let name = element_of(&declarator, k.identifier);
                let decl = self.record(&declarator, name.as_ref());
                let member_kind = if kind == k.event_field_declaration {
                    MemberKind::Event
                } else if mods.contains(Modifiers::CONST) {
                    MemberKind::Constant
                } else {
                    MemberKind::Field
                };
                let value = (member_kind == MemberKind::Constant)
                    .then(|| {
                        elements(&declarator)
                            .skip_while(|e| e.kind() != k.equals)
                            .nth(1)
                            .map(|v| element_text(&v))
                    })
                    .flatten();
                members.push(MemberDecl {
                    kind: member_kind,
                    name: name.map(|n| ident_text(&n)).unwrap_or_default().into(),
                    explicit_interface: None,
                    type_params: Vec::new(),
                    params: Vec::new(),
                    ty: ty.clone(),
                    modifiers: mods,
                    attributes: attrs.clone(),
                    accessors: Vec::new(),
                    has_body: false,
                    value,
                    operator_token: None,
                    decl,
                });
            }
            return;
        }
        let member_kind = if kind == k.method_declaration {
            MemberKind::Method
        } else if kind == k.property_declaration {
            MemberKind::Property
        } else if kind == k.indexer_declaration {
            MemberKind::Indexer
        } else if kind == k.event_declaration {
            MemberKind::Event
        } else if kind == k.constructor_declaration {
            MemberKind::Constructor
        } else if kind == k.destructor_declaration {
            MemberKind::Destructor
        } else if kind == k.operator_declaration {
            MemberKind::Operator
        } else if kind == k.conversion_operator_declaration {
            MemberKind::Conversion
        } else {
            return;
        };
        let name_node = match member_kind {
            MemberKind::Indexer | MemberKind::Operator | MemberKind::Conversion => None,
            _ => name_identifier(node),
        };
        let decl = self.record(node, name_node.as_ref());
        let mut type_params = type_params(node);
        apply_constraints(node, &mut type_params);
        let params = child_of(node, k.parameter_list)
            .or_else(|| child_of(node, k.bracketed_parameter_list))
            .map(|l| params(&l))
            .unwrap_or_default();
        let ty = match member_kind {
            MemberKind::Constructor | MemberKind::Destructor => None,
            MemberKind::Operator | MemberKind::Conversion => first_type_child(node),
            MemberKind::Indexer => first_type_child(node),
            _ => type_before_name(node, name_node.as_ref()),
        };
        let explicit_interface = child_of(node, k.explicit_interface_specifier)
            .and_then(|s| type_element(&s))
            .map(|n| TypeRef::lower(&n));
        let accessors = child_of(node, k.accessor_list)
            .map(|list| {
                children_of(&list, k.accessor_declaration)
                    .filter_map(|a| accessor(&a))
                    .collect()
            })
            .unwrap_or_else(|| {
                // `int P => x;` is a get-only property.
                if matches!(member_kind, MemberKind::Property | MemberKind::Indexer)
                    && child_of(node, k.arrow_expression_clause).is_some()
                {
                    vec![AccessorDecl {
                        kind: AccessorKind::Get,
                        modifiers: Modifiers::default(),
                        has_body: true,
                    }]
                } else {
                    Vec::new()
                }
            });
        let has_body = child_of(node, k.block).is_some()
            || child_of(node, k.arrow_expression_clause).is_some();
        let (name, operator_token) = match member_kind {
            MemberKind::Indexer => (Name::from("this"), None),
            MemberKind::Operator => {
                let token = operator_token(node);
                let checked = has_token(node, k.kw_checked);
                let name = operator_metadata_name(&token, params.len(), checked);
                (Name::from(name), Some(Name::from(token)))
            }
            MemberKind::Conversion => {
                let implicit = has_token(node, k.kw_implicit);
                let checked = has_token(node, k.kw_checked);
                let name = match (implicit, checked) {
                    (true, _) => "op_Implicit",
                    (false, true) => "op_CheckedExplicit",
                    (false, false) => "op_Explicit",
                };
                let token = if implicit { "implicit" } else { "explicit" };
                (Name::from(name), Some(Name::from(token)))
            }
            _ => (
                name_node.map(|n| ident_text(&n)).unwrap_or_default().into(),
                None,
            ),
        };
        members.push(MemberDecl {
            kind: member_kind,
            name,
            explicit_interface,
            type_params,
            params,
            ty,
            modifiers: modifiers(node),
            attributes: attributes(node),
            accessors,
            has_body,
            value: None,
            operator_token,
            decl,
        });
    }
}

fn is_type_declaration(kind: cs_syntax::SyntaxKind) -> bool {
    let k = &*K;
    [
        k.class_declaration,
        k.struct_declaration,
        k.interface_declaration,
        k.enum_declaration,
        k.record_declaration,
        k.delegate_declaration,
    ]
    .contains(&kind)
}

/// The declared name: the last direct identifier before the parameter, type parameter, base,
/// body or accessor parts (a return type that is a plain identifier comes first).
fn name_identifier(node: &SyntaxNode) -> Option<SyntaxElement> {
    let k = &*K;
    let stops = [
        k.type_parameter_list,
        k.parameter_list,
        k.bracketed_parameter_list,
        k.base_list,
        k.declaration_list,
        k.enum_member_declaration_list,
        k.accessor_list,
        k.arrow_expression_clause,
        k.block,
        k.type_parameter_constraints_clause,
    ];
    let mut last = None;
    for child in elements(node) {
        if stops.contains(&child.kind()) || child.kind() == k.equals || child.kind() == k.semicolon
        {
            break;
        }
        if child.kind() == k.identifier {
            last = Some(child);
        }
    }
    last
}

/// The type written before the declared name (a return, property or event type).
fn type_before_name(node: &SyntaxNode, name: Option<&SyntaxElement>) -> Option<TypeRef> {
    elements(node)
        .take_while(|c| Some(c) != name)
        .find(|c| is_type_node(c.kind()))
        .map(|c| TypeRef::lower(&c))
}

fn first_type_child(node: &SyntaxNode) -> Option<TypeRef> {
    type_element(node).map(|c| TypeRef::lower(&c))
}

fn namespace_segments(node: &SyntaxElement) -> Vec<Name> {
    match TypeRef::lower(node) {
        TypeRef::Named { segments, .. } => segments.into_iter().map(|s| s.name).collect(),
        _ => Vec::new(),
    }
}

/// Modifier words of a declaration (modifiers are nodes with a keyword child, or tokens).
fn modifiers(node: &SyntaxNode) -> Modifiers {
    let k = &*K;
    let mut result = Modifiers::default();
    for element in node.children_with_tokens() {
        if element.kind() != k.modifier {
            continue;
        }
        let text = match &element {
            SyntaxElement::Node(n) => n.text().to_string(),
            SyntaxElement::Token(t) => t.text().to_string(),
        };
        for word in text.split_whitespace() {
            if let Some(m) = Modifiers::from_word(word) {
                result.insert(m);
            }
        }
    }
    result
}

fn attributes(node: &SyntaxNode) -> Vec<AttributeDecl> {
    let k = &*K;
    let mut result = Vec::new();
    for list in children_of(node, k.attribute_list) {
        let target = child_of(&list, k.attribute_target_specifier).map(|t| {
            Name::from(
                t.text()
                    .to_string()
                    .trim_end_matches(':')
                    .trim()
                    .to_string(),
            )
        });
        for attribute in children_of(&list, k.attribute) {
            let Some(name) = type_element(&attribute) else {
                continue;
            };
            let arguments = child_of(&attribute, k.attribute_argument_list)
                .map(|a| {
                    let text = a.text().to_string();
                    let text = text.trim();
                    text.strip_prefix('(')
                        .and_then(|t| t.strip_suffix(')'))
                        .unwrap_or(text)
                        .trim()
                        .to_string()
                })
                .unwrap_or_default();
            result.push(AttributeDecl {
                name: TypeRef::lower(&name),
                arguments,
                target: target.clone(),
            });
        }
    }
    result
}

fn type_params(node: &SyntaxNode) -> Vec<TypeParamDecl> {
    let k = &*K;
    let Some(list) = child_of(node, k.type_parameter_list) else {
        return Vec::new();
    };
    children_of(&list, k.type_parameter)
        .map(|p| {
            let variance = if has_token(&p, k.kw_in) {
                Variance::In
            } else if has_token(&p, k.kw_out) {
                Variance::Out
            } else {
                Variance::None
            };
            TypeParamDecl {
                name: element_of(&p, k.identifier)
                    .map(|i| ident_text(&i))
                    .unwrap_or_default()
                    .into(),
                variance,
                constraints: Vec::new(),
            }
        })
        .collect()
}

fn apply_constraints(node: &SyntaxNode, params: &mut [TypeParamDecl]) {
    let k = &*K;
    for clause in children_of(node, k.type_parameter_constraints_clause) {
        let Some(target) = element_of(&clause, k.identifier).map(|i| ident_text(&i)) else {
            continue;
        };
        let Some(param) = params.iter_mut().find(|p| *p.name == *target) else {
            continue;
        };
        for constraint in children_of(&clause, k.type_parameter_constraint) {
            param.constraints.push(lower_constraint(&constraint));
        }
    }
}

fn lower_constraint(node: &SyntaxNode) -> Constraint {
    let k = &*K;
    if child_of(node, k.constructor_constraint).is_some() {
        return Constraint::New;
    }
    if let Some(ty) = type_element(node) {
        return Constraint::Type(TypeRef::lower(&ty));
    }
    let text: String = node.text().to_string().split_whitespace().collect();
    match text.as_str() {
        "class" => Constraint::Class,
        "class?" => Constraint::NullableClass,
        "struct" => Constraint::Struct,
        "unmanaged" => Constraint::Unmanaged,
        "notnull" => Constraint::NotNull,
        "default" => Constraint::Default,
        t if t.starts_with("allows") => Constraint::AllowsRefStruct,
        _ => Constraint::Type(TypeRef::Missing),
    }
}

/// Parameters of a parameter list. tree-sitter-c-sharp writes a `params` parameter inline in
/// the list (`params`, type, identifier) rather than as a `parameter` node.
fn params(list: &SyntaxNode) -> Vec<ParamDecl> {
    let k = &*K;
    let mut result = Vec::new();
    let mut pending: Option<Option<TypeRef>> = None;
    for element in elements(list) {
        if element.kind() == k.kw_params {
            pending = Some(None);
            continue;
        }
        if let SyntaxElement::Node(n) = &element
            && n.kind() == k.parameter
        {
            result.push(param(n));
            continue;
        }
        let Some(ty) = pending.as_mut() else {
            continue;
        };
        if ty.is_none() && is_type_node(element.kind()) {
            *ty = Some(TypeRef::lower(&element));
        } else if element.kind() == k.identifier {
            result.push(ParamDecl {
                name: ident_text(&element).into(),
                ty: ty.take().unwrap_or(TypeRef::Missing),
                modifier: ParamModifier::Params,
                scoped: false,
                default: None,
            });
            pending = None;
        }
    }
    result
}

fn param(node: &SyntaxNode) -> ParamDecl {
    let k = &*K;
    let mut words: Vec<String> = Vec::new();
    let mut ty = None;
    let mut name = None;
    let mut default = None;
    let mut after_equals = false;
    for element in elements(node) {
        let kind = element.kind();
        if after_equals {
            default = Some(element_text(&element));
            break;
        }
        if kind == k.equals {
            after_equals = true;
        } else if kind == k.modifier {
            words.push(element_text(&element));
        } else if kind == k.attribute_list {
        } else if kind == k.identifier && ty.is_some() {
            name = Some(ident_text(&element));
        } else if is_type_node(kind) && ty.is_none() {
            ty = Some(TypeRef::lower(&element));
        } else if let SyntaxElement::Token(t) = &element
            && matches!(
                t.text(),
                "ref" | "out" | "in" | "this" | "params" | "readonly" | "scoped"
            )
        {
            words.push(t.text().to_string());
        }
    }
    // `(T name)` where T is an identifier: the type consumed the first identifier.
    let has = |w: &str| words.iter().any(|x| x.split_whitespace().any(|y| y == w));
    let modifier = if has("this") && has("ref") {
        ParamModifier::ThisRef
    } else if has("this") && has("in") {
        ParamModifier::ThisIn
    } else if has("this") {
        ParamModifier::This
    } else if has("params") {
        ParamModifier::Params
    } else if has("ref") && has("readonly") {
        ParamModifier::RefReadonly
    } else if has("ref") {
        ParamModifier::Ref
    } else if has("out") {
        ParamModifier::Out
    } else if has("in") {
        ParamModifier::In
    } else {
        ParamModifier::None
    };
    ParamDecl {
        name: name.unwrap_or_default().into(),
        ty: ty.unwrap_or(TypeRef::Missing),
        modifier,
        scoped: has("scoped"),
        default,
    }
}

fn accessor(node: &SyntaxNode) -> Option<AccessorDecl> {
    let k = &*K;
    let kind = tokens(node)
        .chain(
            node.children()
                .filter(|c| c.kind() == k.identifier)
                .filter_map(|c| c.first_token()),
        )
        .find_map(|t| match t.text() {
            "get" => Some(AccessorKind::Get),
            "set" => Some(AccessorKind::Set),
            "init" => Some(AccessorKind::Init),
            "add" => Some(AccessorKind::Add),
            "remove" => Some(AccessorKind::Remove),
            _ => None,
        })?;
    Some(AccessorDecl {
        kind,
        modifiers: modifiers(node),
        has_body: child_of(node, k.block).is_some()
            || child_of(node, k.arrow_expression_clause).is_some(),
    })
}

fn operator_token(node: &SyntaxNode) -> String {
    let k = &*K;
    let mut seen_operator = false;
    for token in tokens(node) {
        if token.kind() == k.kw_operator {
            seen_operator = true;
        } else if seen_operator && token.kind() != k.kw_checked {
            return token.text().to_string();
        }
    }
    String::new()
}

/// The metadata name of a user-defined operator (`op_Addition`), as the compiler emits it.
pub fn operator_metadata_name(token: &str, param_count: usize, checked: bool) -> String {
    let unary = param_count == 1;
    let base = match (token, unary) {
        ("+", true) => "UnaryPlus",
        ("-", true) => "UnaryNegation",
        ("!", _) => "LogicalNot",
        ("~", _) => "OnesComplement",
        ("++", _) => "Increment",
        ("--", _) => "Decrement",
        ("true", _) => "True",
        ("false", _) => "False",
        ("+", false) => "Addition",
        ("-", false) => "Subtraction",
        ("*", _) => "Multiply",
        ("/", _) => "Division",
        ("%", _) => "Modulus",
        ("&", _) => "BitwiseAnd",
        ("|", _) => "BitwiseOr",
        ("^", _) => "ExclusiveOr",
        ("<<", _) => "LeftShift",
        (">>", _) => "RightShift",
        (">>>", _) => "UnsignedRightShift",
        ("==", _) => "Equality",
        ("!=", _) => "Inequality",
        ("<", _) => "LessThan",
        (">", _) => "GreaterThan",
        ("<=", _) => "LessThanOrEqual",
        (">=", _) => "GreaterThanOrEqual",
        _ => "Unknown",
    };
    let checked_ok = matches!(
        base,
        "UnaryNegation"
            | "Increment"
            | "Decrement"
            | "Addition"
            | "Subtraction"
            | "Multiply"
            | "Division"
    );
    if checked && checked_ok {
        format!("op_Checked{base}")
    } else {
        format!("op_{base}")
    }
}

/// The range of the `///` lines right before a declaration (whitespace between them skipped).
/// A field's declarators share the comment written before the field.
fn doc_comment_range(node: &SyntaxNode) -> Option<TextRange> {
    let k = &*K;
    let anchor = if node.kind() == k.variable_declarator {
        node.parent().and_then(|declaration| declaration.parent())?
    } else {
        node.clone()
    };
    let mut range: Option<TextRange> = None;
    let mut element = anchor.prev_sibling_or_token();
    while let Some(current) = element {
        match &current {
            SyntaxElement::Token(t) if t.kind() == cs_syntax::WHITESPACE => {}
            SyntaxElement::Token(t) if t.kind() == k.comment && t.text().starts_with("///") => {
                range = Some(range.map_or(t.text_range(), |r| r.cover(t.text_range())));
            }
            _ => break,
        }
        element = current.prev_sibling_or_token();
    }
    range
}

/// The text of a documentation comment: each `///` line without its slashes, trimmed.
pub fn doc_comment_text(text: &str, range: TextRange) -> String {
    text.get(std::ops::Range::<usize>::from(range))
        .unwrap_or("")
        .lines()
        .map(|line| line.trim().trim_start_matches("///").trim())
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}
