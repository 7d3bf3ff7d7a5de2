//! Reading a project file's XML into the raw MSBuild constructs evaluation needs.
//!
//! This step only reads: property assignments, item operations, imports and `Choose` blocks in
//! document order, each with the conditions that guard it, plus how the project imports its
//! SDK. Nothing is expanded, resolved or evaluated here (see `project.rs`). `Target` bodies
//! run at build time, not evaluation time, so they are not read.

/// A property assignment `<Name>value</Name>` inside a `PropertyGroup`.
#[derive(Debug, Clone)]
pub(crate) struct PropertyAssignment {
    pub(crate) name: String,
    pub(crate) value: String,
    /// The conditions of the group and of the element (all must hold).
    pub(crate) conditions: Vec<String>,
    pub(crate) line: u32,
}

/// `<Import Project="…" />`, directly or inside an `ImportGroup`.
#[derive(Debug, Clone)]
pub(crate) struct Import {
    pub(crate) project: String,
    /// The `Sdk` attribute, when the import is of an SDK file.
    pub(crate) sdk: Option<String>,
    pub(crate) conditions: Vec<String>,
    pub(crate) line: u32,
}

/// One branch of a `Choose`: a `When` (with its condition) or the `Otherwise` (without).
#[derive(Debug, Clone)]
pub(crate) struct Branch {
    pub(crate) condition: Option<String>,
    /// The line of the `When` or `Otherwise`.
    pub(crate) line: u32,
    pub(crate) elements: Vec<Element>,
}

/// What evaluation walks, in document order.
#[derive(Debug, Clone)]
pub(crate) enum Element {
    Property(PropertyAssignment),
    Item(ItemElement),
    Import(Import),
    /// The branches of a `Choose`, `When`s first; the first whose condition holds applies.
    Choose(Vec<Branch>),
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
    /// The conditions of the group and of the element (all must hold).
    pub(crate) conditions: Vec<String>,
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
    /// Every SDK the project names (the `Sdk` attribute's entries, `<Sdk Name>` elements,
    /// `<Import Sdk>`), without versions, each with its line.
    pub(crate) sdks: Vec<(String, u32)>,
    pub(crate) elements: Vec<Element>,
}

impl ProjectFile {
    /// Whether `name` (case-insensitive) is among the SDKs of the `Sdk` attribute (a
    /// `;`-separated list, each entry maybe with a `/version`).
    pub(crate) fn uses_sdk(&self, name: &str) -> bool {
        self.sdk
            .as_deref()
            .unwrap_or_default()
            .split(';')
            .any(|entry| {
                entry
                    .split('/')
                    .next()
                    .unwrap_or_default()
                    .trim()
                    .eq_ignore_ascii_case(name)
            })
    }
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
        let line = line_of(&document, root);
        for entry in sdk.split(';') {
            list_sdk(&mut project, entry, line);
        }
    }
    for child in root.children().filter(roxmltree::Node::is_element) {
        if child.tag_name().name() == "Sdk" {
            note_sdk(&mut project, child.attribute("Name"));
            let line = line_of(&document, child);
            list_sdk(&mut project, child.attribute("Name").unwrap_or(""), line);
        }
    }
    let mut sdks = Vec::new();
    project.elements = read_elements(&document, root, &[], &mut sdks);
    for (sdk, line) in sdks {
        note_sdk(&mut project, Some(&sdk));
        list_sdk(&mut project, &sdk, line);
    }
    Ok(project)
}

/// The elements among the children of `parent` (a `Project`, `When` or `Otherwise`), each
/// guarded by `conditions` besides its own. SDK imports met on the way go to `sdks`.
fn read_elements(
    document: &roxmltree::Document<'_>,
    parent: roxmltree::Node<'_, '_>,
    conditions: &[String],
    sdks: &mut Vec<(String, u32)>,
) -> Vec<Element> {
    let mut elements = Vec::new();
    for child in parent.children().filter(roxmltree::Node::is_element) {
        let guarded = with_condition(conditions, child);
        match child.tag_name().name() {
            "Import" => elements.push(read_import(document, child, conditions, sdks)),
            "ImportGroup" => {
                for import in child.children().filter(roxmltree::Node::is_element) {
                    if import.tag_name().name() == "Import" {
                        elements.push(read_import(document, import, &guarded, sdks));
                    }
                }
            }
            "PropertyGroup" => {
                for property in child.children().filter(roxmltree::Node::is_element) {
                    elements.push(Element::Property(PropertyAssignment {
                        name: property.tag_name().name().to_owned(),
                        value: inner_text(property),
                        conditions: with_condition(&guarded, property),
                        line: line_of(document, property),
                    }));
                }
            }
            "ItemGroup" => {
                for item in child.children().filter(roxmltree::Node::is_element) {
                    elements.push(Element::Item(read_item(document, item, &guarded)));
                }
            }
            "Choose" => {
                let branches = child
                    .children()
                    .filter(roxmltree::Node::is_element)
                    .filter_map(|branch| match branch.tag_name().name() {
                        "When" => Some(Branch {
                            condition: Some(branch.attribute("Condition").unwrap_or("").to_owned()),
                            line: line_of(document, branch),
                            elements: read_elements(document, branch, conditions, sdks),
                        }),
                        "Otherwise" => Some(Branch {
                            condition: None,
                            line: line_of(document, branch),
                            elements: read_elements(document, branch, conditions, sdks),
                        }),
                        _ => None,
                    })
                    .collect();
                elements.push(Element::Choose(branches));
            }
            // Sdk (read above), Target, ItemDefinitionGroup, UsingTask, ProjectExtensions: not
            // part of evaluation as done here.
            _ => {}
        }
    }
    elements
}

fn read_import(
    document: &roxmltree::Document<'_>,
    node: roxmltree::Node<'_, '_>,
    conditions: &[String],
    sdks: &mut Vec<(String, u32)>,
) -> Element {
    let sdk = node
        .attribute("Sdk")
        .map(str::trim)
        .filter(|sdk| !sdk.is_empty())
        .map(str::to_owned);
    let line = line_of(document, node);
    if let Some(sdk) = &sdk {
        sdks.push((sdk.clone(), line));
    }
    Element::Import(Import {
        project: node.attribute("Project").unwrap_or("").to_owned(),
        sdk,
        conditions: with_condition(conditions, node),
        line,
    })
}

/// `conditions` plus the `Condition` attribute of `node`, when it has a non-blank one.
fn with_condition(conditions: &[String], node: roxmltree::Node<'_, '_>) -> Vec<String> {
    let mut all = conditions.to_vec();
    if let Some(condition) = node.attribute("Condition").filter(|c| !c.trim().is_empty()) {
        all.push(condition.to_owned());
    }
    all
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

/// Adds `entry` (`Name` or `Name/version`) to the SDKs the project names, once.
fn list_sdk(project: &mut ProjectFile, entry: &str, line: u32) {
    let name = entry.split('/').next().unwrap_or_default().trim();
    if !name.is_empty()
        && !project
            .sdks
            .iter()
            .any(|(known, _)| known.eq_ignore_ascii_case(name))
    {
        project.sdks.push((name.to_owned(), line));
    }
}

fn read_item(
    document: &roxmltree::Document<'_>,
    node: roxmltree::Node<'_, '_>,
    conditions: &[String],
) -> ItemElement {
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
        conditions: with_condition(conditions, node),
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

    /// The elements as one line each: kind, name or include, and conditions.
    fn outline(elements: &[Element]) -> Vec<String> {
        let mut out = Vec::new();
        for element in elements {
            match element {
                Element::Property(p) => out.push(format!(
                    "property {}={} if {:?}",
                    p.name, p.value, p.conditions
                )),
                Element::Item(i) => out.push(format!(
                    "item {} {} line {} if {:?}",
                    i.item_type,
                    i.include.as_deref().or(i.remove.as_deref()).unwrap_or("-"),
                    i.line,
                    i.conditions
                )),
                Element::Import(i) => out.push(format!(
                    "import {} sdk {:?} if {:?}",
                    i.project, i.sdk, i.conditions
                )),
                Element::Choose(branches) => {
                    for branch in branches {
                        out.push(format!("branch {:?}", branch.condition));
                        out.extend(outline(&branch.elements).iter().map(|l| format!("  {l}")));
                    }
                }
            }
        }
        out
    }

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
        assert_eq!(
            outline(&project.elements),
            [
                r#"property TargetFramework=net8.0 if ["'$(Configuration)' == 'Debug'"]"#,
                "item Compile old/** line 6 if []",
                "item PackageReference xunit line 7 if []",
            ]
        );
        let Element::Item(package) = &project.elements[2] else {
            panic!("an item");
        };
        assert_eq!(package.metadata("version"), Some("2.9.0"));
    }

    #[test]
    fn conditions_imports_and_choose_are_kept_in_order() {
        let project = read(
            r#"<Project>
  <Import Project="a.props" Condition="Exists('a.props')" />
  <ImportGroup Condition="'$(X)' == ''"><Import Project="b.props" /></ImportGroup>
  <ItemGroup Condition="'$(Y)' == 'y'">
    <Compile Include="c.cs" Condition=" " />
    <Compile Include="d.cs" Condition="'$(Z)' != ''" />
  </ItemGroup>
  <Choose>
    <When Condition="'$(TargetFramework)' == 'net8.0'">
      <PropertyGroup><P>8</P></PropertyGroup>
    </When>
    <Otherwise>
      <ItemGroup><Compile Include="e.cs" /></ItemGroup>
    </Otherwise>
  </Choose>
</Project>"#,
        )
        .unwrap();
        assert!(!project.is_sdk_style);
        assert_eq!(
            outline(&project.elements),
            [
                r#"import a.props sdk None if ["Exists('a.props')"]"#,
                r#"import b.props sdk None if ["'$(X)' == ''"]"#,
                r#"item Compile c.cs line 5 if ["'$(Y)' == 'y'"]"#,
                r#"item Compile d.cs line 6 if ["'$(Y)' == 'y'", "'$(Z)' != ''"]"#,
                r#"branch Some("'$(TargetFramework)' == 'net8.0'")"#,
                "  property P=8 if []",
                "branch None",
                "  item Compile e.cs line 13 if []",
            ]
        );
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
