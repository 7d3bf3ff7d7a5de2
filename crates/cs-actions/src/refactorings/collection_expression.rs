//! "Use collection expression" (C# 12; Roslyn's IDE0028/IDE0300 fixes, offered here as a
//! refactoring) at a caret on the `new` of a field, property or local initializer whose
//! declared type is written the same as the created one: `int[] a = new int[] { 1, 2 };` →
//! `int[] a = [1, 2];`, `List<int> l = new List<int> { 1 };` → `[1]`, `new List<int>()` →
//! `[]`. Only where the result is certainly the same: the declared type is written exactly as
//! the created type (so no other target type changes what `[…]` builds), the creation has no
//! constructor arguments, the initializer holds plain elements on one line (no `{ k, v }`
//! pairs or `[k] = v` assignments), and the project's language version is C# 12 or later.

use cs_ide::TextEdit;
use cs_syntax::{SyntaxElement, SyntaxNode};

use super::caret_token;
use super::type_spelling::compact;
use crate::syntax::kind;
use crate::{ActionContext, ActionKind, CodeActionProvider, Offer, Trigger};

pub(crate) struct UseCollectionExpression;

impl CodeActionProvider for UseCollectionExpression {
    fn type_name(&self) -> &'static str {
        "Microsoft.CodeAnalysis.CSharp.UseCollectionExpression.CSharpUseCollectionExpressionForArrayCodeFixProvider"
    }
    fn kind(&self) -> ActionKind {
        ActionKind::Refactoring
    }
    fn refactoring_syntax(&self) -> &'static [&'static str] {
        &["object_creation_expression", "array_creation_expression"]
    }
    fn offers(&self, ctx: &ActionContext, trigger: &Trigger) -> Vec<Offer> {
        match target(ctx, trigger) {
            Some(_) => vec![Offer::new(
                "Use collection expression",
                "UseCollectionExpression",
            )],
            None => Vec::new(),
        }
    }
    fn edits(&self, ctx: &ActionContext, trigger: &Trigger, _: &str) -> Vec<TextEdit> {
        target(ctx, trigger).into_iter().collect()
    }
}

fn target(ctx: &ActionContext, trigger: &Trigger) -> Option<TextEdit> {
    if !language_at_least(ctx, 12) {
        return None;
    }
    let token = caret_token(ctx, trigger)?;
    let creation = token.parent_ancestors().find(|n| {
        n.kind() == kind("object_creation_expression")
            || n.kind() == kind("array_creation_expression")
    })?;
    let parts: Vec<SyntaxElement> = creation
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .collect();
    let (created, arguments, initializer) = match parts.as_slice() {
        [new, ty, rest @ ..] if ctx.text[new.text_range()] == *"new" => {
            let mut arguments = None;
            let mut initializer = None;
            for e in rest {
                match e {
                    SyntaxElement::Node(n) if n.kind() == kind("argument_list") => {
                        arguments = Some(n.clone())
                    }
                    SyntaxElement::Node(n) if n.kind() == kind("initializer_expression") => {
                        initializer = Some(n.clone())
                    }
                    _ => return None,
                }
            }
            (ty.clone(), arguments, initializer)
        }
        _ => return None,
    };
    if arguments
        .as_ref()
        .is_some_and(|a| a.children().next().is_some())
    {
        return None;
    }
    if creation.kind() == kind("array_creation_expression") && initializer.is_none() {
        return None;
    }
    if creation.kind() == kind("object_creation_expression")
        && arguments.is_none()
        && initializer.is_none()
    {
        return None;
    }
    // The declared type, written the same way.
    let declarator = creation.parent()?;
    if declarator.kind() != kind("variable_declarator") {
        return None;
    }
    let declaration = declarator.parent()?;
    let declared = declaration.first_child_or_token()?;
    if compact(&ctx.text[declared.text_range()]) != compact(&ctx.text[created.text_range()]) {
        return None;
    }
    let elements = match &initializer {
        Some(init) => elements(ctx, init)?,
        None => Vec::new(),
    };
    Some(TextEdit::replace(
        creation.text_range(),
        format!("[{}]", elements.join(", ")),
    ))
}

/// The initializer's elements as written, when they are plain values on one line.
fn elements(ctx: &ActionContext, init: &SyntaxNode) -> Option<Vec<String>> {
    let text = &ctx.text[init.text_range()];
    if text.contains('\n') || text.contains("//") || text.contains("/*") {
        return None;
    }
    let mut out = Vec::new();
    for e in init.children_with_tokens() {
        if cs_syntax::is_trivia(e.kind()) {
            continue;
        }
        let written = ctx.text[e.text_range()].trim();
        if matches!(written, "{" | "}" | ",") {
            continue;
        }
        if e.kind() == kind("initializer_expression") || e.kind() == kind("assignment_expression") {
            return None;
        }
        out.push(written.to_string());
    }
    Some(out)
}

/// The project's C# version is `major` or later: `LangVersion` when set (`latest`, `preview`,
/// `default` or a number), else the target framework's default (.NET 8 is C# 12).
pub(super) fn language_at_least(ctx: &ActionContext, major: u32) -> bool {
    let settings = ctx.project.settings(ctx.db());
    let version = settings.language_version.trim().to_ascii_lowercase();
    match version.as_str() {
        "latest" | "preview" | "latestmajor" => return true,
        "" | "default" => {}
        v => {
            return v
                .split('.')
                .next()
                .and_then(|m| m.parse::<u32>().ok())
                .is_some_and(|m| m >= major);
        }
    }
    let Some(tfm) = settings.target_framework.as_deref() else {
        return false;
    };
    let Some(rest) = tfm.strip_prefix("net") else {
        return false;
    };
    // .NET 8 defaults to C# 12, each later version one more.
    let framework: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    rest[framework.len()..].starts_with('.')
        && framework
            .parse::<u32>()
            .is_ok_and(|m| m >= 8 && m + 4 >= major)
}
