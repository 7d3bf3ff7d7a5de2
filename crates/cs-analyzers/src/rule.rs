//! The rule catalogue: every diagnostic an analyzer of this crate can report, with the ID,
//! title, category, message format and default severity users know from Roslyn, the .NET
//! analyzers and Microsoft.VisualStudio.Threading.Analyzers.

use cs_db::DiagnosticSeverity;

/// What a rule needs to run. The nullable warnings wait for a flow-state analysis; they are
/// listed so that configuration and `list-analyzers` already know them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Needs {
    /// Syntax and bindings (`cs_bind::document_bindings`).
    Bindings,
    /// A flow analysis not implemented yet: never reports.
    Flow,
    /// The control-flow graph and data flow of `cs-flow` (IDE0059, CA2000).
    Graph,
}

/// Who ships the rule, which decides whether it runs without configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The C# compiler (CS…): always on.
    Compiler,
    /// The IDE analyzers of Roslyn (IDE…), on in the editor by default.
    Ide,
    /// The .NET SDK's code analysis (CA…).
    NetAnalyzers,
    /// A NuGet analyzer package the project must reference (VSTHRD…: the package name).
    Package(&'static str),
}

/// One diagnostic rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rule {
    pub id: &'static str,
    pub title: &'static str,
    /// Roslyn's category (`dotnet_analyzer_diagnostic.category-<Category>.severity`).
    pub category: &'static str,
    /// The severity its descriptor ships with (when enabled).
    pub default_severity: DiagnosticSeverity,
    /// Whether the descriptor is enabled without configuration (a package rule also needs its
    /// package).
    pub enabled_by_default: bool,
    /// The message with `{0}`, `{1}`… placeholders, in Roslyn's English wording.
    pub message: &'static str,
    pub origin: Origin,
    pub needs: Needs,
    /// The find tools report its findings even while the rule is off (as disabled findings);
    /// false for rules that would flood an answer (CA2007 on every `await`).
    pub find_when_disabled: bool,
    /// Which find tool answers with it.
    pub family: Family,
}

/// The find tool a rule belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    Unused,
    Async,
    Disposable,
    Nullability,
}

impl Family {
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Unused => "unused",
            Family::Async => "async",
            Family::Disposable => "disposable",
            Family::Nullability => "nullability",
        }
    }
}

impl Rule {
    /// The message with its arguments in place of `{0}`, `{1}`, ….
    pub fn format(&self, args: &[&str]) -> String {
        let mut out = self.message.to_string();
        for (i, arg) in args.iter().enumerate() {
            out = out.replace(&format!("{{{i}}}"), arg);
        }
        out
    }
}

const VS_THREADING: &str = "Microsoft.VisualStudio.Threading.Analyzers";

macro_rules! rule {
    ($name:ident, $id:literal, $title:literal, $category:literal, $severity:ident, $enabled:literal,
     $origin:expr, $needs:ident, $family:ident, $find:literal, $message:literal) => {
        pub const $name: Rule = Rule {
            id: $id,
            title: $title,
            category: $category,
            default_severity: DiagnosticSeverity::$severity,
            enabled_by_default: $enabled,
            message: $message,
            origin: $origin,
            needs: Needs::$needs,
            find_when_disabled: $find,
            family: Family::$family,
        };
    };
}

rule!(
    IDE0005,
    "IDE0005",
    "Remove unnecessary using directives",
    "Style",
    Hidden,
    true,
    Origin::Ide,
    Bindings,
    Unused,
    true,
    "Using directive is unnecessary."
);
rule!(
    IDE0051,
    "IDE0051",
    "Remove unused private members",
    "CodeQuality",
    Info,
    true,
    Origin::Ide,
    Bindings,
    Unused,
    true,
    "Private member '{0}' is unused"
);
rule!(
    IDE0052,
    "IDE0052",
    "Remove unread private members",
    "CodeQuality",
    Info,
    true,
    Origin::Ide,
    Bindings,
    Unused,
    true,
    "Private member '{0}' can be removed as the value assigned to it is never read"
);
rule!(
    IDE0060,
    "IDE0060",
    "Remove unused parameter",
    "CodeQuality",
    Info,
    true,
    Origin::Ide,
    Bindings,
    Unused,
    true,
    "Remove unused parameter '{0}'{1}"
);
rule!(
    IDE0059,
    "IDE0059",
    "Unnecessary assignment of a value",
    "Style",
    Info,
    true,
    Origin::Ide,
    Graph,
    Unused,
    true,
    "Unnecessary assignment of a value to '{0}'"
);
rule!(
    CA1812,
    "CA1812",
    "Avoid uninstantiated internal classes",
    "Performance",
    Warning,
    false,
    Origin::NetAnalyzers,
    Bindings,
    Unused,
    true,
    "'{0}' is an internal class that is apparently never instantiated. If so, remove the code from the assembly. If this class is intended to contain only static members, make it 'static' (Module in Visual Basic)."
);
rule!(
    CS1998,
    "CS1998",
    "Async method lacks 'await' operators and will run synchronously",
    "Compiler",
    Warning,
    true,
    Origin::Compiler,
    Bindings,
    Async,
    true,
    "This async method lacks 'await' operators and will run synchronously. Consider using the 'await' operator to await non-blocking API calls, or 'await Task.Run(...)' to do CPU-bound work on a background thread."
);
rule!(
    CS4014,
    "CS4014",
    "Because this call is not awaited, execution of the current method continues before the call is completed",
    "Compiler",
    Warning,
    true,
    Origin::Compiler,
    Bindings,
    Async,
    true,
    "Because this call is not awaited, execution of the current method continues before the call is completed. Consider applying the 'await' operator to the result of the call."
);
rule!(
    CS4032,
    "CS4032",
    "The 'await' operator can only be used within an async method",
    "Compiler",
    Error,
    true,
    Origin::Compiler,
    Bindings,
    Async,
    true,
    "The 'await' operator can only be used within an async method. Consider marking this method with the 'async' modifier and changing its return type to 'Task<{0}>'."
);
rule!(
    CS4033,
    "CS4033",
    "The 'await' operator can only be used within an async method",
    "Compiler",
    Error,
    true,
    Origin::Compiler,
    Bindings,
    Async,
    true,
    "The 'await' operator can only be used within an async method. Consider marking this method with the 'async' modifier and changing its return type to 'Task'."
);
rule!(
    VSTHRD100,
    "VSTHRD100",
    "Avoid async void methods",
    "Usage",
    Warning,
    true,
    Origin::Package(VS_THREADING),
    Bindings,
    Async,
    true,
    "Avoid \"async void\" methods, because any exceptions not handled by the method will crash the process."
);
rule!(
    VSTHRD101,
    "VSTHRD101",
    "Avoid unsupported async delegates",
    "Usage",
    Warning,
    true,
    Origin::Package(VS_THREADING),
    Bindings,
    Async,
    true,
    "Avoid using async lambda for a void returning delegate type, because any exceptions not handled by the delegate will crash the process."
);
rule!(
    VSTHRD002,
    "VSTHRD002",
    "Avoid problematic synchronous waits",
    "Usage",
    Warning,
    true,
    Origin::Package(VS_THREADING),
    Bindings,
    Async,
    true,
    "Synchronously waiting on tasks or awaiters may cause deadlocks. Use await or JoinableTaskFactory.Run instead."
);
rule!(
    CA2007,
    "CA2007",
    "Consider calling ConfigureAwait on the awaited task",
    "Reliability",
    Warning,
    false,
    Origin::NetAnalyzers,
    Bindings,
    Async,
    false,
    "Consider calling ConfigureAwait on the awaited task"
);
rule!(
    CA2000,
    "CA2000",
    "Dispose objects before losing scope",
    "Reliability",
    Warning,
    false,
    Origin::NetAnalyzers,
    Graph,
    Disposable,
    true,
    "Call System.IDisposable.Dispose on object created by '{0}' before all references to it are out of scope"
);
rule!(
    CA2213,
    "CA2213",
    "Disposable fields should be disposed",
    "Usage",
    Warning,
    false,
    Origin::NetAnalyzers,
    Bindings,
    Disposable,
    true,
    "'{0}' contains field '{1}' that is of IDisposable type '{2}', but it is never disposed. Change the Dispose method on '{0}' to call Close or Dispose on this field."
);
rule!(
    CA1816,
    "CA1816",
    "Dispose methods should call SuppressFinalize",
    "Usage",
    Info,
    true,
    Origin::NetAnalyzers,
    Bindings,
    Disposable,
    true,
    "Change {0} to call {1}. This will prevent derived types that introduce a finalizer from needing to re-implement 'IDisposable' to call it."
);
rule!(
    CA1063,
    "CA1063",
    "Implement IDisposable Correctly",
    "Design",
    Warning,
    false,
    Origin::NetAnalyzers,
    Bindings,
    Disposable,
    true,
    "Provide an overridable implementation of Dispose(bool) on '{0}' or mark the type as sealed. A call to Dispose(false) should only clean up native resources. A call to Dispose(true) should clean up both managed and native resources."
);
rule!(
    CS8600,
    "CS8600",
    "Converting null literal or possible null value to non-nullable type.",
    "Compiler",
    Warning,
    true,
    Origin::Compiler,
    Graph,
    Nullability,
    true,
    "Converting null literal or possible null value to non-nullable type."
);
rule!(
    CS8602,
    "CS8602",
    "Dereference of a possibly null reference.",
    "Compiler",
    Warning,
    true,
    Origin::Compiler,
    Graph,
    Nullability,
    true,
    "Dereference of a possibly null reference."
);
rule!(
    CS8603,
    "CS8603",
    "Possible null reference return.",
    "Compiler",
    Warning,
    true,
    Origin::Compiler,
    Graph,
    Nullability,
    true,
    "Possible null reference return."
);
rule!(
    CS8604,
    "CS8604",
    "Possible null reference argument for parameter.",
    "Compiler",
    Warning,
    true,
    Origin::Compiler,
    Graph,
    Nullability,
    true,
    "Possible null reference argument for parameter '{0}' in '{1}'."
);
rule!(
    CS8618,
    "CS8618",
    "Non-nullable variable must contain a non-null value when exiting constructor. Consider declaring it as nullable.",
    "Compiler",
    Warning,
    true,
    Origin::Compiler,
    Flow,
    Nullability,
    true,
    "Non-nullable {0} '{1}' must contain a non-null value when exiting constructor. Consider adding the 'required' modifier or declaring the {0} as nullable."
);
rule!(
    CS8625,
    "CS8625",
    "Cannot convert null literal to non-nullable reference type.",
    "Compiler",
    Warning,
    true,
    Origin::Compiler,
    Bindings,
    Nullability,
    true,
    "Cannot convert null literal to non-nullable reference type."
);

/// Every rule, in `list-analyzers` order.
pub const ALL_RULES: &[Rule] = &[
    IDE0005, IDE0051, IDE0052, IDE0059, IDE0060, CA1812, CS1998, CS4014, CS4032, CS4033, VSTHRD100,
    VSTHRD101, VSTHRD002, CA2007, CA2000, CA2213, CA1816, CA1063, CS8600, CS8602, CS8603, CS8604,
    CS8618, CS8625,
];

/// The rule with an ID (case-insensitive).
pub fn rule(id: &str) -> Option<&'static Rule> {
    ALL_RULES.iter().find(|r| r.id.eq_ignore_ascii_case(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_messages_format() {
        let mut ids: Vec<_> = ALL_RULES.iter().map(|r| r.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), ALL_RULES.len());
        assert_eq!(IDE0051.format(&["C.x"]), "Private member 'C.x' is unused");
        assert_eq!(rule("ide0052").map(|r| r.id), Some("IDE0052"));
    }
}
