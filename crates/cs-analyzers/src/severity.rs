//! Effective severity of a rule in one document, and where it came from: `<NoWarn>`,
//! `.editorconfig` (`dotnet_diagnostic.<ID>.severity`, `dotnet_analyzer_diagnostic.category-<C>.severity`,
//! `dotnet_analyzer_diagnostic.severity`), the rule's default, `<WarningsAsErrors>` /
//! `<TreatWarningsAsErrors>`, and `#pragma warning disable/restore` at a position.
//!
//! The inputs are plain data (the host reads the files): this module does no IO.

use std::collections::BTreeMap;
use std::sync::Arc;

use cs_db::DiagnosticSeverity;

use crate::rule::{Origin, Rule};

/// One `.editorconfig` property that applies to a document, with the file and line that set it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigEntry {
    pub value: String,
    /// The `.editorconfig` path as the host shows it (workspace-relative when inside).
    pub path: String,
    /// One-based.
    pub line: u32,
}

/// The analyzer-related `.editorconfig` properties of one document (keys lower-case).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EditorConfigSeverities {
    pub entries: BTreeMap<String, ConfigEntry>,
}

/// A project's warning options (`<NoWarn>`, `<WarningsAsErrors>`, `<TreatWarningsAsErrors>`)
/// and the analyzer packages it references.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProjectWarnings {
    /// IDs as written (`CS1998`, `1998`, `IDE0051`).
    pub no_warn: Vec<String>,
    pub warnings_as_errors: Vec<String>,
    pub treat_warnings_as_errors: bool,
    /// Package names the project references (`Microsoft.VisualStudio.Threading.Analyzers`).
    pub packages: Vec<String>,
}

/// Everything that decides severities in one document.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SeverityConfig {
    pub editorconfig: Arc<EditorConfigSeverities>,
    pub project: Arc<ProjectWarnings>,
}

/// Where an effective severity came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeveritySource {
    Default,
    /// Off because its analyzer package is not referenced.
    PackageNotReferenced(&'static str),
    EditorConfig {
        key: String,
        path: String,
        line: u32,
    },
    NoWarn,
    WarningsAsErrors,
    TreatWarningsAsErrors,
    /// `#pragma warning disable` at this one-based line.
    Pragma {
        line: u32,
    },
    /// `[SuppressMessage]` on the enclosing declaration, at this one-based line.
    SuppressMessage {
        line: u32,
    },
    /// `[assembly: SuppressMessage(…)]` in the document at `path` (its path as the project
    /// knows it).
    GlobalSuppressMessage {
        path: String,
        line: u32,
    },
}

/// A rule's severity in a document: `None` means off (`none`, `NoWarn`, disabled by default).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Effective {
    pub severity: Option<DiagnosticSeverity>,
    pub source: SeveritySource,
}

/// An `.editorconfig` severity value: `Some(None)` is `none`, `None` is `default` or unknown.
pub fn parse_severity(value: &str) -> Option<Option<DiagnosticSeverity>> {
    match value.trim().to_ascii_lowercase().as_str() {
        "none" => Some(None),
        "silent" | "hidden" | "refactoring" => Some(Some(DiagnosticSeverity::Hidden)),
        "suggestion" | "info" => Some(Some(DiagnosticSeverity::Info)),
        "warning" => Some(Some(DiagnosticSeverity::Warning)),
        "error" => Some(Some(DiagnosticSeverity::Error)),
        _ => None,
    }
}

/// `1998` and `CS1998` name the same compiler warning in `<NoWarn>` and `#pragma`.
fn same_id(written: &str, id: &str) -> bool {
    let written = written.trim();
    written.eq_ignore_ascii_case(id)
        || (id.len() > 2
            && id[..2].eq_ignore_ascii_case("CS")
            && written.chars().all(|c| c.is_ascii_digit())
            && written.trim_start_matches('0') == id[2..].trim_start_matches('0'))
}

impl SeverityConfig {
    /// The severity of `rule` for any diagnostic of this document (before `#pragma`).
    pub fn effective(&self, rule: &Rule) -> Effective {
        self.effective_for(rule.id, Some(rule), None)
    }

    /// As [`Self::effective`], for any diagnostic ID: a compiler diagnostic outside the
    /// catalogue (`rule` = `None`) defaults to the severity it was reported with.
    pub fn effective_for(
        &self,
        id: &str,
        rule: Option<&Rule>,
        reported: Option<DiagnosticSeverity>,
    ) -> Effective {
        let project = &self.project;
        if project.no_warn.iter().any(|w| same_id(w, id)) {
            return Effective {
                severity: None,
                source: SeveritySource::NoWarn,
            };
        }
        let is_compiler = rule.is_none_or(|r| r.origin == Origin::Compiler);
        let mut keys = vec![format!(
            "dotnet_diagnostic.{}.severity",
            id.to_ascii_lowercase()
        )];
        if let Some(rule) = rule.filter(|_| !is_compiler) {
            keys.push(format!(
                "dotnet_analyzer_diagnostic.category-{}.severity",
                rule.category.to_ascii_lowercase()
            ));
            keys.push("dotnet_analyzer_diagnostic.severity".to_string());
        }
        let mut found = None;
        for key in keys {
            if let Some(entry) = self.editorconfig.entries.get(&key)
                && let Some(severity) = parse_severity(&entry.value)
            {
                found = Some(Effective {
                    severity,
                    source: SeveritySource::EditorConfig {
                        key,
                        path: entry.path.clone(),
                        line: entry.line,
                    },
                });
                break;
            }
        }
        let mut effective = found.unwrap_or_else(|| match rule {
            None => Effective {
                severity: reported,
                source: SeveritySource::Default,
            },
            Some(rule) => match rule.origin {
                Origin::Package(package)
                    if !project
                        .packages
                        .iter()
                        .any(|p| p.eq_ignore_ascii_case(package)) =>
                {
                    Effective {
                        severity: None,
                        source: SeveritySource::PackageNotReferenced(package),
                    }
                }
                _ => Effective {
                    severity: rule.enabled_by_default.then_some(rule.default_severity),
                    source: SeveritySource::Default,
                },
            },
        });
        if effective.severity == Some(DiagnosticSeverity::Warning) {
            if project.warnings_as_errors.iter().any(|w| same_id(w, id)) {
                effective = Effective {
                    severity: Some(DiagnosticSeverity::Error),
                    source: SeveritySource::WarningsAsErrors,
                };
            } else if project.treat_warnings_as_errors {
                effective = Effective {
                    severity: Some(DiagnosticSeverity::Error),
                    source: SeveritySource::TreatWarningsAsErrors,
                };
            }
        }
        effective
    }
}

/// One `#pragma warning` line of a document.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PragmaWarning {
    /// Byte offset of the directive.
    pub offset: u32,
    /// One-based line.
    pub line: u32,
    pub disable: bool,
    /// Empty: every warning.
    pub ids: Vec<String>,
}

/// Parses the `#pragma warning disable|restore [ids]` directive lines of a document, given the
/// directive texts with their offsets and lines.
pub fn pragma_warnings<'a>(
    directives: impl IntoIterator<Item = (u32, u32, &'a str)>,
) -> Vec<PragmaWarning> {
    let mut out = Vec::new();
    for (offset, line, text) in directives {
        let text = text.split("//").next().unwrap_or("");
        let mut words = text
            .trim_start()
            .trim_start_matches('#')
            .split_whitespace()
            .peekable();
        if words.next() != Some("pragma") || words.next() != Some("warning") {
            continue;
        }
        let disable = match words.next() {
            Some("disable") => true,
            Some("restore") => false,
            _ => continue,
        };
        let rest: Vec<&str> = words.collect();
        let ids = rest
            .join(" ")
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        out.push(PragmaWarning {
            offset,
            line,
            disable,
            ids,
        });
    }
    out
}

/// The line of the `#pragma warning disable` in force for `id` at `offset`, if any.
pub fn pragma_suppression(pragmas: &[PragmaWarning], id: &str, offset: u32) -> Option<u32> {
    let mut state = None;
    for pragma in pragmas.iter().take_while(|p| p.offset <= offset) {
        if pragma.ids.is_empty() || pragma.ids.iter().any(|w| same_id(w, id)) {
            state = pragma.disable.then_some(pragma.line);
        }
    }
    state
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule::{CA2213, CS1998, IDE0051, VSTHRD100};

    fn config(entries: &[(&str, &str)], project: ProjectWarnings) -> SeverityConfig {
        SeverityConfig {
            editorconfig: Arc::new(EditorConfigSeverities {
                entries: entries
                    .iter()
                    .enumerate()
                    .map(|(i, (k, v))| {
                        (
                            k.to_string(),
                            ConfigEntry {
                                value: v.to_string(),
                                path: ".editorconfig".into(),
                                line: i as u32 + 2,
                            },
                        )
                    })
                    .collect(),
            }),
            project: Arc::new(project),
        }
    }

    #[test]
    fn editorconfig_id_beats_category_and_default() {
        let c = config(
            &[
                (
                    "dotnet_analyzer_diagnostic.category-codequality.severity",
                    "warning",
                ),
                ("dotnet_diagnostic.ide0051.severity", "none"),
            ],
            ProjectWarnings::default(),
        );
        let e = c.effective(&IDE0051);
        assert_eq!(e.severity, None);
        assert!(matches!(
            e.source,
            SeveritySource::EditorConfig { line: 3, .. }
        ));
        let c = config(
            &[(
                "dotnet_analyzer_diagnostic.category-usage.severity",
                "error",
            )],
            ProjectWarnings::default(),
        );
        assert_eq!(
            c.effective(&CA2213).severity,
            Some(DiagnosticSeverity::Error)
        );
        assert_eq!(
            SeverityConfig::default().effective(&CA2213).severity,
            None,
            "off by default"
        );
    }

    #[test]
    fn no_warn_and_warnings_as_errors() {
        let c = config(
            &[],
            ProjectWarnings {
                no_warn: vec!["1998".into()],
                ..Default::default()
            },
        );
        assert_eq!(c.effective(&CS1998).source, SeveritySource::NoWarn);
        let c = config(
            &[],
            ProjectWarnings {
                warnings_as_errors: vec!["CS1998".into()],
                ..Default::default()
            },
        );
        assert_eq!(
            c.effective(&CS1998).severity,
            Some(DiagnosticSeverity::Error)
        );
        let c = config(
            &[],
            ProjectWarnings {
                treat_warnings_as_errors: true,
                ..Default::default()
            },
        );
        assert_eq!(
            c.effective(&IDE0051).severity,
            Some(DiagnosticSeverity::Info),
            "only warnings become errors"
        );
    }

    #[test]
    fn package_rules_need_their_package() {
        assert_eq!(
            SeverityConfig::default().effective(&VSTHRD100).severity,
            None
        );
        let c = config(
            &[],
            ProjectWarnings {
                packages: vec!["microsoft.visualstudio.threading.analyzers".into()],
                ..Default::default()
            },
        );
        assert_eq!(
            c.effective(&VSTHRD100).severity,
            Some(DiagnosticSeverity::Warning)
        );
    }

    #[test]
    fn pragmas_disable_and_restore() {
        let pragmas = pragma_warnings([
            (10, 2, "#pragma warning disable CS1998, IDE0051 // why"),
            (50, 5, "#pragma warning restore 1998"),
            (80, 8, "#pragma warning disable"),
        ]);
        assert_eq!(pragma_suppression(&pragmas, "CS1998", 5), None);
        assert_eq!(pragma_suppression(&pragmas, "CS1998", 20), Some(2));
        assert_eq!(pragma_suppression(&pragmas, "CS1998", 60), None);
        assert_eq!(pragma_suppression(&pragmas, "IDE0051", 60), Some(2));
        assert_eq!(pragma_suppression(&pragmas, "CS4014", 90), Some(8));
    }
}
