//! IDE0005: the IDE's twin of the compiler's hidden CS8019, on the same directives (the
//! decision is `cs_ide::unnecessary_usings`: only imports whose contents are fully known).

use crate::analyzer::{AnalysisContext, Analyzer, Finding};
use crate::rule::{IDE0005, Rule};

pub struct UnnecessaryUsings;

impl Analyzer for UnnecessaryUsings {
    fn rules(&self) -> &'static [Rule] {
        &[IDE0005]
    }

    fn analyze(&self, cx: &AnalysisContext<'_>, out: &mut Vec<Finding>) {
        for d in cs_ide::unnecessary_usings(cx.db, cx.project, cx.document) {
            out.push(Finding {
                rule: &IDE0005,
                message: IDE0005.message.to_string(),
                range: d.range,
                symbol: None,
            });
        }
    }
}
