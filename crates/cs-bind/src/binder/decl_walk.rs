//! The walk over a document's declarations: namespaces, usings, types and members, with the
//! context each body binds in (type, member, parameters, type parameter bounds).

use std::collections::HashMap;
use std::sync::Arc;

use cs_hir::{
    FileDecls, MemberKind, MemberOrigin, MemberView, Modifiers, Name, Symbol, Ty, TypeId,
    TypeParamDecl, decl_ranges, def_map, file_decls,
};
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::types::{is_type_kind, name_token};
use super::{Binder, Context, LocalEntry, children, kind_of, node_kind};
use crate::model::{BoundSymbol, RefKind};

#[derive(Debug, Clone, Copy)]
enum Target {
    Scope(u32),
    Type(u32),
    Member(u32, u32),
}

pub(crate) struct Walk {
    decls: Arc<FileDecls>,
    targets: HashMap<TextRange, Target>,
    type_ids: HashMap<u32, TypeId>,
}

pub(crate) fn is_type_declaration(kind: &str) -> bool {
    matches!(
        kind,
        "class_declaration"
            | "struct_declaration"
            | "interface_declaration"
            | "enum_declaration"
            | "record_declaration"
            | "record_struct_declaration"
            | "delegate_declaration"
    )
}

fn is_member_declaration(kind: &str) -> bool {
    matches!(
        kind,
        "field_declaration"
            | "event_field_declaration"
            | "event_declaration"
            | "property_declaration"
            | "indexer_declaration"
            | "method_declaration"
            | "constructor_declaration"
            | "destructor_declaration"
            | "operator_declaration"
            | "conversion_operator_declaration"
            | "enum_member_declaration"
    )
}

impl Binder<'_> {
    pub(crate) fn bind_document(&mut self) {
        let db = self.db();
        let root = cs_db::parse(db, self.document).syntax();
        let decls = file_decls(db, self.document).clone();
        let ranges = decl_ranges(db, self.document).clone();
        let mut targets = HashMap::new();
        for (i, scope) in decls.scopes.iter().enumerate() {
            if let Some(r) = ranges.get(scope.decl) {
                targets.insert(r.full, Target::Scope(i as u32));
            }
        }
        for (t, ty) in decls.types.iter().enumerate() {
            if let Some(r) = ranges.get(ty.decl) {
                targets.insert(r.full, Target::Type(t as u32));
            }
            for (m, member) in ty.members.iter().enumerate() {
                if let Some(r) = ranges.get(member.decl) {
                    targets.insert(r.full, Target::Member(t as u32, m as u32));
                }
            }
        }
        let mut type_ids = HashMap::new();
        let map = def_map(db, self.project());
        for (index, data) in map.types.iter().enumerate() {
            for part in &data.parts {
                if part.doc == self.doc_index && !part.is_synthesized() {
                    type_ids.insert(
                        part.ty,
                        TypeId {
                            project: self.project(),
                            index: index as u32,
                        },
                    );
                }
            }
        }
        let walk = Walk {
            decls,
            targets,
            type_ids,
        };
        self.walk(&walk, &root);
    }

    fn walk(&mut self, w: &Walk, node: &SyntaxNode) {
        let mut top_level_scope = false;
        for child in node.children() {
            let kind = node_kind(&child);
            match kind {
                "namespace_declaration" => {
                    let saved = self.cx.scope;
                    if let Some(Target::Scope(s)) = w.targets.get(&child.text_range()) {
                        self.cx.scope = *s;
                    }
                    self.walk(w, &child);
                    self.cx.scope = saved;
                }
                "file_scoped_namespace_declaration" => {
                    if let Some(Target::Scope(s)) = w.targets.get(&child.text_range()) {
                        self.cx.scope = *s;
                    }
                }
                "using_directive" => self.bind_using(&child),
                "global_attribute" | "attribute_list" => self.bind_attributes(&child),
                "global_statement" => {
                    if !top_level_scope {
                        top_level_scope = true;
                        self.enter_top_level(w);
                        let saved_scopes = std::mem::take(&mut self.scopes);
                        self.scopes = self.top_level_scopes.take().unwrap_or_default();
                        self.predeclare_local_functions(node);
                        self.top_level_scopes =
                            Some(std::mem::replace(&mut self.scopes, saved_scopes));
                    }
                    let saved_scopes = std::mem::take(&mut self.scopes);
                    self.scopes = self.top_level_scopes.take().unwrap_or_default();
                    for statement in child.children() {
                        self.statement(&statement);
                    }
                    self.top_level_scopes = Some(std::mem::replace(&mut self.scopes, saved_scopes));
                }
                k if is_type_declaration(k) => self.bind_type_declaration(w, &child),
                k if is_member_declaration(k) => self.bind_member_declaration(w, &child),
                "declaration_list" | "enum_member_declaration_list" => self.walk(w, &child),
                _ => {}
            }
        }
        if top_level_scope {
            self.cx = Context {
                scope: self.cx.scope,
                ..Context::default()
            };
            self.top_level_scopes = None;
        }
    }

    /// Top-level statements bind as the body of the synthesized `Program.<Main>$`.
    fn enter_top_level(&mut self, _w: &Walk) {
        let db = self.db();
        let map = def_map(db, self.project());
        let program = map.types.iter().enumerate().find_map(|(i, t)| {
            t.parts
                .iter()
                .position(|p| p.is_synthesized() && p.doc == self.doc_index)
                .map(|part| (i as u32, part as u32))
        });
        let Some((index, part)) = program else {
            return;
        };
        let ty = TypeId {
            project: self.project(),
            index,
        };
        let main = self
            .sema
            .members_of(ty)
            .iter()
            .find(|m| m.id.origin == MemberOrigin::TopLevelMain { part })
            .cloned();
        self.cx = Context {
            scope: 0,
            ty: Some(ty),
            container: main.as_ref().map(|m| Symbol::Member(m.id)),
            member: main.clone(),
            method_type_params: Vec::new(),
            is_static: true,
            return_ty: None,
            primary_params: Vec::new(),
            in_initializer: false,
            is_async: true,
        };
        let mut scope = HashMap::new();
        if let Some(main) = main {
            let sig = self.sema.sig(&main);
            if let Some(p) = sig.params.first() {
                scope.insert(
                    p.name.clone(),
                    LocalEntry {
                        symbol: BoundSymbol::Parameter {
                            member: main.id,
                            index: 0,
                        },
                        ty: p.ty.clone(),
                        is_function: false,
                        constant: None,
                    },
                );
            }
        }
        self.top_level_scopes = Some(vec![scope]);
    }

    fn bind_using(&mut self, node: &SyntaxNode) {
        let elements: Vec<SyntaxElement> = children(node).collect();
        let has_alias = elements.iter().any(|e| kind_of(e) == "=");
        let target = if has_alias {
            elements
                .iter()
                .skip_while(|e| kind_of(e) != "=")
                .skip(1)
                .find(|e| is_type_kind(kind_of(e)))
        } else {
            elements.iter().find(|e| is_type_kind(kind_of(e)))
        };
        if let Some(target) = target.cloned() {
            self.type_name_refs(&target, RefKind::Import, true);
        }
    }

    fn bind_type_declaration(&mut self, w: &Walk, node: &SyntaxNode) {
        let Some(Target::Type(index)) = w.targets.get(&node.text_range()).copied() else {
            return;
        };
        let Some(&id) = w.type_ids.get(&index) else {
            return;
        };
        let decl = &w.decls.types[index as usize];
        let saved = self.cx.clone();
        let saved_bounds = self.sema.type_param_bounds.borrow().clone();
        self.cx.ty = Some(id);
        self.cx.container = Some(Symbol::Type(id));
        self.cx.member = None;
        self.cx.method_type_params = Vec::new();
        self.cx.primary_params = Vec::new();
        self.cx.in_initializer = false;
        self.add_bounds(&decl.type_params.clone(), false);
        let primary = self
            .sema
            .members_of(id)
            .iter()
            .find(|m| {
                matches!(m.id.origin, MemberOrigin::PrimaryConstructor { part }
                    if self.part_matches(id, part, index))
            })
            .cloned();
        if let Some(primary) = &primary {
            let sig = self.sema.sig(primary);
            self.cx.primary_params = sig
                .params
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    (
                        p.name.clone(),
                        LocalEntry {
                            symbol: BoundSymbol::Parameter {
                                member: primary.id,
                                index: i as u32,
                            },
                            ty: p.ty.clone(),
                            is_function: false,
                            constant: None,
                        },
                    )
                })
                .collect();
        }
        let name = node
            .children_with_tokens()
            .find(|e| kind_of(e) == "identifier")
            .and_then(|e| super::ident_token(&e));
        if let Some(name) = &name {
            self.record_symbol(name.text_range(), Symbol::Type(id), RefKind::Declaration);
        }
        let is_delegate = node_kind(node) == "delegate_declaration";
        for child in children(node) {
            match kind_of(&child) {
                "attribute_list" => {
                    if let Some(n) = child.as_node() {
                        self.bind_attributes(n)
                    }
                }
                "parameter_list" => {
                    if let Some(n) = child.as_node() {
                        let owner = if is_delegate { None } else { primary.clone() };
                        self.bind_parameter_list(n, owner.as_deref());
                        self.declare_positional_properties(n, id, index);
                    }
                }
                "type_parameter_list" => {
                    if let Some(n) = child.as_node() {
                        self.declare_type_parameters(n, Symbol::Type(id));
                    }
                }
                "base_list" => {
                    if let Some(n) = child.as_node() {
                        self.bind_base_list(n);
                    }
                }
                "type_parameter_constraints_clause" => {
                    if let Some(n) = child.as_node() {
                        self.bind_constraints(n);
                    }
                }
                "declaration_list" | "enum_member_declaration_list" => {
                    if let Some(n) = child.as_node() {
                        self.walk(w, n);
                    }
                }
                k if is_delegate
                    && is_type_kind(k)
                    && Some(&child) != name.clone().map(SyntaxElement::Token).as_ref() =>
                {
                    self.bind_type(&child, RefKind::TypeUse);
                }
                _ => {}
            }
        }
        self.cx = saved;
        *self.sema.type_param_bounds.borrow_mut() = saved_bounds;
    }

    /// A positional record's parameter also declares its property.
    fn declare_positional_properties(&mut self, list: &SyntaxNode, id: TypeId, type_index: u32) {
        let names: Vec<_> = list
            .children()
            .filter(|n| node_kind(n) == "parameter")
            .map(|p| {
                p.children_with_tokens()
                    .filter(|e| kind_of(e) == "identifier")
                    .last()
                    .and_then(|e| super::ident_token(&e))
            })
            .collect();
        let members = self.sema.members_of(id);
        for m in members.iter() {
            if let MemberOrigin::PrimaryProperty { part, param } = m.id.origin
                && self.part_matches(id, part, type_index)
                && let Some(Some(name)) = names.get(param as usize)
            {
                self.record_symbol(
                    name.text_range(),
                    Symbol::Member(m.id),
                    RefKind::Declaration,
                );
            }
        }
    }

    fn part_matches(&self, id: TypeId, part: u32, type_index: u32) -> bool {
        id.data(self.db())
            .parts
            .get(part as usize)
            .is_some_and(|p| p.doc == self.doc_index && p.ty == type_index)
    }

    /// Records the constraint types of type parameters for member lookup on them.
    pub(crate) fn add_bounds(&mut self, params: &[TypeParamDecl], method: bool) {
        for p in params {
            let bounds: Vec<Ty> = p
                .constraints
                .iter()
                .filter_map(|c| match c {
                    cs_hir::Constraint::Type(t) => Some(self.resolve_written(t)),
                    _ => None,
                })
                .collect();
            self.sema
                .type_param_bounds
                .borrow_mut()
                .insert((p.name.clone(), method), bounds);
        }
    }

    fn bind_base_list(&mut self, node: &SyntaxNode) {
        for child in children(node) {
            match kind_of(&child) {
                "primary_constructor_base_type" => {
                    let Some(n) = child.as_node() else { continue };
                    let ty_element = children(n).find(|e| is_type_kind(kind_of(e)));
                    let base = ty_element
                        .as_ref()
                        .map(|t| self.bind_type(t, RefKind::BaseType))
                        .unwrap_or(Ty::Missing);
                    if let Some(args) = super::child_node(n, "argument_list") {
                        let saved = self.cx.in_initializer;
                        self.cx.in_initializer = true;
                        let token = ty_element.as_ref().and_then(name_token);
                        self.bind_constructor_call(&base, &args, token.map(|t| t.text_range()));
                        self.cx.in_initializer = saved;
                    }
                }
                k if is_type_kind(k) => {
                    self.bind_type(&child, RefKind::BaseType);
                }
                _ => {}
            }
        }
    }

    fn bind_constraints(&mut self, node: &SyntaxNode) {
        for child in children(node) {
            match kind_of(&child) {
                "identifier" => {
                    self.type_name_refs(&child, RefKind::TypeUse, false);
                }
                "type_parameter_constraint" => {
                    if let Some(n) = child.as_node() {
                        for t in children(n).filter(|e| is_type_kind(kind_of(e))) {
                            self.bind_type(&t, RefKind::TypeUse);
                        }
                        if let Some(t) = super::child_node(n, "type_constraint") {
                            for t in children(&t).filter(|e| is_type_kind(kind_of(e))) {
                                self.bind_type(&t, RefKind::TypeUse);
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }

    fn member_view(&self, w: &Walk, type_index: u32, member_index: u32) -> Option<Arc<MemberView>> {
        let id = *w.type_ids.get(&type_index)?;
        let data = id.data(self.db());
        let part = data
            .parts
            .iter()
            .position(|p| p.doc == self.doc_index && p.ty == type_index)? as u32;
        self.sema
            .members_of(id)
            .iter()
            .find(|m| {
                m.id.origin
                    == MemberOrigin::Declared {
                        part,
                        index: member_index,
                    }
            })
            .cloned()
    }

    fn bind_member_declaration(&mut self, w: &Walk, node: &SyntaxNode) {
        let kind = node_kind(node);
        if kind == "field_declaration" || kind == "event_field_declaration" {
            for child in children(node) {
                match kind_of(&child) {
                    "attribute_list" => {
                        if let Some(n) = child.as_node() {
                            self.bind_attributes(n)
                        }
                    }
                    "variable_declaration" => {
                        let Some(declaration) = child.as_node() else {
                            continue;
                        };
                        for part in children(declaration) {
                            if is_type_kind(kind_of(&part)) {
                                self.bind_type(&part, RefKind::TypeUse);
                            } else if kind_of(&part) == "variable_declarator"
                                && let Some(d) = part.as_node()
                                && let Some(Target::Member(t, m)) =
                                    w.targets.get(&d.text_range()).copied()
                                && let Some(view) = self.member_view(w, t, m)
                            {
                                self.with_member(view, |b, view| {
                                    b.bind_declarator_member(d, view);
                                });
                            }
                        }
                    }
                    _ => {}
                }
            }
            return;
        }
        let Some(Target::Member(t, m)) = w.targets.get(&node.text_range()).copied() else {
            return;
        };
        let Some(view) = self.member_view(w, t, m) else {
            return;
        };
        self.with_member(view, |b, view| b.bind_member_node(node, view));
    }

    /// Sets the context of a member for `f`, and restores it afterwards.
    pub(crate) fn with_member(
        &mut self,
        view: Arc<MemberView>,
        f: impl FnOnce(&mut Self, &Arc<MemberView>),
    ) {
        let saved = self.cx.clone();
        let saved_scopes = std::mem::take(&mut self.scopes);
        let saved_bounds = self.sema.type_param_bounds.borrow().clone();
        self.cx.member = Some(view.clone());
        self.cx.container = Some(Symbol::Member(view.id));
        self.cx.method_type_params = view.decl.type_params.clone();
        self.cx.is_static = view.is_static();
        self.cx.is_async = view.decl.modifiers.contains(Modifiers::ASYNC);
        let sig = self.sema.sig(&view);
        self.cx.return_ty = match view.decl.kind {
            MemberKind::Constructor | MemberKind::Destructor => None,
            _ => Some(sig.ty.clone()),
        };
        self.add_bounds(&view.decl.type_params.clone(), true);
        let mut scope = HashMap::new();
        for (i, p) in sig.params.iter().enumerate() {
            scope.insert(
                p.name.clone(),
                LocalEntry {
                    symbol: BoundSymbol::Parameter {
                        member: view.id,
                        index: i as u32,
                    },
                    ty: p.ty.clone(),
                    is_function: false,
                    constant: None,
                },
            );
        }
        self.scopes.push(scope);
        f(self, &view);
        self.scopes = saved_scopes;
        self.cx = saved;
        *self.sema.type_param_bounds.borrow_mut() = saved_bounds;
    }

    fn bind_declarator_member(&mut self, declarator: &SyntaxNode, view: &Arc<MemberView>) {
        if let Some(name) = declarator
            .children_with_tokens()
            .find(|e| kind_of(e) == "identifier")
            .and_then(|e| super::ident_token(&e))
        {
            self.record_symbol(
                name.text_range(),
                Symbol::Member(view.id),
                RefKind::Declaration,
            );
        }
        let ty = self.sema.sig(view).ty.clone();
        self.cx.return_ty = None;
        self.cx.in_initializer = true;
        if let Some(value) = children(declarator)
            .skip_while(|e| kind_of(e) != "=")
            .nth(1)
        {
            self.expr_expect(&value, Some(&ty));
        }
        if let Some(args) = super::child_node(declarator, "bracketed_argument_list") {
            self.bind_argument_values(&args);
        }
    }

    fn bind_member_node(&mut self, node: &SyntaxNode, view: &Arc<MemberView>) {
        let name_range = decl_name_range(self, view);
        let sig = self.sema.sig(view);
        let member_kind = view.decl.kind;
        let mut seen_equals = false;
        for child in children(node) {
            let k = kind_of(&child);
            match k {
                "attribute_list" => {
                    if let Some(n) = child.as_node() {
                        self.bind_attributes(n)
                    }
                }
                "parameter_list" | "bracketed_parameter_list" => {
                    if let Some(n) = child.as_node() {
                        self.bind_parameter_list(n, Some(view));
                    }
                }
                "type_parameter_list" => {
                    if let Some(n) = child.as_node() {
                        self.declare_type_parameters(n, Symbol::Member(view.id));
                    }
                }
                "explicit_interface_specifier" => {
                    if let Some(n) = child.as_node() {
                        for t in children(n).filter(|e| is_type_kind(kind_of(e))) {
                            self.bind_type(&t, RefKind::TypeUse);
                        }
                    }
                }
                "type_parameter_constraints_clause" => {
                    if let Some(n) = child.as_node() {
                        self.bind_constraints(n);
                    }
                }
                "constructor_initializer" => {
                    if let Some(n) = child.as_node() {
                        self.bind_constructor_initializer(n);
                    }
                }
                "block" => {
                    if let Some(n) = child.as_node() {
                        self.block(n);
                    }
                }
                "arrow_expression_clause" => {
                    if let Some(n) = child.as_node() {
                        self.arrow_body(n);
                    }
                }
                "accessor_list" => {
                    if let Some(n) = child.as_node() {
                        self.bind_accessors(n, &sig.ty);
                    }
                }
                "=" => seen_equals = true,
                "identifier" if Some(child.text_range()) == name_range => {
                    self.record_symbol(
                        child.text_range(),
                        Symbol::Member(view.id),
                        RefKind::Declaration,
                    );
                }
                _ if seen_equals && member_kind == MemberKind::EnumMember => {
                    self.cx.in_initializer = true;
                    self.expr_expect(&child, None);
                    seen_equals = false;
                }
                _ if seen_equals => {
                    // A property initializer.
                    self.cx.in_initializer = true;
                    self.cx.return_ty = None;
                    let ty = sig.ty.clone();
                    self.expr_expect(&child, Some(&ty));
                    seen_equals = false;
                }
                k if is_type_kind(k) => {
                    self.bind_type(&child, RefKind::TypeUse);
                }
                _ => {}
            }
        }
    }

    fn bind_accessors(&mut self, list: &SyntaxNode, ty: &Ty) {
        for accessor in list
            .children()
            .filter(|n| node_kind(n) == "accessor_declaration")
        {
            let keyword = children(&accessor)
                .find(|e| matches!(kind_of(e), "get" | "set" | "init" | "add" | "remove"));
            let has_value = keyword
                .as_ref()
                .is_some_and(|k| matches!(kind_of(k), "set" | "init" | "add" | "remove"));
            let saved_return = self.cx.return_ty.clone();
            self.push_scope();
            if has_value && let Some(k) = &keyword {
                let id = crate::model::LocalId {
                    document: self.document,
                    offset: u32::from(k.text_range().start()),
                };
                if let Some(scope) = self.scopes.last_mut() {
                    scope.insert(
                        Name::from("value"),
                        LocalEntry {
                            symbol: BoundSymbol::Local(id),
                            ty: ty.clone(),
                            is_function: false,
                            constant: None,
                        },
                    );
                }
                self.cx.return_ty = Some(self.sema.prim_ty(crate::sema::Prim::Void));
            }
            for child in children(&accessor) {
                match kind_of(&child) {
                    "attribute_list" => {
                        if let Some(n) = child.as_node() {
                            self.bind_attributes(n)
                        }
                    }
                    "block" => {
                        if let Some(n) = child.as_node() {
                            self.block(n);
                        }
                    }
                    "arrow_expression_clause" => {
                        if let Some(n) = child.as_node() {
                            self.arrow_body(n);
                        }
                    }
                    _ => {}
                }
            }
            self.pop_scope();
            self.cx.return_ty = saved_return;
        }
    }

    /// Parameter lists of members: types, default values, and the names as declarations of
    /// the member's parameters.
    pub(crate) fn bind_parameter_list(&mut self, list: &SyntaxNode, owner: Option<&MemberView>) {
        let parameters = list.children().filter(|n| node_kind(n) == "parameter");
        for (index, parameter) in (0u32..).zip(parameters) {
            let name = parameter
                .children_with_tokens()
                .filter(|e| kind_of(e) == "identifier")
                .last()
                .and_then(|e| super::ident_token(&e));
            let mut after_equals = false;
            for child in children(&parameter) {
                match kind_of(&child) {
                    "attribute_list" => {
                        if let Some(n) = child.as_node() {
                            self.bind_attributes(n)
                        }
                    }
                    "=" => after_equals = true,
                    _ if after_equals => {
                        let expected = owner.and_then(|o| {
                            self.sema
                                .sig(o)
                                .params
                                .get(index as usize)
                                .map(|p| p.ty.clone())
                        });
                        self.expr_expect(&child, expected.as_ref());
                    }
                    k if is_type_kind(k)
                        && Some(child.text_range()) != name.as_ref().map(|n| n.text_range()) =>
                    {
                        self.bind_type(&child, RefKind::TypeUse);
                    }
                    _ => {}
                }
            }
            if let (Some(name), Some(owner)) = (&name, owner) {
                self.record(
                    name.text_range(),
                    BoundSymbol::Parameter {
                        member: owner.id,
                        index,
                    },
                    RefKind::Declaration,
                );
            }
        }
    }

    fn bind_constructor_initializer(&mut self, node: &SyntaxNode) {
        let Some(keyword) = children(node).find(|e| matches!(kind_of(e), "base" | "this")) else {
            return;
        };
        let Some(ty) = self.cx.ty else { return };
        let own = self.sema.self_type(ty);
        let target = if kind_of(&keyword) == "base" {
            self.sema.base_class(&own).unwrap_or(Ty::Missing)
        } else {
            own
        };
        if let Some(args) = super::child_node(node, "argument_list") {
            self.bind_constructor_call(&target, &args, Some(keyword.text_range()));
        }
    }
}

/// The declared name range of a member, from the declaration positions.
fn decl_name_range(b: &Binder<'_>, view: &MemberView) -> Option<TextRange> {
    let documents = cs_hir::project_documents(b.db(), view.id.ty.project);
    let document = documents.get(view.doc as usize)?;
    decl_ranges(b.db(), *document)
        .get(view.decl.decl)
        .map(|r| r.name)
}
