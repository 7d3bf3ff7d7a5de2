//! A readable, stable rendering of a [`WorkspaceModel`] for snapshots: paths relative to a
//! base directory, one fact per line.

use std::fmt::Write;
use std::path::{Path, PathBuf};

use crate::paths;
use crate::{LoadDiagnostic, ProjectModel, WorkspaceModel};

/// Renders `model` with every path relative to `base`. Inputs outside `base` (a
/// `Directory.Build.props` somewhere above a checkout) depend on the machine and are left out.
pub(crate) fn render(model: &WorkspaceModel, base: &Path) -> String {
    let r = Relative { base };
    let mut out = String::new();
    let _ = writeln!(out, "kind: {:?}", model.kind);
    let _ = writeln!(out, "loaded: {}", r.path(&model.loaded_path));
    let _ = writeln!(out, "root: {}", r.path(&model.root));
    for project in &model.projects {
        render_project(&mut out, &r, project);
    }
    for skipped in &model.skipped_projects {
        let _ = writeln!(
            out,
            "skipped {} ({:?}): {}",
            skipped.name,
            skipped.language,
            r.path(&skipped.path)
        );
        let _ = writeln!(out, "  reason: {}", r.text(&skipped.reason));
    }
    for folder in &model.solution_folders {
        let _ = writeln!(
            out,
            "solution folder {} ({}):{}",
            folder.name,
            folder.path,
            r.list(&folder.projects)
        );
    }
    let _ = write!(out, "diagnostics:");
    if model.diagnostics.is_empty() {
        let _ = write!(out, " -");
    }
    let _ = writeln!(out);
    for diagnostic in &model.diagnostics {
        let _ = writeln!(out, "  {}", r.diagnostic(diagnostic));
    }
    let inputs: Vec<PathBuf> = model
        .inputs
        .iter()
        .filter(|input| input.starts_with(base))
        .cloned()
        .collect();
    let _ = writeln!(out, "inputs:{}", r.list(&inputs));
    out
}

fn render_project(out: &mut String, r: &Relative<'_>, project: &ProjectModel) {
    let _ = writeln!(out, "project {}: {}", project.name, r.path(&project.path));
    let sdk = match (&project.sdk, project.is_sdk_style) {
        (Some(sdk), _) => sdk.clone(),
        (None, true) => "(SDK-style, unnamed SDK)".to_owned(),
        (None, false) => "(not SDK-style)".to_owned(),
    };
    let _ = writeln!(out, "  sdk: {sdk}");
    let _ = writeln!(
        out,
        "  target frameworks: {}",
        join(&project.target_frameworks)
    );
    let _ = writeln!(
        out,
        "  target framework: {}",
        project.target_framework.as_deref().unwrap_or("-")
    );
    let _ = writeln!(out, "  assembly name: {}", project.assembly_name);
    let _ = writeln!(out, "  root namespace: {}", project.root_namespace);
    let _ = writeln!(out, "  output type: {}", project.output_type);
    let _ = writeln!(out, "  test project: {}", project.is_test_project);
    let _ = writeln!(
        out,
        "  lang version: {}",
        project.lang_version.as_deref().unwrap_or("-")
    );
    let _ = writeln!(
        out,
        "  nullable: {}",
        project.nullable.as_deref().unwrap_or("-")
    );
    let _ = writeln!(out, "  implicit usings: {}", project.implicit_usings);
    let usings: Vec<String> = project
        .global_usings
        .iter()
        .map(|using| format!("global using {using};"))
        .collect();
    let _ = writeln!(out, "  global usings:{}", lines(&usings));
    let _ = writeln!(
        out,
        "  define constants: {}",
        join(&project.define_constants)
    );
    let _ = writeln!(
        out,
        "  preprocessor symbols: {}",
        join(&project.preprocessor_symbols)
    );
    let _ = writeln!(out, "  documents:{}", r.list(&project.documents));
    let _ = writeln!(out, "  source roots:{}", r.list(&project.source_roots));
    let references: Vec<String> = project
        .project_references
        .iter()
        .map(|reference| format!("{} => {}", reference.include, r.path(&reference.path)))
        .collect();
    let _ = writeln!(out, "  project references:{}", lines(&references));
    let packages: Vec<String> = project
        .package_references
        .iter()
        .map(|package| {
            format!(
                "{} {}",
                package.name,
                package.version.as_deref().unwrap_or("(no version)")
            )
        })
        .collect();
    let _ = writeln!(
        out,
        "  central package management: {}",
        project.central_package_management
    );
    let _ = writeln!(out, "  package references:{}", lines(&packages));
    let _ = writeln!(
        out,
        "  framework references: {}",
        join(&project.framework_references)
    );
}

struct Relative<'a> {
    base: &'a Path,
}

impl Relative<'_> {
    fn path(&self, path: &Path) -> String {
        match path.strip_prefix(self.base) {
            Ok(rest) if rest.as_os_str().is_empty() => ".".to_owned(),
            Ok(rest) => paths::to_slash(rest),
            Err(_) => paths::to_slash(path),
        }
    }

    fn text(&self, text: &str) -> String {
        let base = paths::to_slash(self.base);
        text.replace(&format!("{base}/"), "").replace(&base, ".")
    }

    fn list(&self, paths: &[PathBuf]) -> String {
        let rendered: Vec<String> = paths.iter().map(|path| self.path(path)).collect();
        lines(&rendered)
    }

    fn diagnostic(&self, diagnostic: &LoadDiagnostic) -> String {
        let place = match (&diagnostic.file, diagnostic.line) {
            (Some(file), Some(line)) => format!(" {}:{line}", self.path(file)),
            (Some(file), None) => format!(" {}", self.path(file)),
            (None, _) => String::new(),
        };
        format!(
            "{} {:?}{place}: {}",
            diagnostic.id,
            diagnostic.severity,
            self.text(&diagnostic.message)
        )
    }
}

fn join(values: &[String]) -> String {
    if values.is_empty() {
        "-".to_owned()
    } else {
        values.join(";")
    }
}

/// Each value on its own indented line, or ` -` when there is none.
fn lines(values: &[String]) -> String {
    if values.is_empty() {
        return " -".to_owned();
    }
    values
        .iter()
        .map(|value| format!("\n    {value}"))
        .collect()
}
