//! Navigation into reference assemblies: the assembly a declaration of a metadata project comes
//! from (its document is `<metadata>/<assembly file>/<namespace>.cs`, matched against the
//! assemblies discovery found for the projects that use the metadata project), and the header
//! that names it above the metadata-as-source text.

use std::path::Path;

use cs_db::Project;
use cs_ide::LibraryDeclaration;

use crate::metadata_references::ReferencedAssembly;
use crate::workspace::LoadedWorkspace;

/// The first segment of the path of every document of a metadata project.
pub const METADATA_PREFIX: &str = "<metadata>";

/// The assembly file name of a metadata document path (`mscorlib.dll` for
/// `<metadata>/mscorlib.dll/System.Collections.Generic.cs`); none for other documents (the
/// embedded core library's are `<core>/…`).
pub fn assembly_file_name(document_path: &str) -> Option<&str> {
    let mut segments = document_path.split('/');
    if segments.next() != Some(METADATA_PREFIX) {
        return None;
    }
    let file = segments.next().filter(|f| !f.is_empty())?;
    segments.next().map(|_| file)
}

/// The assembly that declares a symbol of `library` (the metadata project the symbol was found
/// in), as reported for a project that uses it; none for source symbols and for the embedded
/// core library.
pub fn declaring_assembly<'a>(
    workspace: &'a LoadedWorkspace,
    library: Option<Project>,
    declaration: &LibraryDeclaration,
) -> Option<&'a ReferencedAssembly> {
    let file = assembly_file_name(&declaration.path)?;
    let library = library?;
    let same_file = |a: &&ReferencedAssembly| {
        a.error.is_none()
            && a.path
                .file_name()
                .is_some_and(|n| n.to_string_lossy() == file)
    };
    let mut users = workspace
        .projects
        .iter()
        .filter(|p| p.core_libraries.contains(&library));
    users.find_map(|p| p.metadata_references.assemblies.iter().find(same_file))
}

/// The comment lines above a metadata-as-source text: the assembly's name and version, its
/// file, and what the text is (as Roslyn's `#region Assembly …` header).
pub fn source_header(assembly: &ReferencedAssembly) -> String {
    header_text(&assembly.name, assembly.version.as_deref(), &assembly.path)
}

/// True for a document of the embedded core library (`<core>/…`).
pub fn is_embedded_core_path(document_path: &str) -> bool {
    document_path.starts_with("<core>/")
}

/// The header above the embedded core library's text: what it is, and that it is partial.
pub fn embedded_source_header(assembly_name: &str) -> String {
    format!(
        "#region {assembly_name} (cs-workbench's embedded model of the framework)\n// No reference assemblies were found for this project: this built-in model stands in.\n// Declarations only, and only part of the framework's types and members.\n#endregion\n"
    )
}

fn header_text(name: &str, version: Option<&str>, path: &Path) -> String {
    let version = version
        .map(|v| format!(", Version={v}"))
        .unwrap_or_default();
    format!(
        "#region Assembly {name}{version}\n// {}\n// Declarations only, rendered from metadata (no bodies, no private members).\n#endregion\n",
        path.display()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_assembly_file_is_the_second_segment_of_a_metadata_path() {
        assert_eq!(
            assembly_file_name("<metadata>/mscorlib.dll/System.Collections.Generic.cs"),
            Some("mscorlib.dll")
        );
        assert_eq!(
            assembly_file_name("<metadata>/Newtonsoft.Json.dll/_global.cs"),
            Some("Newtonsoft.Json.dll")
        );
        assert_eq!(assembly_file_name("<core>/System.cs"), None);
        assert_eq!(assembly_file_name("<metadata>/mscorlib.dll"), None);
        assert_eq!(assembly_file_name("src/Program.cs"), None);
    }

    #[test]
    fn the_header_names_the_assembly_version_and_file() {
        let header = header_text("mscorlib", Some("4.0.0.0"), Path::new("/refs/mscorlib.dll"));
        assert!(
            header
                .starts_with("#region Assembly mscorlib, Version=4.0.0.0\n// /refs/mscorlib.dll\n")
        );
        assert!(header.ends_with("#endregion\n"));
    }
}
