//! Global analyzer configuration (`.globalconfig`): the file the .NET SDK passes to the
//! compiler from the project's directory or the nearest directory above it
//! (`GetPathOfFileAbove('.globalconfig')`). Its top-level `key = value` lines apply to every
//! file of the project, below any `.editorconfig` setting of the same key; `is_global` and
//! `global_level` describe the file itself, and sections (absolute paths in global files) are
//! not read.

use std::path::{Path, PathBuf};

use crate::fs::FileSystem;

/// One top-level property: lower-case key, value, 1-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlobalConfigEntry {
    pub key: String,
    pub value: String,
    pub line: u32,
}

/// The top-level properties of a global configuration file.
pub fn parse_global_config(text: &str) -> Vec<GlobalConfigEntry> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut out = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if line.starts_with('[') {
            break;
        }
        let Some(separator) = line.find('=') else {
            continue;
        };
        let key = line[..separator].trim().to_ascii_lowercase();
        let mut value = &line[separator + 1..];
        if let Some(comment) = value.find([';', '#']) {
            value = &value[..comment];
        }
        if key == "is_global" || key == "global_level" || key.is_empty() {
            continue;
        }
        out.push(GlobalConfigEntry {
            key,
            value: value.trim().to_string(),
            line: number as u32 + 1,
        });
    }
    out
}

/// The `.globalconfig` nearest to a project directory (it or an ancestor), if any.
pub fn find_global_config(fs: &dyn FileSystem, project_dir: &Path) -> Option<PathBuf> {
    let mut dir = Some(project_dir);
    while let Some(d) = dir {
        let candidate = d.join(".globalconfig");
        if fs.kind(&candidate) == Some(crate::fs::EntryKind::File) {
            return Some(candidate);
        }
        dir = d.parent();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fs::MemoryFs;

    #[test]
    fn top_level_properties_are_read_and_sections_are_not() {
        let entries = parse_global_config(
            "\u{feff}is_global = true\nglobal_level = 100\n# c\ndotnet_diagnostic.CA2000.severity = error ; why\n\n[/abs/path.cs]\ndotnet_diagnostic.IDE0059.severity = none\n",
        );
        assert_eq!(
            entries,
            vec![GlobalConfigEntry {
                key: "dotnet_diagnostic.ca2000.severity".into(),
                value: "error".into(),
                line: 4,
            }]
        );
    }

    #[test]
    fn the_nearest_file_above_the_project_is_found() {
        let mut fs = MemoryFs::default();
        fs.insert("/repo/.globalconfig", "x = 1");
        fs.insert("/repo/src/App/App.csproj", "<Project />");
        assert_eq!(
            find_global_config(&fs, Path::new("/repo/src/App")),
            Some(PathBuf::from("/repo/.globalconfig"))
        );
        assert_eq!(find_global_config(&fs, Path::new("/other")), None);
    }
}
