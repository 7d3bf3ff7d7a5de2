//! The symbol selector every symbol tool takes, resolved in one place, and the conversion of
//! analysis symbols into output items (`SymbolDto`, locations).

use std::collections::{HashMap, HashSet};

use cs_ide::{
    Analysis, BoundSymbol, BoundSymbolInfo, Document, FileRange, LocalSymbolInfo,
    MAX_METADATA_SOURCE_CHARS, Symbol, SymbolInfo, SymbolKind,
};
use workbench_host::metadata_navigation;
use workbench_host::metadata_references::ReferencedAssembly;
use workbench_host::{ErrorCode, ErrorDiagnostic, HostError, HostResult, LoadedWorkspace};

use crate::contract::{
    DocumentSelectorDto, LocalSymbolDto, LocationDto, LocationSelectorDto, MetadataLocationDto,
    MetadataSourceDto, ProjectSelectorDto, RangeDto, SymbolDto, SymbolSelectorDto, TargetSymbolDto,
};
use crate::tools::metadata::origin_name;
use crate::tools::{cancelled, location};

/// Candidates listed in a `SymbolAmbiguous` failure.
const MAX_CANDIDATES: usize = 20;

/// Where a declaration is written: workspace-relative path and UTF-8 offset of its name.
type Place = (String, u32);

/// Candidates that are one symbol, and the places they are declared.
struct Group {
    places: Vec<Place>,
    infos: Vec<SymbolInfo>,
}

/// The symbol a selector named, with its description.
pub struct Resolved {
    pub symbol: Symbol,
    pub info: SymbolInfo,
}

/// What a selector named: a declared symbol, or (by location) a local, parameter or type
/// parameter.
pub enum Target {
    Declared(Resolved),
    Local(LocalSymbolInfo),
}

impl Target {
    pub fn bound(&self) -> BoundSymbol {
        match self {
            Target::Declared(resolved) => BoundSymbol::Symbol(resolved.symbol.clone()),
            Target::Local(local) => local.symbol.clone(),
        }
    }
}

/// One workspace's symbols as tools present them.
pub struct Symbols<'a> {
    pub workspace: &'a LoadedWorkspace,
    pub analysis: Analysis,
    documents: HashMap<Document, usize>,
}

impl<'a> Symbols<'a> {
    pub fn new(workspace: &'a LoadedWorkspace) -> Symbols<'a> {
        let documents = workspace
            .documents
            .iter()
            .enumerate()
            .map(|(i, d)| (d.input, i))
            .collect();
        Symbols {
            workspace,
            analysis: workspace.analysis(),
            documents,
        }
    }

    /// The output location of a range in a workspace document (none for other documents,
    /// such as the core library's).
    pub fn location(&self, range: &FileRange) -> Option<LocationDto> {
        let document = *self.documents.get(&range.document)?;
        Some(location(self.workspace, document, range.range))
    }

    /// The index in the workspace's documents of a document input (none for documents outside
    /// the workspace, such as the core library's).
    pub fn document_index(&self, document: &Document) -> Option<usize> {
        self.documents.get(document).copied()
    }

    /// The projectId of the project a symbol was found in (none for namespaces and the core
    /// library).
    pub fn project_id(&self, info: &SymbolInfo) -> Option<String> {
        self.workspace
            .projects
            .iter()
            .find(|p| Some(p.input) == info.project)
            .map(|p| p.id.clone())
    }

    pub fn item(&self, info: &SymbolInfo) -> SymbolDto {
        SymbolDto {
            symbol_id: info.symbol_id.clone(),
            name: info.name.clone(),
            kind: info.kind.as_str().to_string(),
            container: info.container.clone(),
            signature: info.signature.clone(),
            accessibility: info.accessibility.to_string(),
            location: info.declarations.first().and_then(|d| self.location(d)),
            from_core_library: info.from_core_library,
            assembly_name: self.assembly(info).map(|a| a.name.clone()),
        }
    }

    /// The reference assembly that declares a framework or package symbol (none for source
    /// symbols and the embedded core library).
    pub fn assembly(&self, info: &SymbolInfo) -> Option<&'a ReferencedAssembly> {
        let declaration = info.library_declaration.as_ref()?;
        metadata_navigation::declaring_assembly(self.workspace, info.project, declaration)
    }

    /// The metadata location of a framework or package symbol, with its metadata-as-source
    /// text when `include_source`; none for source symbols. A symbol of the embedded core
    /// library (no reference assemblies found) is answered from the built-in model.
    pub fn metadata(
        &self,
        info: &SymbolInfo,
        include_source: bool,
    ) -> HostResult<Option<MetadataLocationDto>> {
        let (header, assembly_name, assembly_version, assembly_path, origin) =
            match self.assembly(info) {
                Some(assembly) => (
                    metadata_navigation::source_header(assembly),
                    assembly.name.clone(),
                    assembly.version.clone(),
                    Some(assembly.path.display().to_string()),
                    origin_name(&assembly.origin).0.to_string(),
                ),
                None => match self.embedded_library(info) {
                    Some(assembly_name) => (
                        metadata_navigation::embedded_source_header(&assembly_name),
                        assembly_name,
                        None,
                        None,
                        "EmbeddedCoreLibrary".to_string(),
                    ),
                    None => return Ok(None),
                },
            };
        let source = if include_source {
            self.analysis
                .metadata_source(&info.symbol, &header, MAX_METADATA_SOURCE_CHARS)
                .map_err(cancelled)?
                .map(|source| MetadataSourceDto {
                    text: source.text,
                    span: RangeDto {
                        start: source.span_start,
                        length: source.span_length,
                    },
                    line: source.line,
                    column: source.column,
                    truncated: source.truncated,
                })
        } else {
            None
        };
        Ok(Some(MetadataLocationDto {
            assembly_name,
            assembly_version,
            assembly_path,
            origin,
            documentation_id: info.symbol_id.clone(),
            source,
        }))
    }

    /// The assembly name the embedded core library stands for, when the symbol is declared
    /// there.
    fn embedded_library(&self, info: &SymbolInfo) -> Option<String> {
        let declaration = info.library_declaration.as_ref()?;
        if !metadata_navigation::is_embedded_core_path(&declaration.path) {
            return None;
        }
        let db = self.analysis.db();
        info.project.map(|p| p.settings(db).assembly_name.clone())
    }

    pub fn local_item(&self, info: &LocalSymbolInfo) -> HostResult<LocalSymbolDto> {
        let containing_symbol_id = match &info.owner {
            Some(owner) => self.info(owner)?.map(|i| i.symbol_id),
            None => None,
        };
        Ok(LocalSymbolDto {
            symbol_id: String::new(),
            name: info.name.clone(),
            kind: info.kind.as_str().to_string(),
            ty: info.ty.clone(),
            containing_symbol_id,
            location: info.declaration.as_ref().and_then(|d| self.location(d)),
            from_core_library: info.from_core_library,
        })
    }

    /// The output item of any bound symbol (none when it no longer describes anything).
    pub fn target_item(&self, symbol: &BoundSymbol) -> HostResult<Option<TargetSymbolDto>> {
        let info = self
            .analysis
            .bound_symbol_info(self.workspace.workspace_input, symbol)
            .map_err(cancelled)?;
        Ok(match info {
            Some(BoundSymbolInfo::Declared(info)) => {
                Some(TargetSymbolDto::Declared(self.item(&info)))
            }
            Some(BoundSymbolInfo::Local(local)) => {
                Some(TargetSymbolDto::Local(self.local_item(&local)?))
            }
            None => None,
        })
    }

    /// The output item of what a selector named.
    pub fn resolved_item(&self, target: &Target) -> HostResult<TargetSymbolDto> {
        Ok(match target {
            Target::Declared(resolved) => TargetSymbolDto::Declared(self.item(&resolved.info)),
            Target::Local(local) => TargetSymbolDto::Local(self.local_item(local)?),
        })
    }

    pub fn info(&self, symbol: &Symbol) -> HostResult<Option<SymbolInfo>> {
        self.analysis.symbol_info(symbol).map_err(cancelled)
    }

    /// Descriptions of symbols in their order; the same declaration found in several projects
    /// (multi-targeting) is kept once, in its first project, as is a partial method (one
    /// symbol, found once per part).
    pub fn distinct_infos<T>(
        &self,
        symbols: impl IntoIterator<Item = (Symbol, T)>,
    ) -> HostResult<Vec<(SymbolInfo, T)>> {
        let mut result: Vec<(SymbolInfo, T)> = Vec::new();
        let mut places: Vec<Vec<Place>> = Vec::new();
        for (symbol, extra) in symbols {
            let Some(info) = self.info(&symbol)? else {
                continue;
            };
            let here = self.declaration_places(&info);
            let duplicate = result.iter().zip(&places).any(|((seen, _), seen_places)| {
                seen.symbol_id == info.symbol_id
                    && (seen.project == info.project
                        || seen_places.iter().any(|p| here.contains(p)))
            });
            if !duplicate {
                result.push((info, extra));
                places.push(here);
            }
        }
        Ok(result)
    }

    /// The declarations of a symbol as (path, start) pairs, to tell declarations apart.
    fn declaration_places(&self, info: &SymbolInfo) -> Vec<Place> {
        info.declarations
            .iter()
            .filter_map(|d| {
                let document = *self.documents.get(&d.document)?;
                Some((
                    self.workspace.documents[document].path.clone(),
                    u32::from(d.range.start()),
                ))
            })
            .collect()
    }

    /// Resolves a symbol selector to a declared symbol; `field` names the argument in errors.
    pub fn resolve(&self, selector: SymbolSelectorDto, field: &str) -> HostResult<Resolved> {
        match self.resolve_target(selector, field)? {
            Target::Declared(resolved) => Ok(resolved),
            Target::Local(local) => Err(HostError::invalid_argument(
                &format!("{field}.location"),
                format!(
                    "names the {} `{}`, which has no declaration this tool can describe; point at the name of a namespace, type or member (find-references and find-definitions accept locals and parameters)",
                    local.kind.as_str().to_lowercase(),
                    local.name
                ),
            )),
        }
    }

    /// Resolves a symbol selector; a location may also name a local, parameter or type
    /// parameter. `field` names the argument in errors.
    pub fn resolve_target(&self, selector: SymbolSelectorDto, field: &str) -> HostResult<Target> {
        let forms = [
            selector.location.is_some(),
            selector.symbol_id.is_some(),
            selector.name.is_some(),
        ]
        .into_iter()
        .filter(|given| *given)
        .count();
        if forms != 1 {
            return Err(HostError::invalid_argument(
                field,
                "give exactly one of `location`, `symbolId` and `name` (`kind` may accompany `name`)",
            ));
        }
        if selector.kind.is_some() && selector.name.is_none() {
            return Err(HostError::invalid_argument(
                &format!("{field}.kind"),
                "is only used with `name`",
            ));
        }
        let project = match &selector.project {
            Some(project) => Some(
                self.workspace
                    .resolve_project(&project.clone().into(), &format!("{field}.project"))?,
            ),
            None => None,
        };
        let ws = self.workspace.workspace_input;
        if selector.location.is_none() {
            // Lookups by ID and name read every project's symbol index: built a project per
            // core first (a memo hit once built).
            let projects: Vec<_> = self.workspace.projects.iter().map(|p| p.input).collect();
            self.analysis
                .warm_symbol_indexes(&projects)
                .map_err(cancelled)?;
        }
        let (found, described, how): (Vec<Symbol>, String, Form) = if let Some(mut location) =
            selector.location
        {
            if let Some(project) = &selector.project {
                narrow_documents(&mut location, project);
            }
            let location_field = format!("{field}.location");
            let resolved = self
                .workspace
                .resolve_location(&location.into_selector(&location_field)?, &location_field)?;
            let document = &self.workspace.documents[resolved.document];
            let project_input = self.workspace.projects[document.project].input;
            let bound = self
                .analysis
                .bound_symbol_at(project_input, document.input, resolved.range.start())
                .map_err(cancelled)?;
            let symbol = match bound {
                Some(BoundSymbol::Symbol(symbol)) => Some(symbol),
                Some(other) => match self
                    .analysis
                    .bound_symbol_info(ws, &other)
                    .map_err(cancelled)?
                {
                    Some(BoundSymbolInfo::Local(local)) => return Ok(Target::Local(local)),
                    _ => None,
                },
                None => None,
            };
            (
                symbol.into_iter().collect(),
                format!("No symbol is declared or referred to at `{location_field}`."),
                Form::Location,
            )
        } else if let Some(id) = selector.symbol_id {
            let id = id.trim();
            let id_field = format!("{field}.symbolId");
            if !is_doc_id(id) {
                return Err(HostError::invalid_argument(
                    &id_field,
                    format!(
                        "'{id}' is not a documentation-comment ID; write a kind prefix (N:, T:, F:, P:, M: or E:) and the qualified name, e.g. T:Shop.Orders.Order"
                    ),
                ));
            }
            let symbols = self.analysis.symbols_by_id(ws, id).map_err(cancelled)?;
            (
                symbols,
                format!("No symbol of this workspace has the ID '{id}'."),
                Form::Id,
            )
        } else {
            let name = selector.name.unwrap_or_default();
            let name = name.trim();
            if name.is_empty() {
                return Err(HostError::invalid_argument(
                    &format!("{field}.name"),
                    "must not be empty",
                ));
            }
            let kind = match &selector.kind {
                Some(kind) => Some(parse_kind(kind, &format!("{field}.kind"))?),
                None => None,
            };
            let by_name = self
                .analysis
                .symbols_by_name(ws, name, kind)
                .map_err(cancelled)?;
            // Each declaration in every project that compiles it, so that `project` can
            // pick one.
            let mut symbols: Vec<Symbol> = Vec::new();
            let mut expanded = HashSet::new();
            for symbol in by_name {
                let Some(info) = self.info(&symbol)? else {
                    continue;
                };
                if !expanded.insert(info.symbol_id.clone()) {
                    continue;
                }
                let same = self
                    .analysis
                    .symbols_by_id(ws, &info.symbol_id)
                    .map_err(cancelled)?;
                for s in same.into_iter().chain([symbol]) {
                    if !symbols.contains(&s) {
                        symbols.push(s);
                    }
                }
            }
            let of_kind = kind
                .map(|k| format!(" of kind {}", k.as_str()))
                .unwrap_or_default();
            (
                symbols,
                format!("No symbol{of_kind} named '{name}' is declared in this workspace."),
                Form::Name,
            )
        };
        let mut candidates: Vec<SymbolInfo> = Vec::new();
        for symbol in found {
            if let Some(info) = self.info(&symbol)? {
                candidates.push(info);
            }
        }
        if candidates.is_empty() {
            return Err(not_found(described, how, field));
        }
        if let Some(project) = project {
            let input = self.workspace.projects[project].input;
            let elsewhere: Vec<String> = candidates
                .iter()
                .filter_map(|c| self.project_id(c))
                .collect();
            candidates
                .retain(|c| c.project.is_none() || c.from_core_library || c.project == Some(input));
            if candidates.is_empty() {
                let id = &self.workspace.projects[project].id;
                return Err(HostError::new(
                    ErrorCode::SymbolNotFound,
                    format!(
                        "The symbol is not declared in project {id} (it is in {}).",
                        dedup(elsewhere).join(", ")
                    ),
                )
                .revise(format!(
                    "Change `{field}.project` to one of the projects named in the message, or leave it out."
                )));
            }
        }
        // Candidates with the same ID are one symbol when they are the same declaration (one
        // per project compiling it: the first project's is taken, or the selected project's)
        // or parts of one declaration in a project (a partial method's two parts).
        let mut groups: Vec<Group> = Vec::new();
        for candidate in candidates {
            let places = self.declaration_places(&candidate);
            let group = groups.iter_mut().find(|group| {
                group.infos[0].symbol_id == candidate.symbol_id
                    && (group.infos[0].project == candidate.project
                        || group.places.iter().any(|p| places.contains(p)))
            });
            match group {
                Some(group) => group.infos.push(candidate),
                None => groups.push(Group {
                    places,
                    infos: vec![candidate],
                }),
            }
        }
        if groups.len() > 1 {
            let firsts: Vec<&SymbolInfo> = groups.iter().map(|g| &g.infos[0]).collect();
            return Err(self.ambiguous(&firsts, field));
        }
        let info = groups
            .into_iter()
            .next()
            .and_then(|group| group.infos.into_iter().next())
            .expect("at least one candidate");
        Ok(Target::Declared(Resolved {
            symbol: info.symbol.clone(),
            info,
        }))
    }

    /// The failure for several distinct symbols (one description each).
    fn ambiguous(&self, firsts: &[&SymbolInfo], field: &str) -> HostError {
        let diagnostics = firsts
            .iter()
            .take(MAX_CANDIDATES)
            .map(|info| {
                let at = info
                    .declarations
                    .first()
                    .and_then(|d| self.location(d))
                    .map(|l| format!(" at {}:{}", l.document.path, l.line))
                    .unwrap_or_default();
                let mut fields = vec![
                    ("symbolId".to_string(), info.symbol_id.clone()),
                    ("kind".to_string(), info.kind.as_str().to_string()),
                    ("container".to_string(), info.container.clone()),
                ];
                if let Some(project) = self.project_id(info) {
                    fields.push(("projectId".to_string(), project));
                }
                ErrorDiagnostic {
                    id: "SymbolCandidate".into(),
                    message: format!("{} `{}`{at}", info.kind.as_str(), info.signature),
                    fields,
                }
            })
            .collect();
        let ids = dedup(firsts.iter().map(|i| i.symbol_id.clone()).collect());
        let listed = if firsts.len() > MAX_CANDIDATES {
            format!(" (the first {MAX_CANDIDATES} are in diagnostics)")
        } else {
            " (listed in diagnostics)".to_string()
        };
        let instruction = if ids.len() == firsts.len() {
            format!(
                "Pass the symbolId of the one you mean as `{field}.symbolId` (and no `name` or `location`): {}.",
                ids.iter()
                    .take(MAX_CANDIDATES)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        } else {
            let projects = dedup(firsts.iter().filter_map(|i| self.project_id(i)).collect());
            format!(
                "Several declarations share an ID: add `{field}.project` with one of {}, or select the declaration with `{field}.location`.",
                projects.join(", ")
            )
        };
        HostError::new(
            ErrorCode::SymbolAmbiguous,
            format!("`{field}` matches {} symbols{listed}.", firsts.len()),
        )
        .revise(instruction)
        .with_diagnostics(diagnostics)
    }
}

/// How the selector named the symbol (for the repair instruction).
enum Form {
    Location,
    Id,
    Name,
}

fn not_found(message: String, form: Form, field: &str) -> HostError {
    let instruction = match form {
        Form::Location => {
            return HostError::new(ErrorCode::SymbolNotFound, message).call_tool(
                "search-symbols",
                format!(
                    "Call search-symbols with the symbol's name and pass the symbolId it returns as `{field}.symbolId`, or point `{field}.location` at a name."
                ),
            );
        }
        Form::Id => format!(
            "Call search-symbols with the symbol's name and pass the symbolId it returns as `{field}.symbolId`."
        ),
        Form::Name => format!(
            "Call search-symbols with part of the name (camel humps work) and pass the symbolId it returns as `{field}.symbolId`."
        ),
    };
    HostError::new(ErrorCode::SymbolNotFound, message).revise(instruction)
}

fn dedup(mut items: Vec<String>) -> Vec<String> {
    let mut seen = HashSet::new();
    items.retain(|i| seen.insert(i.clone()));
    items
}

/// `N:`, `T:`, `F:`, `P:`, `M:` or `E:` and a name.
fn is_doc_id(id: &str) -> bool {
    matches!(id.split_once(':'), Some((prefix, rest)) if ["N", "T", "F", "P", "M", "E"].contains(&prefix) && !rest.is_empty())
}

/// A kind name, case-insensitively.
pub fn parse_kind(text: &str, field: &str) -> HostResult<SymbolKind> {
    SymbolKind::parse(text.trim()).ok_or_else(|| {
        let names: Vec<&str> = SymbolKind::ALL.iter().map(|k| k.as_str()).collect();
        HostError::invalid_argument(
            field,
            format!("unknown kind '{text}'; use one of {}", names.join(", ")),
        )
    })
}

/// The symbol tool's `project` also narrows the location's document when it names none.
fn narrow_documents(location: &mut LocationSelectorDto, project: &ProjectSelectorDto) {
    let documents: [Option<&mut DocumentSelectorDto>; 3] = [
        location.span.as_mut().map(|s| &mut s.document),
        location.position.as_mut().map(|p| &mut p.document),
        location.text.as_mut().map(|t| &mut t.document),
    ];
    for document in documents.into_iter().flatten() {
        if document.project.is_none() {
            document.project = Some(project.clone());
        }
    }
}

/// Fails unless the symbol is a type; `tool` names the caller in the message.
pub fn require_type(resolved: &Resolved, tool: &str, field: &str) -> HostResult<()> {
    if resolved.info.kind.is_type() {
        Ok(())
    } else {
        Err(HostError::invalid_argument(
            field,
            format!(
                "{tool} needs a type (class, struct, interface, enum, delegate or record), but `{}` is a {}",
                resolved.info.symbol_id,
                resolved.info.kind.as_str()
            ),
        ))
    }
}

/// Fails unless the symbol is one of `kinds`; `what` describes them for the message.
pub fn require_kind(
    resolved: &Resolved,
    kinds: &[SymbolKind],
    tool: &str,
    what: &str,
    field: &str,
) -> HostResult<()> {
    if kinds.contains(&resolved.info.kind) {
        Ok(())
    } else {
        Err(HostError::invalid_argument(
            field,
            format!(
                "{tool} needs {what}, but `{}` is a {}",
                resolved.info.symbol_id,
                resolved.info.kind.as_str()
            ),
        ))
    }
}
