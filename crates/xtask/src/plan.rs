//! The shape of a synthetic solution, decided before any text is written: projects and their
//! reference DAG, every type with its public methods, and which types each one uses.

use std::collections::HashSet;

use crate::rng::Rng;
use crate::words::*;

/// What a generated file declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Class,
    /// A class with one type parameter; users write `Name<string>`.
    GenericClass,
    Record,
    /// An interface plus a companion static class of extension methods.
    Interface,
    /// A static class of extension methods.
    Extensions,
    /// The entry point of an executable project.
    Program,
}

/// The signature of a public method, so callers can call it correctly.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// `int M(int value)`
    Compute,
    /// `string M(string prefix)`
    Describe,
    /// `IReadOnlyList<int> M(IEnumerable<int> source)`
    Filter,
    /// `Task<int> MAsync(CancellationToken cancellationToken = default)`
    LoadAsync,
    /// `TResult M<TResult>(Func<int, TResult> selector)`
    Project,
    /// `bool M(string key, out int result)`
    TryGet,
    /// `IDictionary<string, int> M(IEnumerable<string> keys)`
    Group,
    /// `static int M(this int value, int min, int max)`
    ExtClamp,
    /// `static string M(this string text, int length)`
    ExtTruncate,
    /// `static IEnumerable<T> M<T>(this IEnumerable<T> source, Func<T, bool> predicate)`
    ExtWhereNot,
}

#[derive(Debug, Clone)]
pub struct Method {
    pub name: String,
    pub shape: Shape,
}

#[derive(Debug)]
pub struct TypePlan {
    pub name: String,
    pub namespace: String,
    /// Folder inside the project directory, `/`-separated; empty for the project root.
    pub folder: String,
    pub kind: Kind,
    pub project: usize,
    pub noun: &'static str,
    /// Public methods, including those implementing `implements`.
    pub methods: Vec<Method>,
    /// An interface this type implements.
    pub implements: Option<usize>,
    /// Classes and interfaces held in fields and called.
    pub deps: Vec<usize>,
    /// Records constructed in method bodies.
    pub records: Vec<usize>,
    /// Extension classes whose methods are called.
    pub extensions: Vec<usize>,
    /// Interfaces only: the name of the companion extension class.
    pub companion: Option<String>,
}

#[derive(Debug)]
pub struct ProjectPlan {
    pub name: String,
    pub guid: String,
    /// Indexes of lower-numbered projects.
    pub references: Vec<usize>,
    /// Indexes into `PACKAGES`.
    pub packages: Vec<usize>,
    pub exe: bool,
    pub file_scoped_namespaces: bool,
    /// Indexes into `SolutionPlan::types`, in generation order.
    pub types: Vec<usize>,
    /// The solution folder that holds the project, if any.
    pub solution_folder: Option<usize>,
}

impl ProjectPlan {
    pub fn root_namespace(&self) -> String {
        format!("Synthetic.{}", self.name)
    }

    pub fn has_package(&self, id: &str) -> bool {
        self.packages.iter().any(|&p| PACKAGES[p].0 == id)
    }
}

#[derive(Debug)]
pub struct SolutionFolder {
    pub name: String,
    pub guid: String,
    pub parent: Option<usize>,
}

#[derive(Debug)]
pub struct SolutionPlan {
    pub seed: u64,
    pub solution_guid: String,
    pub projects: Vec<ProjectPlan>,
    pub types: Vec<TypePlan>,
    pub folders: Vec<SolutionFolder>,
}

impl SolutionPlan {
    /// Decides everything; `files >= projects >= 1`.
    pub fn new(projects: usize, files: usize, seed: u64) -> SolutionPlan {
        assert!(
            projects >= 1 && files >= projects,
            "need files >= projects >= 1"
        );
        let mut rng = Rng::derive(seed, 0, 0);
        let mut plan = SolutionPlan {
            seed,
            solution_guid: rng.guid(),
            projects: Vec::new(),
            types: Vec::new(),
            folders: Vec::new(),
        };
        plan.plan_folders(&mut rng);
        let counts = file_counts(&mut rng, projects, files);
        let exe_from = if projects >= 4 {
            projects - (projects / 12).max(1)
        } else {
            projects
        };
        for (index, &count) in counts.iter().enumerate() {
            let mut project_rng = Rng::derive(seed, 1, index as u64);
            let project = plan_project(&mut project_rng, index, projects, index >= exe_from);
            plan.projects.push(project);
            plan.plan_types(&mut project_rng, index, count);
        }
        let mut used = HashSet::new();
        for index in 0..plan.types.len() {
            let mut type_rng = Rng::derive(seed, 2, index as u64);
            plan.name_type(&mut type_rng, index, &mut used);
        }
        for index in 0..plan.types.len() {
            let mut type_rng = Rng::derive(seed, 3, index as u64);
            plan.choose_uses(&mut type_rng, index);
        }
        plan
    }

    fn plan_folders(&mut self, rng: &mut Rng) {
        for (name, parent) in [
            ("Core", None),
            ("Features", None),
            ("Experimental", Some(1)),
            ("Apps", None),
        ] {
            self.folders.push(SolutionFolder {
                name: name.to_string(),
                guid: rng.guid(),
                parent,
            });
        }
    }

    fn plan_types(&mut self, rng: &mut Rng, project: usize, count: usize) {
        let exe = self.projects[project].exe;
        let features: Vec<&'static str> =
            (0..rng.range(2, 3)).map(|_| *rng.pick(FEATURES)).collect();
        let namespace_root = self.projects[project].root_namespace();
        for slot in 0..count {
            let kind = if exe && slot == 0 {
                Kind::Program
            } else if slot == 0 {
                Kind::Class
            } else {
                match rng.below(100) {
                    0..=14 => Kind::Interface,
                    15..=34 => Kind::Record,
                    35..=41 => Kind::Extensions,
                    42..=51 => Kind::GenericClass,
                    _ => Kind::Class,
                }
            };
            let feature = *rng.pick(&features);
            let folder = match kind {
                Kind::Program => String::new(),
                Kind::Interface => "Abstractions".to_string(),
                Kind::Record if rng.chance(50) => format!("Models/{feature}"),
                Kind::Record => "Models".to_string(),
                Kind::Extensions => "Extensions".to_string(),
                Kind::GenericClass => "Internal/Collections".to_string(),
                Kind::Class => match rng.below(6) {
                    0 | 1 => "Services".to_string(),
                    2 => "Internal".to_string(),
                    3 => "Data/Repositories".to_string(),
                    4 => format!("Features/{feature}"),
                    _ => format!("Features/{feature}/Handlers"),
                },
            };
            let namespace = if folder.is_empty() {
                namespace_root.clone()
            } else {
                format!("{namespace_root}.{}", folder.replace('/', "."))
            };
            let noun: &'static str = NOUNS[rng.below(NOUNS.len())];
            self.projects[project].types.push(self.types.len());
            self.types.push(TypePlan {
                name: String::new(),
                namespace,
                folder,
                kind,
                project,
                noun,
                methods: Vec::new(),
                implements: None,
                deps: Vec::new(),
                records: Vec::new(),
                extensions: Vec::new(),
                companion: None,
            });
        }
    }

    /// Gives a type a globally unique name (so imports never make names ambiguous) and its
    /// own public methods.
    fn name_type(&mut self, rng: &mut Rng, index: usize, used: &mut HashSet<String>) {
        let kind = self.types[index].kind;
        let mut noun = self.types[index].noun;
        let mut attempt = 0;
        let name = loop {
            let adjective = *rng.pick(ADJECTIVES);
            let base = match kind {
                Kind::Program => break "Program".to_string(),
                Kind::Class => format!("{adjective}{noun}{}", rng.pick(CLASS_SUFFIXES)),
                Kind::GenericClass => format!("{adjective}{noun}{}", rng.pick(GENERIC_SUFFIXES)),
                Kind::Record => format!("{adjective}{noun}{}", rng.pick(RECORD_SUFFIXES)),
                Kind::Interface => format!("I{adjective}{noun}{}", rng.pick(INTERFACE_SUFFIXES)),
                Kind::Extensions => format!("{noun}{}", rng.pick(EXTENSION_SUFFIXES)),
            };
            let name = if attempt > 20 {
                format!("{base}{index}")
            } else {
                base
            };
            let companion = companion_name(&name);
            if (kind != Kind::Interface || !used.contains(&companion)) && used.insert(name.clone())
            {
                if kind == Kind::Interface {
                    used.insert(companion);
                }
                break name;
            }
            attempt += 1;
            noun = *rng.pick(NOUNS);
        };
        let shapes: &[Shape] = match kind {
            Kind::Program => &[],
            Kind::Interface => &[
                Shape::Compute,
                Shape::Describe,
                Shape::Filter,
                Shape::LoadAsync,
            ],
            Kind::Extensions => &[Shape::ExtClamp, Shape::ExtTruncate, Shape::ExtWhereNot],
            Kind::Record => &[Shape::Compute, Shape::Describe, Shape::TryGet],
            Kind::Class | Kind::GenericClass => &[
                Shape::Compute,
                Shape::Describe,
                Shape::Filter,
                Shape::LoadAsync,
                Shape::Project,
                Shape::TryGet,
                Shape::Group,
            ],
        };
        let count = match kind {
            Kind::Program => 0,
            Kind::Interface => rng.range(3, 5),
            Kind::Extensions => rng.range(4, 6),
            Kind::Record => rng.range(2, 3),
            Kind::Class | Kind::GenericClass => rng.range(2, 3),
        };
        let mut methods: Vec<Method> = Vec::new();
        let mut names = HashSet::new();
        let mut tries = 0;
        while methods.len() < count && tries < 50 {
            tries += 1;
            // Every shape once before any repeats, so each type offers a varied API.
            let shape = if methods.len() < shapes.len() {
                let unused: Vec<Shape> = shapes
                    .iter()
                    .copied()
                    .filter(|s| !methods.iter().any(|m| m.shape == *s))
                    .collect();
                *rng.pick(&unused)
            } else {
                *rng.pick(shapes)
            };
            let method_noun = if rng.chance(50) {
                noun
            } else {
                *rng.pick(NOUNS)
            };
            let name = method_name(rng, shape, method_noun);
            if names.insert(name.clone()) {
                methods.push(Method { name, shape });
            }
        }
        let ty = &mut self.types[index];
        if kind == Kind::Interface {
            ty.companion = Some(companion_name(&name));
        }
        ty.name = name;
        ty.noun = noun;
        ty.methods = methods;
    }

    /// Chooses what a type uses: dependencies from its own project (earlier types only, so
    /// constructing one never recurses) and from referenced projects.
    fn choose_uses(&mut self, rng: &mut Rng, index: usize) {
        let kind = self.types[index].kind;
        let project = self.types[index].project;
        let own: Vec<usize> = self.projects[project]
            .types
            .iter()
            .copied()
            .filter(|&t| t < index)
            .collect();
        let referenced: Vec<usize> = self.projects[project]
            .references
            .iter()
            .flat_map(|&p| self.projects[p].types.iter().copied())
            .collect();
        let of = |list: &[usize], kinds: &[Kind]| -> Vec<usize> {
            list.iter()
                .copied()
                .filter(|&t| kinds.contains(&self.types[t].kind))
                .collect()
        };
        // A program constructs its dependencies, so it cannot use interfaces.
        let callable: &[Kind] = if kind == Kind::Program {
            &[Kind::Class, Kind::GenericClass]
        } else {
            &[Kind::Class, Kind::GenericClass, Kind::Interface]
        };
        let own_callable = of(&own, callable);
        let ref_callable = of(&referenced, callable);
        let records = of(&[own.clone(), referenced.clone()].concat(), &[Kind::Record]);
        let extensions = of(
            &[own.clone(), referenced.clone()].concat(),
            &[Kind::Extensions],
        );
        let interfaces = of(&[own, referenced].concat(), &[Kind::Interface]);

        let mut deps = Vec::new();
        let mut chosen_records = Vec::new();
        let mut chosen_extensions = Vec::new();
        let mut implements = None;
        match kind {
            Kind::Class | Kind::GenericClass | Kind::Program => {
                let wanted = if kind == Kind::Program {
                    rng.range(2, 3)
                } else {
                    rng.range(1, 3)
                };
                // Cross-project calls first: they are what makes the reference graph matter.
                if !ref_callable.is_empty() {
                    deps.push(*rng.pick(&ref_callable));
                }
                let pool: Vec<usize> = [own_callable, ref_callable].concat();
                while deps.len() < wanted && !pool.is_empty() {
                    let candidate = *rng.pick(&pool);
                    if !deps.contains(&candidate) {
                        deps.push(candidate);
                    } else if rng.chance(30) {
                        break;
                    }
                }
                if kind != Kind::Program && !interfaces.is_empty() && rng.chance(35) {
                    implements = Some(*rng.pick(&interfaces));
                }
            }
            Kind::Record | Kind::Interface | Kind::Extensions => {}
        }
        if matches!(kind, Kind::Class | Kind::GenericClass | Kind::Record) {
            if !records.is_empty() && rng.chance(60) {
                chosen_records.push(*rng.pick(&records));
            }
            if !extensions.is_empty() && rng.chance(50) {
                chosen_extensions.push(*rng.pick(&extensions));
            }
        }
        if let Some(interface) = implements {
            let inherited = self.types[interface].methods.clone();
            let ty = &mut self.types[index];
            ty.methods
                .retain(|m| !inherited.iter().any(|i| i.name == m.name));
            ty.methods.truncate(1);
            ty.methods.extend(inherited);
        }
        let ty = &mut self.types[index];
        ty.deps = deps;
        ty.records = chosen_records;
        ty.extensions = chosen_extensions;
        ty.implements = implements;
    }

    /// The file of a type, relative to the solution directory, `/`-separated.
    pub fn file_path(&self, index: usize) -> String {
        let ty = &self.types[index];
        let project = &self.projects[ty.project].name;
        if ty.folder.is_empty() {
            format!("src/{project}/{}.cs", ty.name)
        } else {
            format!("src/{project}/{}/{}.cs", ty.folder, ty.name)
        }
    }
}

fn plan_project(rng: &mut Rng, index: usize, count: usize, exe: bool) -> ProjectPlan {
    let mut references = Vec::new();
    if index > 0 && (exe || rng.chance(80)) {
        let wanted = if exe {
            rng.range(2, 4)
        } else {
            rng.range(1, 3)
        }
        .min(index);
        while references.len() < wanted {
            // Skewed towards recent projects, like layers built on each other.
            let back = rng.below(index).min(rng.below(index));
            let target = index - 1 - back;
            if !references.contains(&target) {
                references.push(target);
            }
        }
        references.sort_unstable();
    }
    let mut packages = Vec::new();
    for (package, percent) in [(0, 25), (1, 30), (2, 10)] {
        if rng.chance(percent) {
            packages.push(package);
        }
    }
    let solution_folder = if exe {
        Some(3)
    } else if index + 1 == count && count > 1 {
        None
    } else if index < count.div_ceil(4) {
        Some(0)
    } else if index.is_multiple_of(5) {
        Some(2)
    } else {
        Some(1)
    };
    ProjectPlan {
        name: format!("Proj{}", index + 1),
        guid: rng.guid(),
        references,
        packages,
        exe,
        file_scoped_namespaces: rng.chance(70),
        types: Vec::new(),
        solution_folder,
    }
}

/// Spreads `files` over `projects` with uneven weights; every project gets at least one.
fn file_counts(rng: &mut Rng, projects: usize, files: usize) -> Vec<usize> {
    let weights: Vec<usize> = (0..projects).map(|_| rng.range(40, 160)).collect();
    let total: usize = weights.iter().sum();
    let spare = files - projects;
    let mut counts: Vec<usize> = weights.iter().map(|w| 1 + spare * w / total).collect();
    let mut remainders: Vec<(usize, usize)> = weights
        .iter()
        .enumerate()
        .map(|(i, w)| (spare * w % total, i))
        .collect();
    remainders.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let missing = files - counts.iter().sum::<usize>();
    for &(_, i) in remainders.iter().take(missing) {
        counts[i] += 1;
    }
    counts
}

fn method_name(rng: &mut Rng, shape: Shape, noun: &str) -> String {
    let verbs = match shape {
        Shape::Compute => COMPUTE_VERBS,
        Shape::Describe => DESCRIBE_VERBS,
        Shape::Filter => FILTER_VERBS,
        Shape::LoadAsync => LOAD_VERBS,
        Shape::Project => PROJECT_VERBS,
        Shape::TryGet => TRY_VERBS,
        Shape::Group => GROUP_VERBS,
        Shape::ExtClamp => &["Clamp", "Bound", "Limit"],
        Shape::ExtTruncate => &["Truncate", "Shorten", "Abbreviate"],
        Shape::ExtWhereNot => &["WhereNot", "Except", "Without"],
    };
    let verb = rng.pick(verbs);
    let plural = if matches!(shape, Shape::Filter | Shape::Group | Shape::ExtWhereNot) {
        "s"
    } else {
        ""
    };
    let suffix = if shape == Shape::LoadAsync {
        "Async"
    } else {
        ""
    };
    format!("{verb}{noun}{plural}{suffix}")
}

/// `IOrderStore` → `OrderStoreExtensions`.
pub fn companion_name(interface: &str) -> String {
    format!(
        "{}Extensions",
        interface.strip_prefix('I').unwrap_or(interface)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_add_up_and_references_point_down() {
        let plan = SolutionPlan::new(50, 5000, 42);
        assert_eq!(plan.types.len(), 5000);
        assert_eq!(plan.projects.len(), 50);
        assert!(plan.projects.iter().all(|p| !p.types.is_empty()));
        for (index, project) in plan.projects.iter().enumerate() {
            assert!(project.references.iter().all(|&r| r < index));
        }
        let names: HashSet<&str> = plan
            .types
            .iter()
            .filter(|t| t.kind != Kind::Program)
            .map(|t| t.name.as_str())
            .collect();
        assert_eq!(
            names.len(),
            plan.types
                .iter()
                .filter(|t| t.kind != Kind::Program)
                .count()
        );
    }

    #[test]
    fn small_solutions_work() {
        for (projects, files) in [(1, 1), (1, 3), (2, 2), (3, 10), (5, 5)] {
            let plan = SolutionPlan::new(projects, files, 1);
            assert_eq!(plan.types.len(), files);
        }
    }
}
