//! NuGet package references and central package management, as restore computes them.
//!
//! `Directory.Packages.props` is imported by NuGet's `NuGet.props` (NuGet.Client
//! `src/NuGet.Core/NuGet.Build.Tasks/NuGet.props`), which `Microsoft.Common.props` imports last:
//! after `Directory.Build.props` and the restore-generated `nuget.g.props`, before the SDK's own
//! props and the project body. Unless `ImportDirectoryPackagesProps` is set to something other
//! than `true`, the file is `DirectoryPackagesPropsPath` when set, else the first
//! `Directory.Packages.props` in the project's directory or above; once imported,
//! `CentralPackageVersionsFileImported` is `true`. Its properties and items are evaluated like
//! any import's.
//!
//! Central package management is on when `ManagePackageVersionsCentrally` is `true` and the
//! file was imported (`_CentralPackageVersionsEnabled` in `NuGet.targets`). Then:
//!
//! - `PackageVersion` items (from any file, conditions applied, in evaluation order) give the
//!   versions; of several for one package (ignoring case) the first counts (NU1506).
//! - `GlobalPackageReference` items (when `RestoreEnableGlobalPackageReference` is not `false`)
//!   become a `PackageReference` without a version and a `PackageVersion` with theirs, both
//!   after everything else (`NuGet.targets` is imported after the project).
//! - A reference's version is, as `MSBuildRestoreUtility.AddPackageReferences` takes it:
//!   `VersionOverride` when set (with or without central management), else its own `Version`
//!   (an error, NU1008, under central management; the version is still what restore reads),
//!   else, under central management and unless `IsImplicitlyDefined`, the `PackageVersion`.
//!
//! Of several references to one package (ignoring case), the first counts (NU1504).

use std::path::{Path, PathBuf};

use crate::fs::{EntryKind, FileSystem};
use crate::model::PackageReference;
use crate::paths;
use crate::project_file::ItemElement;
use crate::properties::Properties;
use crate::value_items::{ValueItem, ValueItems};

/// The package that makes a project a test project (its build props set `IsTestProject`).
const TEST_SDK_PACKAGE: &str = "Microsoft.NET.Test.Sdk";

/// `NuGet.props` before its import: sets its properties and returns the file to import, if any.
pub(crate) fn directory_packages_props(
    properties: &mut Properties,
    fs: &dyn FileSystem,
    project: &Path,
) -> Option<PathBuf> {
    if properties.get("ImportDirectoryPackagesProps").is_empty() {
        properties.set("ImportDirectoryPackagesProps", "true".to_owned());
    }
    if !properties.flag("ImportDirectoryPackagesProps", false) {
        return None;
    }
    let dir = paths::parent_dir(project);
    let path = match properties.non_empty("DirectoryPackagesPropsPath") {
        Some(path) => paths::resolve(&dir, &paths::spec_to_slash(path)),
        None => {
            let name = properties
                .non_empty("_DirectoryPackagesPropsFile")
                .unwrap_or("Directory.Packages.props")
                .to_owned();
            let found = dir
                .ancestors()
                .map(|ancestor| ancestor.join(&name))
                .find(|candidate| fs.kind(candidate) == Some(EntryKind::File))?;
            properties.set("DirectoryPackagesPropsPath", paths::to_slash(&found));
            found
        }
    };
    (fs.kind(&path) == Some(EntryKind::File)).then_some(path)
}

/// `NuGet.props` after importing the file.
pub(crate) fn mark_imported(properties: &mut Properties) {
    properties.set("CentralPackageVersionsFileImported", "true".to_owned());
}

/// The package items of one evaluation, in evaluation order.
#[derive(Default)]
pub(crate) struct PackageItems {
    references: ValueItems,
    versions: ValueItems,
    globals: ValueItems,
}

/// The package references restore sees.
pub(crate) struct Resolved {
    pub(crate) references: Vec<PackageReference>,
    pub(crate) central: bool,
    /// `Microsoft.NET.Test.Sdk` is referenced.
    pub(crate) test_sdk: bool,
}

impl PackageItems {
    /// Applies `element` when it is a package item (and ignores it otherwise).
    pub(crate) fn apply(&mut self, element: &ItemElement, properties: &Properties) {
        let list = if element.is("PackageReference") {
            &mut self.references
        } else if element.is("PackageVersion") {
            &mut self.versions
        } else if element.is("GlobalPackageReference") {
            &mut self.globals
        } else {
            return;
        };
        list.apply(element, properties);
    }

    /// The references with the versions restore takes, given the final `properties`.
    pub(crate) fn resolve(&self, properties: &Properties) -> Resolved {
        let central = properties.flag("ManagePackageVersionsCentrally", false)
            && properties.flag("CentralPackageVersionsFileImported", false);
        let mut references: Vec<ValueItem> = self.references.iter().cloned().collect();
        let mut versions: Vec<ValueItem> = self.versions.iter().cloned().collect();
        if properties.flag("ManagePackageVersionsCentrally", false)
            && properties
                .non_empty("RestoreEnableGlobalPackageReference")
                .is_none_or(|value| !value.eq_ignore_ascii_case("false"))
        {
            for global in self.globals.iter() {
                references.push(ValueItem::new(&global.name, &[]));
                versions.push(ValueItem::new(
                    &global.name,
                    &[("Version", global.metadata("Version").unwrap_or_default())],
                ));
            }
        }
        let mut resolved: Vec<PackageReference> = Vec::new();
        for reference in &references {
            if resolved
                .iter()
                .any(|known| known.name.eq_ignore_ascii_case(&reference.name))
            {
                continue;
            }
            let own = reference.non_empty("Version");
            let version_override = reference.non_empty("VersionOverride");
            let implicitly_defined = reference
                .non_empty("IsImplicitlyDefined")
                .is_some_and(|value| value.eq_ignore_ascii_case("true"));
            let central_version = if central && own.is_none() && !implicitly_defined {
                versions
                    .iter()
                    .find(|version| version.name.eq_ignore_ascii_case(&reference.name))
                    .and_then(|version| version.non_empty("Version"))
            } else {
                None
            };
            resolved.push(PackageReference {
                name: reference.name.clone(),
                version: version_override
                    .or(own)
                    .or(central_version)
                    .map(str::to_owned),
            });
        }
        let test_sdk = resolved
            .iter()
            .any(|package| package.name.eq_ignore_ascii_case(TEST_SDK_PACKAGE));
        Resolved {
            references: resolved,
            central,
            test_sdk,
        }
    }
}
