//! `list-metadata-references`: per project, the package and framework references it declares
//! (and those the SDK adds), every discovery step tried for its reference assemblies, the
//! assemblies found and used, and whether the embedded core library stands in for them.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use workbench_host::metadata_references::{
    DiscoveryStep, MetadataReferences, Origin, ReferencedAssembly, StepKind,
};
use workbench_host::project_facts::{FrameworkFamily, framework_family};
use workbench_host::{HostResult, ProjectInfo};

use crate::catalog::{Reply, ToolEntry, ToolMeta, tool};
use crate::contract::{Bounded, ProjectSelectorDto, SnapshotDto, WorkspaceSelectorDto};
use crate::state::State;
use crate::tools::{limit, prepare};

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MetadataReferencesRequest {
    pub workspace: Option<WorkspaceSelectorDto>,
    /// Echo the snapshot of the response this request builds on.
    #[schemars(required)]
    pub expected_snapshot: Option<SnapshotDto>,
    pub project: Option<ProjectSelectorDto>,
    /// Maximum number of items in each list (projects, and per project references, steps and
    /// assemblies); 0 returns none.
    #[schemars(extend("default" = 100))]
    pub limit: Option<u32>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetadataReferenceItem {
    /// `PackageReference`, `FrameworkReference` or `Reference`.
    pub kind: String,
    pub name: String,
    pub version: Option<String>,
    /// True when the SDK adds the reference without it being written in the project.
    pub implicit: bool,
    /// The assemblies found for it (absolute paths); empty when none was found.
    pub resolved_paths: Vec<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DiscoveryStepItem {
    /// `ReferencePacks`, `RestoredPackages`, `HintPaths`, `Mono` or `Directory`
    /// (CS_WORKBENCH_REFERENCE_ASSEMBLIES_DIR), in search order.
    pub kind: String,
    /// What was looked for, e.g. `Microsoft.NETCore.App.Ref for net8.0`.
    pub what: String,
    /// The paths looked at, in order.
    pub tried: Vec<String>,
    /// Assemblies this step added.
    pub found: u32,
    /// Why nothing was found or the step was skipped.
    pub note: Option<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetadataAssemblyItem {
    /// The assembly name (`mscorlib`).
    pub name: String,
    pub version: Option<String>,
    pub path: String,
    /// The step that found it: `ReferencePack`, `FrameworkReferencePackage`, `ProjectAssets`,
    /// `PackageFolder`, `HintPath`, `Mono` or `Directory`.
    pub origin: String,
    /// The pack, package (with version and folder) or directory it came from.
    pub source: Option<String>,
    /// Top-level types it contributes to the model (0 for a facade).
    pub types: u32,
    /// Types it forwards to other assemblies.
    pub forwarders: u32,
    /// Why it could not be read (it is then left out).
    pub error: Option<String>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectMetadataItem {
    pub project_id: String,
    /// The framework these references are for.
    pub target_framework: Option<String>,
    /// True when the embedded core library stands in for the framework (its reference
    /// assemblies were not found); package assemblies found are used either way.
    pub uses_embedded_core_library: bool,
    /// Set when discovery is turned off (CS_WORKBENCH_METADATA_REFERENCES=off).
    pub discovery_disabled: Option<String>,
    pub references: Bounded<MetadataReferenceItem>,
    pub discovery: Bounded<DiscoveryStepItem>,
    pub assemblies: Bounded<MetadataAssemblyItem>,
}

#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MetadataReferencesData {
    pub projects: Bounded<ProjectMetadataItem>,
}

const META: ToolMeta = ToolMeta::query(
    "list-metadata-references",
    "List Metadata References",
    "Per project: package and framework references, where reference assemblies were looked for \
and found, or that the core library stands in.",
);

pub fn tools() -> Vec<ToolEntry> {
    vec![tool(META, run)]
}

fn run(
    state: &mut State,
    request: MetadataReferencesRequest,
) -> HostResult<Reply<MetadataReferencesData>> {
    let index = prepare(state, request.workspace, request.expected_snapshot)?;
    let workspace = state.registry.get(index);
    let selected: Vec<usize> = match request.project {
        Some(project) => vec![workspace.resolve_project(&project.into(), "project")?],
        None => (0..workspace.projects.len()).collect(),
    };
    let limit = limit(request.limit, 100);
    let items = selected
        .into_iter()
        .map(|i| project_item(&workspace.projects[i], limit))
        .collect();
    Ok(Reply::new(
        MetadataReferencesData {
            projects: Bounded::from_all(items, limit),
        },
        Some(workspace.snapshot()),
    ))
}

fn project_item(project: &ProjectInfo, limit: usize) -> ProjectMetadataItem {
    let report = &project.metadata_references;
    ProjectMetadataItem {
        project_id: project.id.clone(),
        target_framework: project.model.target_framework.clone(),
        uses_embedded_core_library: report.uses_embedded_core_library,
        discovery_disabled: report.disabled.clone(),
        references: Bounded::from_all(declared_references(project, report), limit),
        discovery: Bounded::from_all(report.steps.iter().map(step_item).collect(), limit),
        assemblies: Bounded::from_all(report.assemblies.iter().map(assembly_item).collect(), limit),
    }
}

/// The references the SDK adds (`implicit`), then the project's framework references,
/// packages and `<Reference>` items, each with the assemblies found for it.
fn declared_references(
    project: &ProjectInfo,
    report: &MetadataReferences,
) -> Vec<MetadataReferenceItem> {
    let model = &project.model;
    let mut items: Vec<MetadataReferenceItem> = Vec::new();
    let mut push = |kind: &str, name: &str, version: Option<String>, implicit: bool| {
        if items
            .iter()
            .any(|i| i.kind == kind && i.name.eq_ignore_ascii_case(name))
        {
            return;
        }
        items.push(MetadataReferenceItem {
            kind: kind.into(),
            name: name.into(),
            version,
            implicit,
            resolved_paths: resolved_paths(report, kind, name),
        });
    };
    if model.is_sdk_style
        && let Some(tfm) = &model.target_framework
    {
        for (kind, name) in implicit_framework_references(model.sdk.as_deref(), tfm) {
            push(kind, name, None, true);
        }
    }
    for name in &model.framework_references {
        push("FrameworkReference", name, None, false);
    }
    for package in &model.package_references {
        push(
            "PackageReference",
            &package.name,
            package.version.clone(),
            false,
        );
    }
    for include in &model.assembly_references {
        push("Reference", include, None, false);
    }
    items
}

/// The assemblies discovery found for one declared reference.
fn resolved_paths(report: &MetadataReferences, kind: &str, name: &str) -> Vec<String> {
    let simple_name = name.split(',').next().unwrap_or("").trim();
    report
        .assemblies
        .iter()
        .filter(|a| a.error.is_none())
        .filter(|a| match (&a.origin, kind) {
            (Origin::ReferencePack { pack, .. }, "FrameworkReference") => pack
                .strip_suffix(".Ref")
                .is_some_and(|p| p.eq_ignore_ascii_case(name)),
            (
                Origin::ProjectAssets { package, .. } | Origin::PackageFolder { package, .. },
                "PackageReference",
            ) => package.eq_ignore_ascii_case(name),
            (_, "Reference") => a.name.eq_ignore_ascii_case(simple_name),
            _ => false,
        })
        .map(|a| a.path.display().to_string())
        .collect()
}

/// The framework reference the SDK adds for a target framework and SDK flavour.
fn implicit_framework_references(
    sdk: Option<&str>,
    tfm: &str,
) -> Vec<(&'static str, &'static str)> {
    let family = framework_family(tfm);
    let mut refs = Vec::new();
    if family == FrameworkFamily::Core {
        refs.push(("FrameworkReference", "Microsoft.NETCore.App"));
        let sdk = sdk.unwrap_or("").to_ascii_lowercase();
        if sdk.ends_with(".web") || sdk.contains(".web.") {
            refs.push(("FrameworkReference", "Microsoft.AspNetCore.App"));
        }
    } else if family == FrameworkFamily::Standard {
        refs.push(("PackageReference", "NETStandard.Library"));
    }
    refs
}

fn step_item(step: &DiscoveryStep) -> DiscoveryStepItem {
    DiscoveryStepItem {
        kind: match step.kind {
            StepKind::ReferencePacks => "ReferencePacks",
            StepKind::RestoredPackages => "RestoredPackages",
            StepKind::HintPaths => "HintPaths",
            StepKind::Mono => "Mono",
            StepKind::Directory => "Directory",
        }
        .into(),
        what: step.what.clone(),
        tried: step.tried.iter().map(|p| p.display().to_string()).collect(),
        found: step.found as u32,
        note: step.note.clone(),
    }
}

fn assembly_item(assembly: &ReferencedAssembly) -> MetadataAssemblyItem {
    let (origin, source) = origin_name(&assembly.origin);
    MetadataAssemblyItem {
        name: assembly.name.clone(),
        version: assembly.version.clone(),
        path: assembly.path.display().to_string(),
        origin: origin.into(),
        source,
        types: assembly.types as u32,
        forwarders: assembly.forwarders as u32,
        error: assembly.error.clone(),
    }
}

/// How discovery found an assembly, as the tools name it, and the pack, package or directory
/// it came from.
pub(crate) fn origin_name(origin: &Origin) -> (&'static str, Option<String>) {
    match origin {
        Origin::ReferencePack { pack, version } => {
            ("ReferencePack", Some(format!("{pack} {version}")))
        }
        Origin::FrameworkReferencePackage { package, version } => (
            "FrameworkReferencePackage",
            Some(format!("{package} {version}")),
        ),
        Origin::ProjectAssets { package, version } => {
            ("ProjectAssets", Some(format!("{package} {version}")))
        }
        Origin::PackageFolder {
            package,
            version,
            folder,
        } => (
            "PackageFolder",
            Some(format!("{package} {version} ({folder})")),
        ),
        Origin::HintPath => ("HintPath", None),
        Origin::Mono { directory } => ("Mono", Some(directory.display().to_string())),
        Origin::Directory { directory } => ("Directory", Some(directory.display().to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::implicit_framework_references;

    #[test]
    fn the_sdk_adds_the_framework_of_the_target() {
        assert_eq!(
            implicit_framework_references(Some("Microsoft.NET.Sdk"), "net8.0"),
            vec![("FrameworkReference", "Microsoft.NETCore.App")]
        );
        assert_eq!(
            implicit_framework_references(Some("Microsoft.NET.Sdk.Web"), "net8.0").len(),
            2
        );
        assert_eq!(
            implicit_framework_references(None, "netstandard2.0"),
            vec![("PackageReference", "NETStandard.Library")]
        );
        assert!(implicit_framework_references(None, "net48").is_empty());
    }
}
