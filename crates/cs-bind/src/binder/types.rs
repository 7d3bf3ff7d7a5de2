//! Types written in declarations and bodies: bound in the current context, with a reference
//! recorded for every type and namespace name in them.

use cs_hir::{
    NameSegment, Resolution, Symbol, Ty, TypeContext, TypeRef, resolve_type_or_namespace,
    resolve_type_ref,
};
use cs_syntax::{SyntaxElement, SyntaxToken};

use super::{Binder, children, kind_of};
use crate::model::{BoundSymbol, RefKind};

/// Grammar kinds that are types.
pub(crate) fn is_type_kind(kind: &str) -> bool {
    matches!(
        kind,
        "identifier"
            | "generic_name"
            | "qualified_name"
            | "alias_qualified_name"
            | "predefined_type"
            | "array_type"
            | "nullable_type"
            | "pointer_type"
            | "tuple_type"
            | "function_pointer_type"
            | "ref_type"
            | "scoped_type"
            | "implicit_type"
    )
}

impl Binder<'_> {
    pub(crate) fn type_context(&self) -> TypeContext<'_> {
        TypeContext {
            project: self.project(),
            doc: self.doc_index,
            scope: self.cx.scope,
            ty: self.cx.ty,
            type_params_of: None,
            method_type_params: &self.cx.method_type_params,
        }
    }

    pub(crate) fn resolve_written(&self, written: &TypeRef) -> Ty {
        resolve_type_ref(self.db(), &self.type_context(), written)
    }

    /// Binds a type written at `element`, recording references with `kind` for its names
    /// (type arguments are recorded as `TypeArgument`). `var` gives [`Ty::Missing`].
    pub(crate) fn bind_type(&mut self, element: &SyntaxElement, kind: RefKind) -> Ty {
        let written = TypeRef::lower(element);
        if matches!(written, TypeRef::Implicit) {
            return Ty::Missing;
        }
        self.type_name_refs(element, kind, false);
        self.resolve_written(&written)
    }

    /// Records references for the names in a written type; returns what the name binds to.
    pub(crate) fn type_name_refs(
        &mut self,
        element: &SyntaxElement,
        kind: RefKind,
        qualifier: bool,
    ) -> Option<Resolution> {
        match kind_of(element) {
            "identifier" | "generic_name" => {
                let written = TypeRef::lower(element);
                let resolution = if qualifier {
                    resolve_type_or_namespace(self.db(), &self.type_context(), &written)
                } else {
                    match self.resolve_written(&written) {
                        Ty::Unresolved { name, certain } => {
                            Resolution::Unresolved { name, certain }
                        }
                        ty => Resolution::Type(ty),
                    }
                };
                if let Some(token) = name_token(element) {
                    self.record_resolution(&token, &resolution, kind);
                    self.report_missing_type(element, &token, &resolution, arity_of(&written));
                }
                self.type_argument_refs(element);
                Some(resolution)
            }
            "qualified_name" | "alias_qualified_name" => {
                let node = element.as_node()?;
                let parts: Vec<SyntaxElement> = children(node)
                    .filter(|e| !matches!(kind_of(e), "." | "::"))
                    .collect();
                let (left, right) = (parts.first()?, parts.last()?);
                let left_resolution = if kind_of(element) == "qualified_name" {
                    self.type_name_refs(left, RefKind::TypeUse, true)
                } else {
                    None
                };
                let written = TypeRef::lower(element);
                let resolution = if qualifier {
                    resolve_type_or_namespace(self.db(), &self.type_context(), &written)
                } else {
                    match self.resolve_written(&written) {
                        Ty::Unresolved { name, certain } => {
                            Resolution::Unresolved { name, certain }
                        }
                        ty => Resolution::Type(ty),
                    }
                };
                if let Some(token) = name_token(right) {
                    self.record_resolution(&token, &resolution, kind);
                    self.report_missing_in_namespace(
                        element,
                        &token,
                        left_resolution.as_ref(),
                        &resolution,
                        arity_of(&TypeRef::lower(right)),
                    );
                }
                self.type_argument_refs(right);
                Some(resolution)
            }
            "predefined_type" | "implicit_type" => None,
            _ => {
                // Composite types: every type inside.
                let node = element.as_node()?;
                for child in children(node) {
                    if is_type_kind(kind_of(&child)) {
                        self.type_name_refs(&child, kind, false);
                    } else if kind_of(&child) == "tuple_element"
                        && let Some(n) = child.as_node()
                        && let Some(t) = children(n).find(|e| is_type_kind(kind_of(e)))
                    {
                        self.type_name_refs(&t, kind, false);
                    }
                }
                None
            }
        }
    }

    fn type_argument_refs(&mut self, element: &SyntaxElement) {
        let Some(node) = element.as_node() else {
            return;
        };
        let Some(list) = children(node).find(|e| kind_of(e) == "type_argument_list") else {
            return;
        };
        let Some(list) = list.as_node() else {
            return;
        };
        for arg in children(list) {
            if is_type_kind(kind_of(&arg)) {
                self.type_name_refs(&arg, RefKind::TypeArgument, false);
            }
        }
    }

    pub(crate) fn record_resolution(
        &mut self,
        token: &SyntaxToken,
        resolution: &Resolution,
        kind: RefKind,
    ) {
        match resolution {
            Resolution::Type(Ty::Named { id, .. }) => {
                self.count_name(true);
                self.record_symbol(token.text_range(), Symbol::Type(*id), kind)
            }
            Resolution::Type(Ty::TypeParam { index, method, .. }) => {
                self.count_name(true);
                if let Some(symbol) = self.type_parameter_symbol(*index, *method) {
                    self.record(token.text_range(), symbol, kind);
                }
            }
            Resolution::Type(Ty::Dynamic) => self.count_name(true),
            Resolution::Namespace(ns) => {
                self.count_name(true);
                self.record_symbol(token.text_range(), Symbol::Namespace(ns.clone()), kind)
            }
            Resolution::Unresolved { certain, .. } => self.unbound(
                token.text_range(),
                super::ident(token),
                *certain,
                "no type or namespace of this name",
            ),
            Resolution::Type(_) => self.count_name(false),
        }
    }

    /// The declaration a type parameter in scope belongs to.
    pub(crate) fn type_parameter_symbol(&self, index: u32, method: bool) -> Option<BoundSymbol> {
        if method {
            let member = self.cx.member.as_ref()?;
            return Some(BoundSymbol::TypeParameter {
                owner: Symbol::Member(member.id),
                index,
            });
        }
        let mut outer = 0;
        for t in self.cx.ty?.containing_chain(self.db()) {
            let arity = t.data(self.db()).arity;
            if index < outer + arity {
                return Some(BoundSymbol::TypeParameter {
                    owner: Symbol::Type(t),
                    index: index - outer,
                });
            }
            outer += arity;
        }
        None
    }

    /// `<T, U>` of a declaration: each name declares a type parameter of `owner`.
    pub(crate) fn declare_type_parameters(&mut self, list: &cs_syntax::SyntaxNode, owner: Symbol) {
        let names = list
            .children()
            .filter(|p| super::node_kind(p) == "type_parameter")
            .filter_map(|p| {
                p.children_with_tokens()
                    .filter(|e| kind_of(e) == "identifier")
                    .last()
                    .and_then(|e| super::ident_token(&e))
            });
        for (index, name) in names.enumerate() {
            self.record(
                name.text_range(),
                BoundSymbol::TypeParameter {
                    owner: owner.clone(),
                    index: index as u32,
                },
                RefKind::Declaration,
            );
        }
    }

    /// Type arguments written after a name (`M<int, T>`), bound.
    pub(crate) fn type_arguments(&mut self, element: &SyntaxElement) -> Vec<Ty> {
        let Some(node) = element.as_node() else {
            return Vec::new();
        };
        let Some(list) = children(node).find(|e| kind_of(e) == "type_argument_list") else {
            return Vec::new();
        };
        let Some(list) = list.as_node() else {
            return Vec::new();
        };
        children(list)
            .filter(|a| is_type_kind(kind_of(a)))
            .collect::<Vec<_>>()
            .iter()
            .map(|a| self.bind_type(a, RefKind::TypeArgument))
            .collect()
    }
}

/// The identifier token of a simple or generic name.
pub(crate) fn name_token(element: &SyntaxElement) -> Option<SyntaxToken> {
    match element {
        SyntaxElement::Token(t) if kind_of(element) == "identifier" => Some(t.clone()),
        // A contextual keyword used as a name (`file`, `global`, `record`) is an `identifier`
        // node around the keyword's token.
        SyntaxElement::Node(n) if kind_of(element) == "identifier" => n.first_token(),
        SyntaxElement::Node(n) => n
            .children_with_tokens()
            .find(|e| kind_of(e) == "identifier")
            .and_then(|e| name_token(&e)),
        _ => None,
    }
}

/// The number of type arguments of a written simple or generic name.
fn arity_of(written: &TypeRef) -> usize {
    match written {
        TypeRef::Named { segments, .. } => segments.last().map_or(0, |s| s.args.len()),
        _ => 0,
    }
}

/// A one-segment written name.
pub(crate) fn simple_ref(name: &str, args: Vec<TypeRef>) -> TypeRef {
    TypeRef::Named {
        alias: None,
        segments: vec![NameSegment {
            name: name.into(),
            args,
        }],
    }
}
