//! Syntax access for the semantic layer: grammar kinds resolved once by name, and small
//! helpers to walk the lossless tree by kind (tree-sitter's field names are not kept).

use std::sync::LazyLock;

use cs_syntax::{SyntaxElement, SyntaxKind, SyntaxNode, SyntaxToken, is_trivia, kind_from_name};

macro_rules! kinds {
    ($($field:ident = $name:literal $named:literal),* $(,)?) => {
        /// Grammar kinds the semantic layer looks at (some only by tests and later features).
        #[allow(dead_code)]
        pub(crate) struct Kinds { $(pub $field: SyntaxKind,)* }
        pub(crate) static K: LazyLock<Kinds> = LazyLock::new(|| Kinds {
            $($field: kind_from_name($name, $named)
                .unwrap_or_else(|| panic!("tree-sitter-c-sharp has no kind {:?}", $name)),)*
        });
    };
}

kinds! {
    compilation_unit = "compilation_unit" true,
    namespace_declaration = "namespace_declaration" true,
    file_scoped_namespace_declaration = "file_scoped_namespace_declaration" true,
    declaration_list = "declaration_list" true,
    using_directive = "using_directive" true,
    extern_alias_directive = "extern_alias_directive" true,
    global_statement = "global_statement" true,
    global_attribute = "global_attribute" true,
    class_declaration = "class_declaration" true,
    struct_declaration = "struct_declaration" true,
    interface_declaration = "interface_declaration" true,
    enum_declaration = "enum_declaration" true,
    record_declaration = "record_declaration" true,
    delegate_declaration = "delegate_declaration" true,
    field_declaration = "field_declaration" true,
    event_field_declaration = "event_field_declaration" true,
    event_declaration = "event_declaration" true,
    property_declaration = "property_declaration" true,
    indexer_declaration = "indexer_declaration" true,
    method_declaration = "method_declaration" true,
    constructor_declaration = "constructor_declaration" true,
    destructor_declaration = "destructor_declaration" true,
    operator_declaration = "operator_declaration" true,
    conversion_operator_declaration = "conversion_operator_declaration" true,
    enum_member_declaration = "enum_member_declaration" true,
    enum_member_declaration_list = "enum_member_declaration_list" true,
    variable_declaration = "variable_declaration" true,
    variable_declarator = "variable_declarator" true,
    accessor_list = "accessor_list" true,
    accessor_declaration = "accessor_declaration" true,
    arrow_expression_clause = "arrow_expression_clause" true,
    block = "block" true,
    modifier = "modifier" true,
    attribute_list = "attribute_list" true,
    attribute = "attribute" true,
    attribute_argument_list = "attribute_argument_list" true,
    attribute_target_specifier = "attribute_target_specifier" true,
    base_list = "base_list" true,
    primary_constructor_base_type = "primary_constructor_base_type" true,
    argument_list = "argument_list" true,
    parameter_list = "parameter_list" true,
    bracketed_parameter_list = "bracketed_parameter_list" true,
    parameter = "parameter" true,
    type_parameter_list = "type_parameter_list" true,
    type_parameter = "type_parameter" true,
    type_parameter_constraints_clause = "type_parameter_constraints_clause" true,
    type_parameter_constraint = "type_parameter_constraint" true,
    constructor_constraint = "constructor_constraint" true,
    explicit_interface_specifier = "explicit_interface_specifier" true,
    identifier = "identifier" true,
    qualified_name = "qualified_name" true,
    generic_name = "generic_name" true,
    alias_qualified_name = "alias_qualified_name" true,
    type_argument_list = "type_argument_list" true,
    predefined_type = "predefined_type" true,
    array_type = "array_type" true,
    array_rank_specifier = "array_rank_specifier" true,
    nullable_type = "nullable_type" true,
    pointer_type = "pointer_type" true,
    function_pointer_type = "function_pointer_type" true,
    function_pointer_parameter = "function_pointer_parameter" true,
    tuple_type = "tuple_type" true,
    tuple_element = "tuple_element" true,
    ref_type = "ref_type" true,
    scoped_type = "scoped_type" true,
    implicit_type = "implicit_type" true,
    comment = "comment" true,
    preproc_if_in_attribute_list = "preproc_if_in_attribute_list" true,
    comma = "," false,
    dot = "." false,
    colon = ":" false,
    l_bracket = "[" false,
    r_bracket = "]" false,
    equals = "=" false,
    semicolon = ";" false,
    kw_params = "params" false,
    kw_this = "this" false,
    kw_implicit = "implicit" false,
    kw_explicit = "explicit" false,
    kw_operator = "operator" false,
    kw_checked = "checked" false,
    kw_static = "static" false,
    kw_global = "global" false,
    kw_struct = "struct" false,
    kw_class = "class" false,
    kw_new = "new" false,
    kw_unmanaged = "unmanaged" false,
    kw_notnull = "notnull" false,
    kw_default = "default" false,
    kw_in = "in" false,
    kw_out = "out" false,
    kw_record = "record" false,
    kw_readonly = "readonly" false,
    star = "*" false,
    question = "?" false,
    tilde = "~" false,
}

/// Child nodes of a kind.
pub(crate) fn children_of(node: &SyntaxNode, kind: SyntaxKind) -> impl Iterator<Item = SyntaxNode> {
    node.children().filter(move |c| c.kind() == kind)
}

pub(crate) fn child_of(node: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxNode> {
    node.children().find(|c| c.kind() == kind)
}

/// Direct tokens that are not trivia.
pub(crate) fn tokens(node: &SyntaxNode) -> impl Iterator<Item = SyntaxToken> {
    node.children_with_tokens()
        .filter_map(|e| e.into_token())
        .filter(|t| !is_trivia(t.kind()))
}

pub(crate) fn has_token(node: &SyntaxNode, kind: SyntaxKind) -> bool {
    tokens(node).any(|t| t.kind() == kind)
}

/// The text of an identifier (a token when it is a leaf, a node otherwise), without a
/// verbatim `@`.
pub(crate) fn ident_text(element: &SyntaxElement) -> String {
    let text = element_text(element);
    let text = text.trim();
    text.strip_prefix('@').unwrap_or(text).to_string()
}

pub(crate) fn element_text(element: &SyntaxElement) -> String {
    match element {
        SyntaxElement::Node(n) => n.text().to_string(),
        SyntaxElement::Token(t) => t.text().to_string(),
    }
}

/// Non-trivia children, nodes and tokens: leaf grammar nodes (an `identifier`, a
/// `predefined_type`) are tokens in the lossless tree.
pub(crate) fn elements(node: &SyntaxNode) -> impl Iterator<Item = SyntaxElement> {
    node.children_with_tokens().filter(|e| !is_trivia(e.kind()))
}

/// The first child element of a kind.
pub(crate) fn element_of(node: &SyntaxNode, kind: SyntaxKind) -> Option<SyntaxElement> {
    elements(node).find(|e| e.kind() == kind)
}

/// The first child element that can stand for a type.
pub(crate) fn type_element(node: &SyntaxNode) -> Option<SyntaxElement> {
    elements(node).find(|e| is_type_node(e.kind()))
}

/// True for nodes that can stand for a type.
pub(crate) fn is_type_node(kind: SyntaxKind) -> bool {
    let k = &*K;
    [
        k.identifier,
        k.qualified_name,
        k.generic_name,
        k.alias_qualified_name,
        k.predefined_type,
        k.array_type,
        k.nullable_type,
        k.pointer_type,
        k.function_pointer_type,
        k.tuple_type,
        k.ref_type,
        k.scoped_type,
        k.implicit_type,
    ]
    .contains(&kind)
}
