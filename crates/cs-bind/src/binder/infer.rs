//! Method type argument inference: lower bounds from argument types (through base classes
//! and interfaces), then from lambda bodies once their parameter types are fixed; each type
//! parameter fixed to the bound all others convert to.

use cs_hir::Ty;

use super::Binder;
use super::args::Arg;
use crate::conversions::{Conv, Source};
use crate::sema::{ParamSig, has_method_params};

impl Binder<'_> {
    pub(crate) fn infer(
        &mut self,
        count: usize,
        params: &[ParamSig],
        owner: &[Ty],
        map: &[usize],
        expanded: bool,
        args: &[Arg],
    ) -> Vec<Ty> {
        let mut bounds: Vec<Vec<Ty>> = vec![Vec::new(); count];
        let slot = |i: usize| -> Ty {
            let p = &params[map[i]];
            if expanded && map[i] == params.len() - 1 {
                match &p.ty {
                    Ty::Array { element, .. } => (**element).clone(),
                    other => other.clone(),
                }
            } else {
                p.ty.clone()
            }
        };
        for (i, arg) in args.iter().enumerate() {
            let p = slot(i);
            if !has_method_params(&p) {
                continue;
            }
            if let Some(t) = arg.source.ty() {
                self.lower_bound(t, &p, &mut bounds);
            } else if let Source::Tuple(elements) = &arg.source
                && self.sema.is_type(&p, "System", "ValueTuple")
            {
                let targets = crate::sema::ty_args(&p).to_vec();
                for (e, t) in elements.iter().zip(targets) {
                    if let Some(et) = e.ty() {
                        self.lower_bound(et, &t, &mut bounds);
                    }
                }
            }
        }
        // Lambdas and method groups, as their inputs become fixed.
        for _ in 0..3 {
            let mut progress = false;
            for (i, arg) in args.iter().enumerate() {
                let p = slot(i);
                if !has_method_params(&p) {
                    continue;
                }
                let fixed = fix(self, &bounds);
                let partial = p.substitute_all(owner, &fixed);
                let Some((inputs, _)) = self.sema.delegate_signature(&partial) else {
                    continue;
                };
                if inputs.iter().any(|q| !q.ty.is_fully_resolved()) {
                    continue;
                }
                let Some((_, original_ret)) = self.sema.delegate_signature(&p) else {
                    continue;
                };
                if !has_method_params(&original_ret) {
                    continue;
                }
                let body = if let Some(lambda) = arg.lambda_node() {
                    self.speculate(|b| b.bind_lambda(&lambda, Some(&partial)))
                } else if let Some(super::names::Val::Methods(group)) = &arg.bound {
                    // A method group: the single candidate's return type.
                    match group.candidates.as_slice() {
                        [only] => Some(self.member_value_ty(only)),
                        _ => None,
                    }
                } else {
                    None
                };
                if let Some(body) = body
                    && body.is_fully_resolved()
                {
                    let before = bounds.iter().map(Vec::len).sum::<usize>();
                    self.lower_bound(&body, &original_ret, &mut bounds);
                    if bounds.iter().map(Vec::len).sum::<usize>() > before {
                        progress = true;
                    }
                }
            }
            if !progress {
                break;
            }
        }
        fix(self, &bounds)
    }

    /// Collects bounds from an argument type `arg` meeting a parameter type `param`.
    fn lower_bound(&self, arg: &Ty, param: &Ty, bounds: &mut Vec<Vec<Ty>>) {
        match param {
            Ty::TypeParam {
                method: true,
                index,
                ..
            } => {
                if let Some(b) = bounds.get_mut(*index as usize)
                    && arg.is_fully_resolved()
                    && !b.contains(arg)
                {
                    b.push(arg.clone());
                }
            }
            Ty::Array { element, rank } => match arg {
                Ty::Array {
                    element: a,
                    rank: r,
                } if r == rank => self.lower_bound(a, element, bounds),
                _ => {}
            },
            Ty::Named { id, args: pargs } => {
                if !has_method_params(param) {
                    return;
                }
                if let Some(inner) = self.sema.nullable_underlying(param)
                    && self.sema.nullable_underlying(arg).is_none()
                {
                    self.lower_bound(arg, &inner, bounds);
                    return;
                }
                let mut candidates = vec![arg.clone()];
                candidates.extend(self.sema.base_chain(arg));
                candidates.extend(self.sema.all_interfaces(arg));
                if let Some(Ty::Named { args: aargs, .. }) =
                    candidates.iter().find(|c| c.type_id() == Some(*id))
                {
                    for (a, p) in aargs.iter().zip(pargs) {
                        self.lower_bound(a, p, bounds);
                    }
                } else if let (Some(_), Some(_)) = (
                    self.sema.delegate_signature(arg),
                    self.sema.delegate_signature(param),
                ) {
                    // Delegate to delegate of another type: no inference.
                }
            }
            _ => {}
        }
    }
}

/// Each type parameter's bound that all its other bounds convert to; unknown when none.
fn fix(b: &Binder<'_>, bounds: &[Vec<Ty>]) -> Vec<Ty> {
    bounds
        .iter()
        .map(|candidates| {
            if candidates.is_empty() {
                return Ty::Unresolved {
                    name: "?".into(),
                    certain: false,
                };
            }
            candidates
                .iter()
                .find(|c| {
                    candidates
                        .iter()
                        .all(|o| o == *c || b.sema.convert_ty(o, c) != Conv::None)
                })
                .cloned()
                .unwrap_or_else(|| candidates[0].clone())
        })
        .collect()
}
