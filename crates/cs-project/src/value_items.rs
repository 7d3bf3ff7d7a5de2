//! Items whose `Include` is a name, not a file (`Using`, `PackageReference`, `PackageVersion`,
//! `GlobalPackageReference`), kept as MSBuild keeps them: in evaluation order, duplicates
//! allowed, each with its metadata (property references expanded, later values winning).
//!
//! `Include` splits at `;` (entries trimmed, empty ones dropped) and skips the entries named by
//! `Exclude`. `Remove` and `Update` match an item when an entry of their list names it; MSBuild
//! compares such values as normalised paths ignoring case (`FileSpecMatcherTester`), so names
//! match ignoring case, and an entry with `*` or `?` is a pattern over the whole name.
//! `@(ThisType)` names every item of the type. What this model cannot evaluate is skipped: an
//! `Include` entry with a wildcard (MSBuild expands it as a file glob in the project directory,
//! which names no namespace or package) and references to other item types.

use crate::project_file::ItemElement;
use crate::properties::{self, Properties};

/// One item: its identity (`Include` entry) and its metadata in order of assignment.
#[derive(Debug, Clone)]
pub(crate) struct ValueItem {
    pub(crate) name: String,
    metadata: Vec<(String, String)>,
}

impl ValueItem {
    pub(crate) fn new(name: &str, metadata: &[(&str, &str)]) -> ValueItem {
        ValueItem {
            name: name.to_owned(),
            metadata: metadata
                .iter()
                .map(|(key, value)| ((*key).to_owned(), (*value).to_owned()))
                .collect(),
        }
    }

    /// The value last given to the metadata `name` (case-insensitive), as expanded.
    pub(crate) fn metadata(&self, name: &str) -> Option<&str> {
        self.metadata
            .iter()
            .rev()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    /// The trimmed metadata value, when not empty.
    pub(crate) fn non_empty(&self, name: &str) -> Option<&str> {
        self.metadata(name)
            .map(str::trim)
            .filter(|value| !value.is_empty())
    }
}

/// The items of one type, in evaluation order.
#[derive(Debug, Clone, Default)]
pub(crate) struct ValueItems {
    items: Vec<ValueItem>,
}

impl ValueItems {
    pub(crate) fn iter(&self) -> impl Iterator<Item = &ValueItem> {
        self.items.iter()
    }

    pub(crate) fn push(&mut self, item: ValueItem) {
        self.items.push(item);
    }

    /// Applies one item element (whose conditions hold) of this list's type.
    pub(crate) fn apply(&mut self, element: &ItemElement, properties: &Properties) {
        let metadata: Vec<(String, String)> = element
            .metadata
            .iter()
            .map(|(key, value)| (key.clone(), properties.expand(value)))
            .collect();
        if let Some(include) = &element.include {
            let excludes = properties::split_list(
                &properties.expand(element.exclude.as_deref().unwrap_or_default()),
            );
            for name in properties::split_list(&properties.expand(include)) {
                if name.starts_with("@(") || name.contains(['*', '?']) {
                    continue;
                }
                if excludes
                    .iter()
                    .any(|spec| matches(spec, &name, &element.item_type))
                {
                    continue;
                }
                self.items.push(ValueItem {
                    name,
                    metadata: metadata.clone(),
                });
            }
        } else if let Some(remove) = &element.remove {
            let specs = properties::split_list(&properties.expand(remove));
            self.remove(&specs, &element.item_type);
        } else if let Some(update) = &element.update {
            let specs = properties::split_list(&properties.expand(update));
            for item in &mut self.items {
                if specs
                    .iter()
                    .any(|spec| matches(spec, &item.name, &element.item_type))
                {
                    item.metadata.extend(metadata.iter().cloned());
                }
            }
        }
    }

    /// Removes the items `specs` match (as an `<Item Remove="…">` of `item_type` does).
    pub(crate) fn remove(&mut self, specs: &[String], item_type: &str) {
        self.items.retain(|item| {
            !specs
                .iter()
                .any(|spec| matches(spec, &item.name, item_type))
        });
    }
}

/// Whether the `Remove`/`Update`/`Exclude` entry `spec` names `name` (an item of `item_type`).
fn matches(spec: &str, name: &str, item_type: &str) -> bool {
    if let Some(reference) = spec
        .strip_prefix("@(")
        .and_then(|rest| rest.strip_suffix(')'))
    {
        return reference.trim().eq_ignore_ascii_case(item_type);
    }
    let spec: Vec<char> = spec.chars().flat_map(char::to_lowercase).collect();
    let name: Vec<char> = name.chars().flat_map(char::to_lowercase).collect();
    wildcard_match(&spec, &name)
}

/// `*` (any run) and `?` (one character) over the whole text; everything else literal.
fn wildcard_match(pattern: &[char], text: &[char]) -> bool {
    let (mut p, mut t) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while t < text.len() {
        match pattern.get(p) {
            Some('*') => {
                star = Some((p, t));
                p += 1;
            }
            Some(c) if *c == '?' || *c == text[t] => {
                p += 1;
                t += 1;
            }
            _ => match star {
                Some((star_p, star_t)) => {
                    p = star_p + 1;
                    t = star_t + 1;
                    star = Some((star_p, star_t + 1));
                }
                None => return false,
            },
        }
    }
    pattern[p..].iter().all(|c| *c == '*')
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn element(xml: &str) -> Vec<ItemElement> {
        let project =
            crate::project_file::read(&format!("<Project><ItemGroup>{xml}</ItemGroup></Project>"))
                .unwrap();
        project
            .elements
            .into_iter()
            .map(|element| match element {
                crate::project_file::Element::Item(item) => item,
                _ => panic!("items only"),
            })
            .collect()
    }

    fn names(items: &ValueItems) -> Vec<String> {
        items
            .iter()
            .map(|item| match item.metadata("Alias") {
                Some(alias) => format!("{}={alias}", item.name),
                None => item.name.clone(),
            })
            .collect()
    }

    #[test]
    fn include_remove_and_update_follow_msbuild() {
        let mut properties = Properties::for_project(Path::new("/p/P.csproj"));
        properties.set("Ns", "My.Ns".to_owned());
        let mut items = ValueItems::default();
        for element in element(
            r#"<Using Include=" System ; $(Ns);System.IO;Gone.*;@(Other)" Exclude="system.io" />
               <Using Include="System.Text.Json" Alias="Json" />
               <Using Include="Other.A;Other.B;System" />
               <Using Remove="OTHER.*" />
               <Using Update="my.ns" Alias="Mine" />
               <Using Update="@(Using)"><Static>false</Static></Using>"#,
        ) {
            items.apply(&element, &properties);
        }
        assert_eq!(
            names(&items),
            ["System", "My.Ns=Mine", "System.Text.Json=Json", "System"]
        );
        assert!(
            items
                .iter()
                .all(|item| item.metadata("static") == Some("false"))
        );
        items.remove(&["@(Using)".to_owned()], "Using");
        assert!(names(&items).is_empty());
    }

    #[test]
    fn wildcards_match_whole_names() {
        let m = |pattern: &str, text: &str| matches(pattern, text, "Using");
        assert!(m("System.*", "system.io"));
        assert!(m("*.IO", "System.IO"));
        assert!(m("S?stem", "System"));
        assert!(!m("System.*", "System"));
        assert!(!m("Sys", "System"));
        assert!(m("*", ""));
        assert!(!m("@(PackageReference)", "System"));
    }
}
