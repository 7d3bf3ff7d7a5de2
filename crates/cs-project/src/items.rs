//! MSBuild item specs: wildcard expansion (`*`, `?`, `**`) and Include/Exclude/Remove.
//!
//! Semantics follow MSBuild's file matcher: `*` and `?` never cross a `/`, `**` as a whole
//! segment matches zero or more directories, any other character (including `[` and `{`) is
//! literal. A spec without wildcards is a path, kept whether or not the file exists (the
//! caller decides what a missing file means). Matching is case-sensitive, as MSBuild's file
//! enumeration is on Linux and macOS file systems that are case-sensitive.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use globset::{GlobBuilder, GlobMatcher};

use crate::fs::{EntryKind, FileSystem};
use crate::paths;

/// Directory depth beyond which a `**` walk stops: a symlink cycle on disk must not hang the
/// load (the `FileSystem` seam cannot tell us about links).
const MAX_WALK_DEPTH: usize = 64;

/// One entry of a `;`-separated item spec, resolved against a base directory.
#[derive(Debug, Clone)]
pub(crate) enum Spec {
    Literal(PathBuf),
    Glob(Box<Glob>),
    /// An item reference such as `@(Compile)`.
    ItemReference(String),
}

#[derive(Debug, Clone)]
pub(crate) struct Glob {
    /// The directory before the first wildcard segment (absolute, normalised).
    pub(crate) base: PathBuf,
    segments: Vec<Segment>,
    /// The whole spec as an absolute pattern, for Exclude/Remove matching (`None`: the
    /// pattern could not be compiled and matches nothing).
    matcher: Option<GlobMatcher>,
    /// For a spec ending in `/**`, a matcher for the directories it covers entirely, so that
    /// walks need not enter them.
    prune: Option<GlobMatcher>,
}

#[derive(Debug, Clone)]
enum Segment {
    Literal(String),
    Wild(Option<GlobMatcher>),
    AnyDirs,
}

/// Splits a `;`-separated, already property-expanded spec list into specs relative to `base`.
pub(crate) fn parse_specs(base: &Path, list: &str) -> Vec<Spec> {
    list.split(';')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(|part| parse_spec(base, part))
        .collect()
}

fn parse_spec(base: &Path, spec: &str) -> Spec {
    if let Some(name) = spec
        .strip_prefix("@(")
        .and_then(|rest| rest.strip_suffix(')'))
    {
        return Spec::ItemReference(name.trim().to_owned());
    }
    let slashed = paths::spec_to_slash(spec);
    let Some(first_wild) = slashed.find(['*', '?']) else {
        return Spec::Literal(paths::resolve(base, &slashed));
    };
    let (fixed, rest) = match slashed[..first_wild].rfind('/') {
        Some(slash) => (&slashed[..=slash], &slashed[slash + 1..]),
        None => ("", slashed.as_str()),
    };
    let glob_base = if fixed.is_empty() {
        paths::normalize(base)
    } else {
        paths::resolve(base, fixed)
    };
    let mut segments: Vec<Segment> = rest
        .split('/')
        .filter(|segment| !segment.is_empty() && *segment != ".")
        .map(parse_segment)
        .collect();
    // `**/**` means what `**` means; walking it as two would enter each directory many times.
    segments.dedup_by(|a, b| matches!((a, b), (Segment::AnyDirs, Segment::AnyDirs)));
    let rest_pattern: Vec<String> = rest
        .split('/')
        .filter(|segment| !segment.is_empty() && *segment != ".")
        .map(segment_pattern)
        .collect();
    let base_pattern = globset::escape(paths::to_slash(&glob_base).trim_end_matches('/'));
    let pattern = format!("{base_pattern}/{}", rest_pattern.join("/"));
    let prune = pattern
        .strip_suffix("/**")
        .filter(|prefix| !prefix.is_empty())
        .and_then(compile);
    Spec::Glob(Box::new(Glob {
        base: glob_base,
        segments,
        matcher: compile(&pattern),
        prune,
    }))
}

/// The globset form of one MSBuild segment: wildcards kept, everything else literal. A `**`
/// that is not a whole segment means `*`, as in MSBuild.
fn segment_pattern(segment: &str) -> String {
    if segment == "**" {
        return "**".to_owned();
    }
    let mut out = String::new();
    let mut previous_star = false;
    for ch in segment.chars() {
        match ch {
            '*' if previous_star => {}
            '*' | '?' => out.push(ch),
            other => out.push_str(&globset::escape(other.encode_utf8(&mut [0; 4]))),
        }
        previous_star = ch == '*';
    }
    out
}

fn parse_segment(segment: &str) -> Segment {
    if segment == "**" {
        Segment::AnyDirs
    } else if segment.contains(['*', '?']) {
        Segment::Wild(compile(&segment_pattern(segment)))
    } else {
        Segment::Literal(segment.to_owned())
    }
}

/// Every character globset treats specially, other than `*`, `?` and whole `**` segments, is
/// escaped before this, so compilation should not fail; if it ever does, the spec matches
/// nothing rather than taking the load down.
fn compile(pattern: &str) -> Option<GlobMatcher> {
    GlobBuilder::new(pattern)
        .literal_separator(true)
        .backslash_escape(false)
        .build()
        .ok()
        .map(|glob| glob.compile_matcher())
}

impl Glob {
    /// Whether the pattern could be compiled (an invalid one matches nothing).
    pub(crate) fn is_valid(&self) -> bool {
        self.matcher.is_some()
    }
}

impl Spec {
    /// Whether the spec, used as an Exclude or Remove, matches the item `path`.
    pub(crate) fn matches(&self, path: &Path) -> bool {
        match self {
            Spec::Literal(literal) => literal == path,
            Spec::Glob(glob) => glob
                .matcher
                .as_ref()
                .is_some_and(|matcher| matcher.is_match(paths::to_slash(path))),
            Spec::ItemReference(_) => false,
        }
    }

    /// For an exclude of the form `dir/**`, whether `dir` lies inside what it removes.
    fn prunes(&self, dir: &Path) -> bool {
        match self {
            Spec::Glob(glob) => glob
                .prune
                .as_ref()
                .is_some_and(|prune| prune.is_match(paths::to_slash(dir))),
            _ => false,
        }
    }
}

/// Expands an include spec: a literal is returned as is, a glob walks the file system.
/// Directories covered entirely by an `excludes` entry are not entered; the result is not yet
/// filtered by `excludes` (the caller does that for literals and globs alike).
pub(crate) fn expand(fs: &dyn FileSystem, glob: &Glob, excludes: &[Spec]) -> BTreeSet<PathBuf> {
    let mut found = BTreeSet::new();
    let walk = Walk { fs, excludes };
    if fs.kind(&glob.base) == Some(EntryKind::Dir) && !walk.pruned(&glob.base) {
        walk.segments(&glob.base, &glob.segments, 0, &mut found);
    }
    found
}

struct Walk<'a> {
    fs: &'a dyn FileSystem,
    excludes: &'a [Spec],
}

impl Walk<'_> {
    fn pruned(&self, dir: &Path) -> bool {
        self.excludes.iter().any(|exclude| exclude.prunes(dir))
    }

    /// Entries of `dir`, sorted for determinism, unreadable directories read as empty.
    fn entries(&self, dir: &Path) -> Vec<(PathBuf, EntryKind)> {
        let mut entries: Vec<(PathBuf, EntryKind)> = self
            .fs
            .read_dir(dir)
            .map(|entries| {
                entries
                    .into_iter()
                    .map(|entry| (entry.path, entry.kind))
                    .collect()
            })
            .unwrap_or_default();
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        entries
    }

    fn segments(
        &self,
        dir: &Path,
        segments: &[Segment],
        depth: usize,
        found: &mut BTreeSet<PathBuf>,
    ) {
        self.segments_listed(dir, &mut None, segments, depth, found);
    }

    /// Like [`Walk::segments`], with the listing of `dir` when it was read already: a `**`
    /// reads each directory once, for the rest of the pattern and for its own recursion alike.
    fn segments_listed(
        &self,
        dir: &Path,
        listing: &mut Option<Vec<(PathBuf, EntryKind)>>,
        segments: &[Segment],
        depth: usize,
        found: &mut BTreeSet<PathBuf>,
    ) {
        let Some((segment, rest)) = segments.split_first() else {
            return;
        };
        if depth > MAX_WALK_DEPTH {
            return;
        }
        match segment {
            Segment::Literal(name) => {
                let path = paths::normalize(&dir.join(name));
                self.step(&path, self.fs.kind(&path), rest, depth, found);
            }
            Segment::Wild(matcher) => {
                let entries = listing.get_or_insert_with(|| self.entries(dir));
                for (path, kind) in entries.iter() {
                    let name = paths::file_name(path);
                    if matcher
                        .as_ref()
                        .is_some_and(|matcher| matcher.is_match(&name))
                    {
                        self.step(path, Some(*kind), rest, depth, found);
                    }
                }
            }
            Segment::AnyDirs => {
                let mut here = Some(listing.take().unwrap_or_else(|| self.entries(dir)));
                // Zero directories: the rest applies here (a trailing `**` means every file).
                if rest.is_empty() {
                    for (path, kind) in here.iter().flatten() {
                        if *kind == EntryKind::File {
                            found.insert(path.clone());
                        }
                    }
                } else {
                    self.segments_listed(dir, &mut here, rest, depth, found);
                }
                // One or more: the same `**` applies again in every subdirectory. (Every branch
                // above leaves the listing in place.)
                let entries = here.unwrap_or_else(|| self.entries(dir));
                for (path, kind) in &entries {
                    if *kind == EntryKind::Dir && !self.pruned(path) {
                        self.segments(path, segments, depth + 1, found);
                    }
                }
                *listing = Some(entries);
            }
        }
    }

    fn step(
        &self,
        path: &Path,
        kind: Option<EntryKind>,
        rest: &[Segment],
        depth: usize,
        found: &mut BTreeSet<PathBuf>,
    ) {
        match kind {
            Some(EntryKind::File) if rest.is_empty() => {
                found.insert(path.to_path_buf());
            }
            Some(EntryKind::Dir) if !rest.is_empty() && !self.pruned(path) => {
                self.segments(path, rest, depth + 1, found);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fs::MemoryFs;

    fn fs() -> MemoryFs {
        let mut fs = MemoryFs::new();
        for path in [
            "/p/A.cs",
            "/p/b.txt",
            "/p/sub/B.cs",
            "/p/sub/deep/C.cs",
            "/p/bin/Debug/Gen.cs",
            "/p/obj/X.cs",
            "/p/.hidden/H.cs",
            "/p/[x]/Br.cs",
            "/shared/S.cs",
            "/shared/inner/T.cs",
        ] {
            fs.insert(path, "");
        }
        fs
    }

    fn expand_str(include: &str, exclude: &str) -> Vec<String> {
        let fs = fs();
        let base = Path::new("/p");
        let excludes = parse_specs(base, exclude);
        let mut out = Vec::new();
        for spec in parse_specs(base, include) {
            let found = match &spec {
                Spec::Glob(glob) => expand(&fs, glob, &excludes),
                Spec::Literal(path) => [path.clone()].into_iter().collect(),
                Spec::ItemReference(_) => BTreeSet::new(),
            };
            out.extend(
                found
                    .into_iter()
                    .filter(|path| !excludes.iter().any(|e| e.matches(path)))
                    .map(|path| paths::to_slash(&path)),
            );
        }
        out
    }

    #[test]
    fn double_star_matches_zero_or_more_directories() {
        assert_eq!(
            expand_str("**/*.cs", "bin/**;obj/**;**/.*/**"),
            ["/p/A.cs", "/p/[x]/Br.cs", "/p/sub/B.cs", "/p/sub/deep/C.cs"]
        );
        assert_eq!(
            expand_str("sub/**", ""),
            ["/p/sub/B.cs", "/p/sub/deep/C.cs"]
        );
    }

    #[test]
    fn single_star_and_question_mark_stay_in_one_segment() {
        assert_eq!(expand_str("*.cs", ""), ["/p/A.cs"]);
        assert_eq!(expand_str("s?b/*.cs", ""), ["/p/sub/B.cs"]);
        assert_eq!(expand_str("[x]/*", ""), ["/p/[x]/Br.cs"]);
    }

    #[test]
    fn specs_outside_the_base_and_windows_separators_resolve() {
        assert_eq!(
            expand_str(r"..\shared\**\*.cs", r"..\shared\inner\T.cs"),
            ["/shared/S.cs"]
        );
        assert_eq!(
            expand_str(r"..\shared\S.cs;missing.cs", ""),
            ["/shared/S.cs", "/p/missing.cs"]
        );
    }

    /// A file system that counts directory listings.
    struct Counting {
        fs: MemoryFs,
        listings: std::cell::RefCell<Vec<PathBuf>>,
    }

    impl FileSystem for Counting {
        fn read(&self, path: &Path) -> std::io::Result<Vec<u8>> {
            self.fs.read(path)
        }
        fn read_dir(&self, path: &Path) -> std::io::Result<Vec<crate::fs::DirEntry>> {
            self.listings.borrow_mut().push(path.to_path_buf());
            self.fs.read_dir(path)
        }
        fn kind(&self, path: &Path) -> Option<EntryKind> {
            self.fs.kind(path)
        }
    }

    #[test]
    fn double_star_lists_each_directory_once() {
        let fs = Counting {
            fs: fs(),
            listings: Default::default(),
        };
        let base = Path::new("/p");
        let excludes = parse_specs(base, "bin/**;obj/**;**/.*/**");
        for include in ["**/*.cs", "**/**/*.cs", "**"] {
            fs.listings.borrow_mut().clear();
            let Spec::Glob(glob) = &parse_specs(base, include)[0] else {
                panic!("{include} is a glob");
            };
            let found = expand(&fs, glob, &excludes);
            assert!(found.contains(Path::new("/p/sub/deep/C.cs")), "{include}");
            let mut listed: Vec<String> = fs
                .listings
                .borrow()
                .iter()
                .map(|dir| paths::to_slash(dir))
                .collect();
            listed.sort();
            assert_eq!(
                listed,
                ["/p", "/p/[x]", "/p/sub", "/p/sub/deep"],
                "{include}"
            );
        }
    }

    #[test]
    fn exclude_globs_match_absolute_paths() {
        let specs = parse_specs(Path::new("/p"), "**/deep/*.cs;sub/B.cs");
        assert!(specs[0].matches(Path::new("/p/sub/deep/C.cs")));
        assert!(specs[0].matches(Path::new("/p/deep/C.cs")));
        assert!(!specs[0].matches(Path::new("/q/deep/C.cs")));
        assert!(specs[1].matches(Path::new("/p/sub/B.cs")));
        assert!(matches!(
            parse_specs(Path::new("/p"), "@(Compile)")[0],
            Spec::ItemReference(ref name) if name == "Compile"
        ));
    }
}
