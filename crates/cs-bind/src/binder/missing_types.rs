//! CS0246 and CS0234 for type names written in bodies (locals, `new`, casts, `typeof`, type
//! arguments, patterns, lambdas and local functions), each occurrence with its own span, when
//! nothing unseen could supply the name. Signatures and base lists are judged with the
//! declarations (`cs-ide`'s declaration diagnostics), so only names inside a body count here.

use cs_hir::Resolution;
use cs_syntax::{SyntaxElement, SyntaxToken, kind_name};

use super::Binder;

/// Names that are keywords in context, never reported.
const CONTEXTUAL: &[&str] = &[
    "var",
    "dynamic",
    "nint",
    "nuint",
    "unmanaged",
    "notnull",
    "_",
    "record",
    "field",
    "value",
];

impl Binder<'_> {
    /// Reports a simple (or generic) type name that binds to nothing, certainly.
    pub(crate) fn report_missing_type(
        &mut self,
        element: &SyntaxElement,
        token: &SyntaxToken,
        resolution: &Resolution,
        arity: usize,
    ) {
        let Resolution::Unresolved {
            name,
            certain: true,
        } = resolution
        else {
            return;
        };
        let text = super::ident(token);
        if *name != *text || CONTEXTUAL.contains(&text) || !in_body(element) {
            return;
        }
        self.error_once(
            "CS0246",
            token.text_range(),
            format!(
                "The type or namespace name '{}' could not be found (are you missing a using directive or an assembly reference?)",
                with_arity(text, arity)
            ),
        );
    }

    /// Reports the right part of a qualified name whose left part is a namespace that
    /// certainly lacks it.
    pub(crate) fn report_missing_in_namespace(
        &mut self,
        element: &SyntaxElement,
        token: &SyntaxToken,
        left: Option<&Resolution>,
        resolution: &Resolution,
        arity: usize,
    ) {
        let (Some(Resolution::Namespace(namespace)), Resolution::Unresolved { certain: true, .. }) =
            (left, resolution)
        else {
            return;
        };
        if !in_body(element) {
            return;
        }
        self.missing_in_namespace(token.text_range(), namespace, super::ident(token), arity);
    }

    /// CS0234 at `range`: `name` is not in the (closed) `namespace`; once per span, as a name
    /// may be judged both as a type and as an expression.
    pub(crate) fn missing_in_namespace(
        &mut self,
        range: cs_syntax::TextRange,
        namespace: &str,
        name: &str,
        arity: usize,
    ) {
        self.error_once(
            "CS0234",
            range,
            format!(
                "The type or namespace name '{}' does not exist in the namespace '{namespace}' (are you missing an assembly reference?)",
                with_arity(name, arity)
            ),
        );
    }

    fn error_once(&mut self, id: &'static str, range: cs_syntax::TextRange, message: String) {
        if !self
            .out
            .diagnostics
            .iter()
            .any(|d| d.id == id && d.range == range)
        {
            self.error(id, range, message);
        }
    }
}

/// `List<>`, `Dictionary<,>`: a name as the compiler's not-found messages write it.
fn with_arity(name: &str, arity: usize) -> String {
    if arity == 0 {
        name.to_string()
    } else {
        format!("{name}<{}>", ",".repeat(arity - 1))
    }
}

/// True inside a member's body, an initializer or a top-level statement; false in a
/// signature, base list, constraint or attribute of a declaration.
fn in_body(element: &SyntaxElement) -> bool {
    let mut child = element.clone();
    let mut node = element.parent();
    while let Some(n) = node {
        match kind_name(n.kind()) {
            "block" | "arrow_expression_clause" | "equals_value_clause" | "global_statement" => {
                return true;
            }
            // The initializer of a field or property (`= new Widget()`), not its type.
            "variable_declarator" | "property_declaration" if after_equals(&child) => {
                return true;
            }
            "attribute_list"
            | "parameter_list"
            | "base_list"
            | "type_parameter_constraints_clause"
            | "field_declaration"
            | "property_declaration"
            | "event_field_declaration"
            | "compilation_unit" => return false,
            _ => {}
        }
        node = n.parent();
        child = SyntaxElement::Node(n);
    }
    false
}

/// True when an `=` token precedes `element` among its siblings.
fn after_equals(element: &SyntaxElement) -> bool {
    let mut sibling = element.prev_sibling_or_token();
    while let Some(s) = sibling {
        if kind_name(s.kind()) == "=" {
            return true;
        }
        sibling = s.prev_sibling_or_token();
    }
    false
}
