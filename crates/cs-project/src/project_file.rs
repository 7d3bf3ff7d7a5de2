//! Reading a project file's XML into the raw MSBuild constructs evaluation needs.
//!
//! This step only reads: property assignments and item operations in document order, plus how
//! the project imports its SDK. Nothing is expanded or resolved here (see `project.rs`).
//!
//! Conditions are deliberately not read yet: every `PropertyGroup`, `ItemGroup` and element
//! applies as if its condition were true. `Choose`/`When` blocks are skipped entirely, since
//! applying every branch would be as wrong as applying none and they are rare in SDK-style
//! projects; `Target` bodies run at build time, not evaluation time, so they never count.
//! Condition evaluation belongs to the later MSBuild-evaluation step.

/// A property assignment `<Name>value</Name>` inside a `PropertyGroup`.
#[derive(Debug, Clone)]
pub(crate) struct PropertyAssignment {
    pub(crate) name: String,
    pub(crate) value: String,
}

/// One item element (`<Compile Include=".." />`, `<PackageReference .. />`, …).
#[derive(Debug, Clone)]
pub(crate) struct ItemElement {
    pub(crate) item_type: String,
    pub(crate) include: Option<String>,
    pub(crate) exclude: Option<String>,
    pub(crate) remove: Option<String>,
    pub(crate) update: Option<String>,
    /// Metadata from attributes and child elements, in document order (later wins).
    pub(crate) metadata: Vec<(String, String)>,
    pub(crate) line: u32,
}

impl ItemElement {
    pub(crate) fn is(&self, item_type: &str) -> bool {
        self.item_type.eq_ignore_ascii_case(item_type)
    }

    /// The last value given to the metadata `name` (case-insensitive, as in MSBuild).
    pub(crate) fn metadata(&self, name: &str) -> Option<&str> {
        self.metadata
            .iter()
            .rev()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

#[derive(Debug, Clone, Default)]
pub(crate) struct ProjectFile {
    /// The SDK named by the `Sdk` attribute, else by an `<Sdk Name>` element, else by an
    /// `<Import Sdk>`.
    pub(crate) sdk: Option<String>,
    pub(crate) is_sdk_style: bool,
    pub(crate) properties: Vec<PropertyAssignment>,
    pub(crate) items: Vec<ItemElement>,
}

/// Why a project file could not be read as a project.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ReadError {
    pub(crate) message: String,
    pub(crate) line: Option<u32>,
}

/// Attributes of an item element that are operations, not metadata.
const ITEM_OPERATION_ATTRIBUTES: &[&str] = &[
    "Include",
    "Exclude",
    "Remove",
    "Update",
    "Condition",
    "KeepMetadata",
    "RemoveMetadata",
    "KeepDuplicates",
    "MatchOnMetadata",
    "MatchOnMetadataOptions",
    "Label",
];

pub(crate) fn read(text: &str) -> Result<ProjectFile, ReadError> {
    let document = roxmltree::Document::parse(text).map_err(|error| ReadError {
        message: format!("invalid XML: {error}"),
        line: Some(error.pos().row),
    })?;
    let root = document.root_element();
    if root.tag_name().name() != "Project" {
        return Err(ReadError {
            message: format!(
                "the root element is <{}>, not an MSBuild <Project>",
                root.tag_name().name()
            ),
            line: Some(line_of(&document, root)),
        });
    }
    let mut project = ProjectFile::default();
    if let Some(sdk) = root.attribute("Sdk").map(str::trim) {
        project.is_sdk_style = true;
        project.sdk = Some(sdk.to_owned()).filter(|sdk| !sdk.is_empty());
    }
    for child in root.children().filter(roxmltree::Node::is_element) {
        match child.tag_name().name() {
            "Sdk" => note_sdk(&mut project, child.attribute("Name")),
            "Import" => {
                if let Some(sdk) = child.attribute("Sdk") {
                    note_sdk(&mut project, Some(sdk));
                }
            }
            "PropertyGroup" => {
                for property in child.children().filter(roxmltree::Node::is_element) {
                    project.properties.push(PropertyAssignment {
                        name: property.tag_name().name().to_owned(),
                        value: inner_text(property),
                    });
                }
            }
            "ItemGroup" => {
                for item in child.children().filter(roxmltree::Node::is_element) {
                    project.items.push(read_item(&document, item));
                }
            }
            // Choose, Target, ImportGroup, ItemDefinitionGroup, UsingTask, ProjectExtensions:
            // not part of this evaluation (see the module comment).
            _ => {}
        }
    }
    Ok(project)
}

fn note_sdk(project: &mut ProjectFile, name: Option<&str>) {
    project.is_sdk_style = true;
    if project.sdk.is_none() {
        project.sdk = name
            .map(str::trim)
            .filter(|name| !name.is_empty())
            .map(str::to_owned);
    }
}

fn read_item(document: &roxmltree::Document<'_>, node: roxmltree::Node<'_, '_>) -> ItemElement {
    let mut metadata: Vec<(String, String)> = node
        .attributes()
        .filter(|attribute| !ITEM_OPERATION_ATTRIBUTES.contains(&attribute.name()))
        .map(|attribute| (attribute.name().to_owned(), attribute.value().to_owned()))
        .collect();
    for child in node.children().filter(roxmltree::Node::is_element) {
        metadata.push((child.tag_name().name().to_owned(), inner_text(child)));
    }
    ItemElement {
        item_type: node.tag_name().name().to_owned(),
        include: node.attribute("Include").map(str::to_owned),
        exclude: node.attribute("Exclude").map(str::to_owned),
        remove: node.attribute("Remove").map(str::to_owned),
        update: node.attribute("Update").map(str::to_owned),
        metadata,
        line: line_of(document, node),
    }
}

/// The text of an element, including text inside nested elements (MSBuild takes a property's
/// inner XML; nested markup in a property is rare and never meaningful for what we read).
fn inner_text(node: roxmltree::Node<'_, '_>) -> String {
    node.descendants()
        .filter(roxmltree::Node::is_text)
        .filter_map(|text| text.text())
        .collect()
}

pub(crate) fn line_of(document: &roxmltree::Document<'_>, node: roxmltree::Node<'_, '_>) -> u32 {
    document.text_pos_at(node.range().start).row
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sdk_properties_and_items_in_order() {
        let project = read(
            r#"<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup Condition="'$(Configuration)' == 'Debug'">
    <TargetFramework>net8.0</TargetFramework>
  </PropertyGroup>
  <ItemGroup>
    <Compile Remove="old/**" />
    <PackageReference Include="xunit"><Version>2.9.0</Version></PackageReference>
  </ItemGroup>
  <Target Name="X"><PropertyGroup><Ignored>1</Ignored></PropertyGroup></Target>
</Project>"#,
        )
        .unwrap();
        assert!(project.is_sdk_style);
        assert_eq!(project.sdk.as_deref(), Some("Microsoft.NET.Sdk"));
        assert_eq!(project.properties.len(), 1);
        assert_eq!(project.properties[0].name, "TargetFramework");
        assert_eq!(project.items.len(), 2);
        assert_eq!(project.items[0].remove.as_deref(), Some("old/**"));
        assert_eq!(project.items[1].metadata("version"), Some("2.9.0"));
        assert_eq!(project.items[1].line, 7);
    }

    #[test]
    fn sdk_element_and_import_sdk_make_a_project_sdk_style() {
        let element = read(r#"<Project><Sdk Name="Microsoft.NET.Sdk.Web" /></Project>"#).unwrap();
        assert_eq!(element.sdk.as_deref(), Some("Microsoft.NET.Sdk.Web"));
        let import =
            read(r#"<Project><Import Project="Sdk.props" Sdk="My.Sdk" /></Project>"#).unwrap();
        assert!(import.is_sdk_style);
        let legacy = read(r#"<Project ToolsVersion="15.0"></Project>"#).unwrap();
        assert!(!legacy.is_sdk_style);
    }

    #[test]
    fn errors_carry_the_line() {
        let error = read("<Project>\n  <PropertyGroup>\n</Project>").unwrap_err();
        assert_eq!(error.line, Some(3));
        let error = read("<Solution />").unwrap_err();
        assert!(error.message.contains("<Solution>"), "{}", error.message);
    }
}
