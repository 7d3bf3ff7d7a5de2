//! Types by their shape: delegate signatures, element types of arrays and collections, and
//! what awaiting a value gives.

use super::*;

impl Sema<'_> {
    /// The `Invoke` method of a delegate type: its parameter and return types as seen from
    /// the delegate type.
    pub fn delegate_signature(&self, ty: &Ty) -> Option<(Vec<ParamSig>, Ty)> {
        let Ty::Named { id, args } = ty else {
            return None;
        };
        if id.data(self.db).kind != TypeKind::Delegate {
            return None;
        }
        let (file, decl) = cs_hir::first_decl(self.db, *id)?;
        let decl = &file.types[decl];
        let parts = &id.data(self.db).parts;
        let part = parts.iter().find(|p| !p.is_synthesized())?;
        let context = cs_hir::TypeContext {
            project: id.project,
            doc: part.doc,
            scope: decl.scope,
            ty: Some(*id),
            type_params_of: None,
            method_type_params: &[],
        };
        let bind = |t: &cs_hir::TypeRef| {
            self.canon(resolve_type_ref(self.db, &context, t).substitute(args))
        };
        let params = decl
            .delegate_params
            .iter()
            .map(|p| ParamSig {
                name: p.name.clone(),
                ty: bind(&p.ty),
                modifier: p.modifier,
                optional: p.default.is_some(),
            })
            .collect();
        let ret = decl
            .delegate_return
            .as_ref()
            .map(bind)
            .unwrap_or_else(|| self.system_ty("Void"));
        Some((params, ret))
    }

    /// The element type `foreach` sees: arrays, `string`, `IEnumerable<T>` (directly or
    /// implemented), or a `GetEnumerator()` pattern's `Current`.
    pub fn element_type(&self, ty: &Ty) -> Option<Ty> {
        match ty {
            Ty::Array { element, .. } => return Some((**element).clone()),
            Ty::Dynamic => return Some(Ty::Dynamic),
            _ => {}
        }
        if self.prim(ty) == Some(Prim::String) {
            return Some(self.prim_ty(Prim::Char));
        }
        // The pattern first (List<T>.Enumerator etc.), as the compiler does.
        if let Some(get) = self
            .lookup(ty, "GetEnumerator")
            .into_iter()
            .find(|f| f.member.decl.params.is_empty())
        {
            let enumerator = self.sig(&get.member).ty.substitute(get.owner_args());
            if let Some(current) = self.lookup(&enumerator, "Current").into_iter().next() {
                let t = self
                    .sig(&current.member)
                    .ty
                    .substitute(current.owner_args());
                if !matches!(t, Ty::Named { .. } if self.prim(&t) == Some(Prim::Object))
                    || !self.implements_generic_enumerable(ty)
                {
                    return Some(t);
                }
            }
        }
        self.enumerable_element(ty)
    }

    pub(super) fn implements_generic_enumerable(&self, ty: &Ty) -> bool {
        self.enumerable_element(ty).is_some()
    }

    /// `T` of the `IEnumerable<T>` a type is or implements.
    pub fn enumerable_element(&self, ty: &Ty) -> Option<Ty> {
        let is_enumerable = |t: &Ty| self.is_type(t, "System.Collections.Generic", "IEnumerable");
        if is_enumerable(ty) {
            return ty_args(ty).first().cloned();
        }
        self.all_interfaces(ty)
            .into_iter()
            .find(|t| is_enumerable(t))
            .and_then(|t| ty_args(&t).first().cloned())
    }

    /// The result of `await`: `Task<T>`/`ValueTask<T>` → `T`, otherwise `GetAwaiter().GetResult()`.
    pub fn await_result(&self, ty: &Ty) -> Option<Ty> {
        for (ns, name) in [
            ("System.Threading.Tasks", "Task"),
            ("System.Threading.Tasks", "ValueTask"),
        ] {
            if self.is_type(ty, ns, name) {
                return Some(match ty_args(ty).first() {
                    Some(t) => t.clone(),
                    None => self.system_ty("Void"),
                });
            }
        }
        let awaiter = self
            .lookup(ty, "GetAwaiter")
            .into_iter()
            .find(|f| f.member.decl.params.is_empty())?;
        let awaiter_ty = self
            .sig(&awaiter.member)
            .ty
            .substitute(awaiter.owner_args());
        let result = self.lookup(&awaiter_ty, "GetResult").into_iter().next()?;
        Some(self.sig(&result.member).ty.substitute(result.owner_args()))
    }
}
