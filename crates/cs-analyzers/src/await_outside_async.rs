//! CS4032 / CS4033: `await` in a method, local function or constructor without `async`, with
//! Roslyn's message: CS4033 when it returns `void` ("… return type to 'Task'"), CS4032 with the
//! return type otherwise ("… 'Task<int>'"). Reported only where the message is exact: the
//! return type written as a predefined type (Roslyn prints other types fully qualified, which
//! needs the bound type), and not inside a query (CS1995) or a lambda (CS4034, not built).

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{CS4032, CS4033, Rule};
use crate::syntax_util::{enclosing_function, has_modifier, kind};

pub struct AwaitOutsideAsync;

impl Analyzer for AwaitOutsideAsync {
    fn rules(&self) -> &'static [Rule] {
        &[CS4032, CS4033]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        for node in cx.root.descendants() {
            if kind(&node) != "await_expression" {
                continue;
            }
            let Some(function) = enclosing_function(&node) else {
                continue;
            };
            if has_modifier(&function, "async")
                || node
                    .ancestors()
                    .take_while(|a| *a != function)
                    .any(|a| kind(&a) == "query_expression")
            {
                continue;
            }
            let returns = match kind(&function) {
                "constructor_declaration" => Some("void".to_string()),
                "method_declaration" | "local_function_statement" => return_type(&function),
                _ => None,
            };
            let finding = match returns.as_deref() {
                Some("void") => Finding {
                    rule: &CS4033,
                    message: CS4033.message.to_string(),
                    range: node.text_range(),
                    symbol: None,
                },
                Some(ty) => Finding {
                    rule: &CS4032,
                    message: CS4032.format(&[ty]),
                    range: node.text_range(),
                    symbol: None,
                },
                None => continue,
            };
            out.push(finding);
        }
    }
}

/// The return type when it is written as a predefined type (`void`, `int`, `string`…).
fn return_type(function: &cs_syntax::SyntaxNode) -> Option<String> {
    let first = function
        .children_with_tokens()
        .filter(|e| !cs_syntax::is_trivia(e.kind()))
        .find(|e| {
            !matches!(
                cs_syntax::kind_name(e.kind()),
                "attribute_list" | "modifier"
            )
        })?;
    (cs_syntax::kind_name(first.kind()) == "predefined_type").then(|| first.to_string())
}
