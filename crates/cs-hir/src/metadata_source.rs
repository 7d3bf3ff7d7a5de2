//! Reference-assembly namespaces as generated sources: the declaration summary of one
//! namespace of an assembly is built straight from its metadata (no C# text, no parse), and its
//! C# rendering is produced only when something needs text or positions (navigation), so that
//! the first binding against the framework does not parse megabytes of rendered C#.
//!
//! The summary equals what lowering the parsed rendering gives (`lower_file(parse(render()))`),
//! declaration ids included, so that positions read later from the rendered text match it.

use std::any::Any;
use std::sync::Arc;

use cs_metadata::{Assembly, TypeIndex};

use crate::decls::FileDecls;

pub(crate) mod summary;

/// One namespace of one assembly, as a generated source of the model.
#[derive(Debug)]
pub struct MetadataNamespace {
    pub assembly: Arc<Assembly>,
    /// `cs_metadata::csharp::renderable_types(&assembly)`, computed once per assembly.
    pub renderable: Arc<[bool]>,
    /// Dotted name; empty for the global namespace.
    pub namespace: String,
    /// Its renderable top-level types, in rendering order.
    pub types: Vec<TypeIndex>,
}

impl MetadataNamespace {
    /// Every namespace of an assembly with renderable types, sorted by name (none for a
    /// facade). Cheap: it lists types; members are decoded when a summary is built.
    pub fn all(assembly: &Arc<Assembly>) -> Vec<MetadataNamespace> {
        let renderable: Arc<[bool]> = cs_metadata::csharp::renderable_types(assembly).into();
        cs_metadata::csharp::namespaces(assembly, &renderable)
            .into_iter()
            .map(|(namespace, types)| MetadataNamespace {
                assembly: assembly.clone(),
                renderable: renderable.clone(),
                namespace,
                types,
            })
            .collect()
    }

    /// The namespace rendered as declaration-only C# (what navigation shows and positions
    /// are read from).
    pub fn render(&self) -> String {
        cs_metadata::csharp::render_namespace(
            &self.assembly,
            &self.renderable,
            &self.namespace,
            &self.types,
        )
    }

    /// The declaration summary, built from metadata; equal to lowering the parsed
    /// [`render`](Self::render).
    pub fn decls(&self) -> FileDecls {
        summary::file_decls(self)
    }
}

impl cs_db::SourceGenerator for MetadataNamespace {
    fn render(&self, _db: &dyn cs_db::Db) -> String {
        MetadataNamespace::render(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
