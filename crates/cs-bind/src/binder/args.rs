//! Arguments of calls: collected with their names and `ref`/`out`/`in`, bound up front unless
//! their meaning depends on the parameter they meet (lambdas, `out var`, `new()`, method
//! groups), and finished once an overload is chosen. Lambdas bind here too.

use cs_hir::{Name, ParamModifier, Ty};
use cs_syntax::{SyntaxElement, SyntaxNode, TextRange};

use super::expr::is_expression_like;
use super::names::Val;
use super::types::is_type_kind;
use super::{Binder, children, kind_of, node_kind};
use crate::conversions::Source;
use crate::model::{BoundSymbol, LocalKind, RefKind};
use crate::sema::{ParamSig, Prim};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ArgMod {
    None,
    Ref,
    Out,
    In,
}

#[derive(Debug, Clone)]
pub(crate) struct Arg {
    pub value: Option<SyntaxElement>,
    pub name: Option<(Name, TextRange)>,
    pub modifier: ArgMod,
    pub source: Source,
    /// The value bound up front; `None` for lambdas and other deferred forms.
    pub bound: Option<Val>,
}

impl Arg {
    pub fn receiver(ty: Ty) -> Arg {
        Arg {
            value: None,
            name: None,
            modifier: ArgMod::None,
            source: Source::Typed(ty),
            bound: None,
        }
    }

    pub fn lambda_node(&self) -> Option<SyntaxNode> {
        let v = self.value.as_ref()?;
        let n = unparenthesize(v)?;
        matches!(
            node_kind(&n),
            "lambda_expression" | "anonymous_method_expression"
        )
        .then_some(n)
    }
}

fn unparenthesize(e: &SyntaxElement) -> Option<SyntaxNode> {
    let mut n = e.as_node()?.clone();
    while node_kind(&n) == "parenthesized_expression" {
        let inner = children(&n).find(is_expression_like)?.as_node()?.clone();
        n = inner;
    }
    Some(n)
}

impl Binder<'_> {
    /// Collects and pre-binds the arguments of an argument list.
    pub(crate) fn collect_args(&mut self, list: &SyntaxNode) -> Vec<Arg> {
        let mut args = Vec::new();
        for argument in list
            .children()
            .filter(|c| matches!(node_kind(c), "argument" | "attribute_argument"))
        {
            let parts: Vec<SyntaxElement> = children(&argument).collect();
            let name = match (parts.first(), parts.get(1)) {
                (Some(n), Some(colon)) if kind_of(n) == "identifier" && kind_of(colon) == ":" => {
                    Some((Name::from(super::element_text(n).as_str()), n.text_range()))
                }
                _ => None,
            };
            let modifier = parts
                .iter()
                .find_map(|p| match kind_of(p) {
                    "ref" => Some(ArgMod::Ref),
                    "out" => Some(ArgMod::Out),
                    "in" => Some(ArgMod::In),
                    _ => None,
                })
                .unwrap_or(ArgMod::None);
            let value = parts.iter().rfind(|p| is_expression_like(p)).cloned();
            let mut arg = Arg {
                value: value.clone(),
                name,
                modifier,
                source: Source::Unknown,
                bound: None,
            };
            if let Some(v) = &value {
                if let Some(lambda) = arg.lambda_node() {
                    arg.source = Source::Lambda {
                        params: lambda_param_count(&lambda),
                    };
                } else if kind_of(v) == "declaration_expression" {
                    // `out T x` / `out var x`: typed when written.
                    let written = v.as_node().and_then(|n| children(n).next());
                    if let Some(t) = written
                        .filter(|t| kind_of(t) != "implicit_type" && is_type_kind(kind_of(t)))
                    {
                        let ty = self.speculate(|b| b.bind_type(&t, RefKind::TypeUse));
                        arg.source = Source::Typed(ty);
                    }
                } else if matches!(kind_of(v), "implicit_object_creation_expression") {
                    arg.source = Source::Unknown;
                } else if kind_of(v) == "collection_expression" {
                    arg.source = Source::Collection;
                } else {
                    let access = match modifier {
                        ArgMod::Ref => RefKind::ReadWrite,
                        ArgMod::Out => RefKind::Write,
                        _ => RefKind::Read,
                    };
                    let bound = self.expr(v, None, access);
                    arg.source = self.source_of(&bound);
                    arg.bound = Some(bound);
                }
            }
            args.push(arg);
        }
        args
    }

    pub(crate) fn source_of(&self, v: &Val) -> Source {
        match v {
            Val::Value {
                ty,
                constant: Some(c),
            } => Source::IntConstant(ty.clone(), *c),
            Val::Value { ty, .. } => Source::Typed(ty.clone()),
            Val::Null => Source::Null,
            Val::DefaultLiteral => Source::Default,
            // No candidates of its own: maybe extension methods, not known here.
            Val::Methods(group) if group.candidates.is_empty() => Source::Unknown,
            Val::Methods(group) => Source::MethodGroup {
                arities: group
                    .candidates
                    .iter()
                    .map(|c| c.member.decl.params.len())
                    .collect(),
            },
            Val::Interpolated => Source::Interpolated,
            Val::Tuple(elements) => {
                Source::Tuple(elements.iter().map(|e| self.source_of(e)).collect())
            }
            Val::Lambda(n) => Source::Lambda {
                params: lambda_param_count(n),
            },
            Val::TargetTyped(n) if node_kind(n) == "collection_expression" => Source::Collection,
            _ => Source::Unknown,
        }
    }

    /// Binds what was deferred now that each argument's parameter is known (or not), and
    /// records named arguments.
    pub(crate) fn finish_args(
        &mut self,
        args: &[Arg],
        params: Option<&[Option<ParamSig>]>,
        member: Option<cs_hir::MemberId>,
    ) {
        for (i, arg) in args.iter().enumerate() {
            let param = params.and_then(|ps| ps.get(i).cloned().flatten());
            let expected = param.as_ref().map(|p| p.ty.clone());
            if let (Some((_, range)), Some(param), Some(member)) = (&arg.name, &param, member)
                && let Some(index) = self.param_index(member, &param.name)
            {
                self.count_name(true);
                self.record(
                    *range,
                    BoundSymbol::Parameter { member, index },
                    RefKind::NamedArgument,
                );
            }
            match &arg.bound {
                Some(v) => {
                    self.settle(v.clone(), expected.as_ref());
                }
                None => {
                    let Some(value) = &arg.value else { continue };
                    if let Some(lambda) = arg.lambda_node() {
                        self.bind_lambda(&lambda, expected.as_ref());
                    } else if kind_of(value) == "declaration_expression" {
                        if let Some(n) = value.as_node() {
                            self.declaration_expression(n, expected.as_ref());
                        }
                    } else {
                        self.expr_expect(value, expected.as_ref());
                    }
                }
            }
        }
    }

    fn param_index(&self, member: cs_hir::MemberId, name: &str) -> Option<u32> {
        let view = cs_hir::member(self.db(), member)?;
        view.decl
            .params
            .iter()
            .position(|p| &*p.name == name)
            .map(|i| i as u32)
    }

    /// Binds a lambda against a target type; returns the type of its body's value (the
    /// inferred return type), `void` for blocks without values.
    pub(crate) fn bind_lambda(&mut self, node: &SyntaxNode, target: Option<&Ty>) -> Option<Ty> {
        let target = target.map(|t| {
            if self
                .sema
                .is_type(t, "System.Linq.Expressions", "Expression")
                && let [inner] = crate::sema::ty_args(t)
            {
                inner.clone()
            } else {
                t.clone()
            }
        });
        let delegate = target
            .as_ref()
            .and_then(|t| self.sema.delegate_signature(t));
        let (param_types, ret): (Vec<Ty>, Option<Ty>) = match &delegate {
            Some((ps, r)) => (ps.iter().map(|p| p.ty.clone()).collect(), Some(r.clone())),
            None => (Vec::new(), None),
        };
        let is_async = children(node)
            .any(|c| kind_of(&c) == "modifier" && c.to_string().trim() == "async")
            || children(node).any(|c| kind_of(&c) == "async");
        let saved_return = self.cx.return_ty.clone();
        let saved_async = self.cx.is_async;
        self.function_depth += 1;
        self.push_scope();
        // Parameters come before `=>` (a body may be a lone identifier).
        for child in children(node).take_while(|c| kind_of(c) != "=>") {
            match kind_of(&child) {
                // `type => …`: a contextual keyword is a node around its token.
                "implicit_parameter" | "identifier" => {
                    if let Some(token) = super::ident_token(&child) {
                        let ty = param_types.first().cloned().unwrap_or(Ty::Missing);
                        self.declare_local(&token, ty, LocalKind::LambdaParameter);
                        self.record_local_declaration(&token);
                    }
                }
                "parameter_list" => {
                    if let Some(list) = child.as_node() {
                        self.lambda_parameters(list, &param_types);
                    }
                }
                _ => {}
            }
        }
        let body_expected = ret
            .clone()
            .filter(|r| self.sema.prim(r) != Some(Prim::Void) && !matches!(r, Ty::Missing));
        let body_expected = if is_async {
            body_expected
                .and_then(|r| self.sema.await_result(&r))
                .filter(|r| self.sema.prim(r) != Some(Prim::Void))
        } else {
            body_expected
        };
        self.cx.is_async = is_async;
        self.cx.return_ty = Some(body_expected.clone().unwrap_or(Ty::Missing));
        let mut result = None;
        if let Some(body) = children(node).filter(|c| kind_of(c) != "=>").last() {
            if kind_of(&body) == "block" {
                self.lambda_returns.push(Vec::new());
                if let Some(b) = body.as_node() {
                    // The async wrapper does not apply to the lambda's own returns.
                    let saved_member = self.cx.member.take();
                    self.block(b);
                    self.cx.member = saved_member;
                }
                let returns = self.lambda_returns.pop().unwrap_or_default();
                result = Some(
                    returns
                        .into_iter()
                        .find(|t| !matches!(t, Ty::Missing))
                        .unwrap_or_else(|| self.sema.prim_ty(Prim::Void)),
                );
            } else if is_expression_like(&body) {
                let v = self.expr_expect(&body, body_expected.as_ref());
                result = Some(match v {
                    Val::Value { ty, .. } => ty,
                    _ => Ty::Missing,
                });
            }
        }
        self.pop_scope();
        self.function_depth -= 1;
        self.cx.return_ty = saved_return;
        self.cx.is_async = saved_async;
        if is_async {
            result = result.map(|r| {
                if self.sema.prim(&r) == Some(Prim::Void) {
                    self.sema
                        .generic("System.Threading.Tasks", "Task", Vec::new())
                } else if matches!(r, Ty::Missing) {
                    r
                } else {
                    self.sema.generic("System.Threading.Tasks", "Task", vec![r])
                }
            });
        }
        result
    }

    /// Parameters of lambdas and local functions, declared as locals.
    pub(crate) fn lambda_parameters(&mut self, list: &SyntaxNode, from_target: &[Ty]) {
        for (i, parameter) in list
            .children()
            .filter(|c| node_kind(c) == "parameter")
            .enumerate()
        {
            let parts: Vec<SyntaxElement> = children(&parameter).collect();
            let name_element = parts.iter().rfind(|p| kind_of(p) == "identifier");
            let name = name_element.and_then(super::ident_token);
            let written = parts
                .iter()
                .find(|p| is_type_kind(kind_of(p)) && Some(*p) != name_element);
            let ty = match written {
                Some(t) => self.bind_type(t, RefKind::TypeUse),
                None => from_target.get(i).cloned().unwrap_or(Ty::Missing),
            };
            let mut after_equals = false;
            for p in &parts {
                if kind_of(p) == "=" {
                    after_equals = true;
                } else if after_equals && is_expression_like(p) {
                    self.expr_expect(p, Some(&ty));
                }
            }
            if let Some(name) = name {
                self.declare_local(&name, ty, LocalKind::LambdaParameter);
                self.record_local_declaration(&name);
            }
        }
    }
}

/// The number of parameters a lambda declares (`None`: `delegate { }` fits any).
pub(crate) fn lambda_param_count(node: &SyntaxNode) -> Option<usize> {
    if let Some(list) = children(node).find(|c| kind_of(c) == "parameter_list") {
        return Some(
            list.as_node()
                .map(|l| l.children().filter(|c| node_kind(c) == "parameter").count())
                .unwrap_or(0),
        );
    }
    if children(node)
        .take_while(|c| kind_of(c) != "=>")
        .any(|c| matches!(kind_of(&c), "implicit_parameter" | "identifier"))
    {
        return Some(1);
    }
    None
}

/// Does an argument's modifier suit a parameter's?
pub(crate) fn modifier_fits(arg: ArgMod, param: ParamModifier) -> bool {
    match arg {
        ArgMod::None => matches!(
            param,
            ParamModifier::None
                | ParamModifier::Params
                | ParamModifier::This
                | ParamModifier::In
                | ParamModifier::RefReadonly
                | ParamModifier::ThisIn
        ),
        ArgMod::Ref => matches!(
            param,
            ParamModifier::Ref | ParamModifier::ThisRef | ParamModifier::RefReadonly
        ),
        ArgMod::Out => param == ParamModifier::Out,
        ArgMod::In => matches!(
            param,
            ParamModifier::In | ParamModifier::RefReadonly | ParamModifier::ThisIn
        ),
    }
}
