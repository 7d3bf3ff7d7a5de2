//! The syntax behind declaration diagnostics: the node of a declaration, the range a problem
//! points at, and the types written in base lists and member signatures.

use std::sync::LazyLock;

use cs_hir::MemberKind;
use cs_syntax::{SyntaxElement, SyntaxKind, SyntaxNode, TextRange, is_trivia, kind_from_name};

/// The grammar's node and token kinds these checks look for, found by name once.
pub(super) struct Kinds {
    pub(super) declarations: Vec<SyntaxKind>,
    pub(super) base_list: SyntaxKind,
    pub(super) primary_constructor_base_type: SyntaxKind,
    pub(super) parameter_list: SyntaxKind,
    pub(super) bracketed_parameter_list: SyntaxKind,
    pub(super) parameter: SyntaxKind,
    pub(super) variable_declaration: SyntaxKind,
    pub(super) variable_declarator: SyntaxKind,
    pub(super) explicit_interface_specifier: SyntaxKind,
    pub(super) indexer_declaration: SyntaxKind,
    pub(super) operator_declaration: SyntaxKind,
    pub(super) delegate_declaration: SyntaxKind,
    pub(super) identifier: SyntaxKind,
    pub(super) generic_name: SyntaxKind,
    pub(super) qualified_name: SyntaxKind,
    pub(super) alias_qualified_name: SyntaxKind,
    pub(super) type_argument_list: SyntaxKind,
    pub(super) tuple_type: SyntaxKind,
    pub(super) tuple_element: SyntaxKind,
    pub(super) function_pointer_type: SyntaxKind,
    pub(super) function_pointer_parameter: SyntaxKind,
    /// Types wrapping other types: arrays, nullable, pointer, `ref`, `scoped`.
    pub(super) wrappers: Vec<SyntaxKind>,
    /// Every node kind that can stand for a type.
    pub(super) types: Vec<SyntaxKind>,
    pub(super) kw_this: SyntaxKind,
    pub(super) kw_operator: SyntaxKind,
    pub(super) kw_checked: SyntaxKind,
    pub(super) kw_params: SyntaxKind,
}

pub(super) static K: LazyLock<Kinds> = LazyLock::new(|| {
    // A kind the grammar lacks matches nothing.
    let named = |n: &str| kind_from_name(n, true).unwrap_or(SyntaxKind(u16::MAX));
    let token = |n: &str| kind_from_name(n, false).unwrap_or(SyntaxKind(u16::MAX));
    let list = |names: &[&str]| names.iter().map(|n| named(n)).collect::<Vec<_>>();
    Kinds {
        declarations: list(&[
            "class_declaration",
            "struct_declaration",
            "interface_declaration",
            "enum_declaration",
            "record_declaration",
            "delegate_declaration",
            "field_declaration",
            "event_field_declaration",
            "variable_declarator",
            "enum_member_declaration",
            "method_declaration",
            "property_declaration",
            "indexer_declaration",
            "event_declaration",
            "constructor_declaration",
            "destructor_declaration",
            "operator_declaration",
            "conversion_operator_declaration",
        ]),
        base_list: named("base_list"),
        primary_constructor_base_type: named("primary_constructor_base_type"),
        parameter_list: named("parameter_list"),
        bracketed_parameter_list: named("bracketed_parameter_list"),
        parameter: named("parameter"),
        variable_declaration: named("variable_declaration"),
        variable_declarator: named("variable_declarator"),
        explicit_interface_specifier: named("explicit_interface_specifier"),
        indexer_declaration: named("indexer_declaration"),
        operator_declaration: named("operator_declaration"),
        delegate_declaration: named("delegate_declaration"),
        identifier: named("identifier"),
        generic_name: named("generic_name"),
        qualified_name: named("qualified_name"),
        alias_qualified_name: named("alias_qualified_name"),
        type_argument_list: named("type_argument_list"),
        tuple_type: named("tuple_type"),
        tuple_element: named("tuple_element"),
        function_pointer_type: named("function_pointer_type"),
        function_pointer_parameter: named("function_pointer_parameter"),
        wrappers: list(&[
            "array_type",
            "nullable_type",
            "pointer_type",
            "ref_type",
            "scoped_type",
        ]),
        types: list(&[
            "identifier",
            "qualified_name",
            "generic_name",
            "alias_qualified_name",
            "predefined_type",
            "array_type",
            "nullable_type",
            "pointer_type",
            "function_pointer_type",
            "tuple_type",
            "ref_type",
            "scoped_type",
            "implicit_type",
        ]),
        kw_this: token("this"),
        kw_operator: token("operator"),
        kw_checked: token("checked"),
        kw_params: token("params"),
    }
});

pub(super) fn is_type_node(kind: SyntaxKind) -> bool {
    K.types.contains(&kind)
}

pub(super) fn child(node: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxNode> {
    node.children().find(|c| c.kind() == kind)
}

/// Non-trivia children, nodes and tokens: leaf grammar nodes (an identifier, a predefined
/// type) are tokens in the lossless tree.
pub(super) fn elements(node: &SyntaxNode) -> impl Iterator<Item = SyntaxElement> {
    node.children_with_tokens().filter(|e| !is_trivia(e.kind()))
}

/// The first child that can stand for a type.
pub(super) fn first_type(node: &SyntaxNode) -> Option<SyntaxElement> {
    elements(node).find(|e| is_type_node(e.kind()))
}

/// The declaration node whose whole range is `full`.
pub(super) fn decl_node(root: &SyntaxNode, full: TextRange) -> Option<SyntaxNode> {
    if !root.text_range().contains_range(full) {
        return None;
    }
    let mut node = match root.covering_element(full) {
        SyntaxElement::Node(n) => n,
        SyntaxElement::Token(t) => t.parent()?,
    };
    loop {
        if node.text_range() == full && K.declarations.contains(&node.kind()) {
            return Some(node);
        }
        if node.text_range() != full && !full.contains_range(node.text_range()) {
            return None;
        }
        node = node.parent()?;
    }
}

/// The range a declaration's diagnostics point at: its name, or for an indexer the `this`
/// keyword and for an operator its token.
pub(super) fn name_range(root: &SyntaxNode, full: TextRange, name: TextRange) -> TextRange {
    if name != full {
        return name;
    }
    let Some(node) = decl_node(root, full) else {
        return name;
    };
    let tokens: Vec<_> = elements(&node).filter_map(|e| e.into_token()).collect();
    if node.kind() == K.indexer_declaration
        && let Some(t) = tokens.iter().find(|t| t.kind() == K.kw_this)
    {
        return t.text_range();
    }
    if node.kind() == K.operator_declaration
        && let Some(i) = tokens.iter().position(|t| t.kind() == K.kw_operator)
        && let Some(t) = tokens[i + 1..].iter().find(|t| t.kind() != K.kw_checked)
    {
        return t.text_range();
    }
    name
}

/// The written types of a type declaration's base list, in order.
pub(super) fn base_type_nodes(declaration: &SyntaxNode) -> Vec<SyntaxElement> {
    let Some(list) = child(declaration, K.base_list) else {
        return Vec::new();
    };
    elements(&list)
        .filter_map(|c| match &c {
            _ if is_type_node(c.kind()) => Some(c),
            SyntaxElement::Node(base) if c.kind() == K.primary_constructor_base_type => {
                first_type(base)
            }
            _ => None,
        })
        .collect()
}

pub(super) fn base_type_range(root: &SyntaxNode, full: TextRange, index: u32) -> Option<TextRange> {
    let node = decl_node(root, full)?;
    base_type_nodes(&node)
        .get(index as usize)
        .map(|n| n.text_range())
}

/// The parameter types of a parameter list (`params` parameters sit inline in the list).
pub(super) fn parameter_type_nodes(list: &SyntaxNode) -> Vec<SyntaxElement> {
    let mut result = Vec::new();
    let mut after_params = false;
    for element in elements(list) {
        if element.kind() == K.kw_params {
            after_params = true;
        } else if let SyntaxElement::Node(parameter) = &element
            && element.kind() == K.parameter
        {
            result.extend(first_type(parameter));
        } else if after_params && is_type_node(element.kind()) {
            result.push(element);
            after_params = false;
        }
    }
    result
}

/// The types written in a member's signature: its type (return, field, property, event),
/// explicit interface and parameters.
pub(super) fn member_type_nodes(
    node: &SyntaxNode,
    kind: MemberKind,
    name: TextRange,
) -> Vec<SyntaxElement> {
    let mut result = Vec::new();
    if kind == MemberKind::EnumMember {
        return result;
    }
    if node.kind() == K.variable_declarator {
        if let Some(declaration) = node.parent().filter(|p| p.kind() == K.variable_declaration) {
            result.extend(first_type(&declaration));
        }
        return result;
    }
    if matches!(
        kind,
        MemberKind::Indexer | MemberKind::Operator | MemberKind::Conversion
    ) {
        // No name: the first type is the element or return type.
        result.extend(first_type(node));
    } else {
        result.extend(
            elements(node)
                .take_while(|c| c.text_range().end() <= name.start())
                .find(|c| is_type_node(c.kind())),
        );
    }
    if let Some(spec) = child(node, K.explicit_interface_specifier) {
        result.extend(first_type(&spec));
    }
    for list in [K.parameter_list, K.bracketed_parameter_list] {
        if let Some(list) = child(node, list) {
            result.extend(parameter_type_nodes(&list));
        }
    }
    result
}

/// The segments of a written name (`A.B<C>` → `A`, `B<C>`); the alias of `x::A` is not one.
pub(super) fn name_segments(element: &SyntaxElement) -> Vec<SyntaxElement> {
    let kind = element.kind();
    if kind == K.identifier || kind == K.generic_name {
        return vec![element.clone()];
    }
    let SyntaxElement::Node(node) = element else {
        return Vec::new();
    };
    let parts = elements(node).filter(|c| {
        let k = c.kind();
        k == K.identifier
            || k == K.generic_name
            || k == K.qualified_name
            || k == K.alias_qualified_name
    });
    if kind == K.qualified_name {
        parts.flat_map(|c| name_segments(&c)).collect()
    } else if kind == K.alias_qualified_name {
        parts.skip(1).flat_map(|c| name_segments(&c)).collect()
    } else {
        Vec::new()
    }
}
