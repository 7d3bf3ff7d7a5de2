//! `gen-synthetic`: writes a planned synthetic solution to disk — the `.sln`, one SDK-style
//! `.csproj` per project, a `Directory.Build.props` and one C# file per planned type.

use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::Path;

use crate::csharp;
use crate::plan::SolutionPlan;
use crate::words::PACKAGES;

/// The project type GUID of an SDK-style C# project in a `.sln`.
const CSHARP_PROJECT_TYPE: &str = "{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}";
const SOLUTION_FOLDER_TYPE: &str = "{2150E333-8FDC-42A3-9474-1A3956D46DE8}";
pub const SOLUTION_FILE: &str = "Synthetic.sln";
/// Bump whenever the generated text changes, so `bench` regenerates its data.
pub const VERSION: u32 = 2;

/// What was written.
#[derive(Debug, Default)]
pub struct Written {
    pub projects: usize,
    pub files: usize,
    pub bytes: u64,
    pub lines: usize,
}

/// Generates the solution into `out`. An existing `out` must be empty or hold an earlier
/// synthetic solution (recognised by `Synthetic.sln`), which is replaced.
pub fn generate(out: &Path, projects: usize, files: usize, seed: u64) -> io::Result<Written> {
    if projects == 0 || files < projects {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("need --files ({files}) >= --projects ({projects}) >= 1"),
        ));
    }
    prepare_dir(out)?;
    let plan = SolutionPlan::new(projects, files, seed);
    let mut written = Written {
        projects,
        ..Written::default()
    };
    let mut put = |relative: &str, text: &str| -> io::Result<()> {
        let path = out.join(relative);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)?;
        }
        fs::write(&path, text)?;
        written.bytes += text.len() as u64;
        Ok(())
    };
    put(SOLUTION_FILE, &solution_text(&plan))?;
    put("Directory.Build.props", DIRECTORY_BUILD_PROPS)?;
    for project in &plan.projects {
        put(
            &format!("src/{0}/{0}.csproj", project.name),
            &project_text(&plan, project),
        )?;
    }
    let mut lines = 0;
    for index in 0..plan.types.len() {
        let text = csharp::render(&plan, index);
        lines += text.lines().count();
        put(&plan.file_path(index), &text)?;
    }
    written.files = plan.types.len();
    written.lines = lines;
    Ok(written)
}

fn prepare_dir(out: &Path) -> io::Result<()> {
    if out.exists() {
        let empty = fs::read_dir(out)?.next().is_none();
        if !empty && !out.join(SOLUTION_FILE).is_file() {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!(
                    "{} is not empty and holds no {SOLUTION_FILE}; refusing to overwrite it",
                    out.display()
                ),
            ));
        }
        for entry in ["src", SOLUTION_FILE, "Directory.Build.props"] {
            let path = out.join(entry);
            if path.is_dir() {
                fs::remove_dir_all(&path)?;
            } else if path.exists() {
                fs::remove_file(&path)?;
            }
        }
    }
    fs::create_dir_all(out)
}

const DIRECTORY_BUILD_PROPS: &str = r#"<Project>
  <PropertyGroup>
    <LangVersion>12.0</LangVersion>
    <Deterministic>true</Deterministic>
    <TreatWarningsAsErrors>false</TreatWarningsAsErrors>
  </PropertyGroup>
</Project>
"#;

/// The classic text solution, CRLF line endings, as Visual Studio 2022 writes it.
pub fn solution_text(plan: &SolutionPlan) -> String {
    let mut s =
        String::from("\u{FEFF}\r\nMicrosoft Visual Studio Solution File, Format Version 12.00\r\n");
    s.push_str("# Visual Studio Version 17\r\n");
    s.push_str("VisualStudioVersion = 17.9.34616.47\r\n");
    s.push_str("MinimumVisualStudioVersion = 10.0.40219.1\r\n");
    for folder in &plan.folders {
        let _ = write!(
            s,
            "Project(\"{SOLUTION_FOLDER_TYPE}\") = \"{0}\", \"{0}\", \"{1}\"\r\nEndProject\r\n",
            folder.name, folder.guid
        );
    }
    for project in &plan.projects {
        let _ = write!(
            s,
            "Project(\"{CSHARP_PROJECT_TYPE}\") = \"{0}\", \"src\\{0}\\{0}.csproj\", \"{1}\"\r\nEndProject\r\n",
            project.name, project.guid
        );
    }
    s.push_str("Global\r\n");
    s.push_str("\tGlobalSection(SolutionConfigurationPlatforms) = preSolution\r\n");
    s.push_str("\t\tDebug|Any CPU = Debug|Any CPU\r\n\t\tRelease|Any CPU = Release|Any CPU\r\n");
    s.push_str("\tEndGlobalSection\r\n");
    s.push_str("\tGlobalSection(ProjectConfigurationPlatforms) = postSolution\r\n");
    for project in &plan.projects {
        for config in ["Debug", "Release"] {
            let guid = &project.guid;
            let _ = write!(
                s,
                "\t\t{guid}.{config}|Any CPU.ActiveCfg = {config}|Any CPU\r\n"
            );
            let _ = write!(
                s,
                "\t\t{guid}.{config}|Any CPU.Build.0 = {config}|Any CPU\r\n"
            );
        }
    }
    s.push_str("\tEndGlobalSection\r\n");
    s.push_str("\tGlobalSection(SolutionProperties) = preSolution\r\n\t\tHideSolutionNode = FALSE\r\n\tEndGlobalSection\r\n");
    s.push_str("\tGlobalSection(NestedProjects) = preSolution\r\n");
    for folder in &plan.folders {
        if let Some(parent) = folder.parent {
            let _ = write!(s, "\t\t{} = {}\r\n", folder.guid, plan.folders[parent].guid);
        }
    }
    for project in &plan.projects {
        if let Some(folder) = project.solution_folder {
            let _ = write!(
                s,
                "\t\t{} = {}\r\n",
                project.guid, plan.folders[folder].guid
            );
        }
    }
    s.push_str("\tEndGlobalSection\r\n");
    s.push_str("\tGlobalSection(ExtensibilityGlobals) = postSolution\r\n");
    let _ = write!(s, "\t\tSolutionGuid = {}\r\n", plan.solution_guid);
    s.push_str("\tEndGlobalSection\r\nEndGlobal\r\n");
    s
}

/// An SDK-style project file.
pub fn project_text(plan: &SolutionPlan, project: &crate::plan::ProjectPlan) -> String {
    let mut s = String::from("<Project Sdk=\"Microsoft.NET.Sdk\">\n\n  <PropertyGroup>\n");
    if project.exe {
        s.push_str("    <OutputType>Exe</OutputType>\n");
    }
    s.push_str("    <TargetFramework>net8.0</TargetFramework>\n");
    s.push_str("    <ImplicitUsings>enable</ImplicitUsings>\n");
    s.push_str("    <Nullable>enable</Nullable>\n");
    let _ = writeln!(
        s,
        "    <RootNamespace>{}</RootNamespace>",
        project.root_namespace()
    );
    s.push_str("  </PropertyGroup>\n");
    if !project.references.is_empty() {
        s.push_str("\n  <ItemGroup>\n");
        for &reference in &project.references {
            let _ = writeln!(
                s,
                "    <ProjectReference Include=\"..\\{0}\\{0}.csproj\" />",
                plan.projects[reference].name
            );
        }
        s.push_str("  </ItemGroup>\n");
    }
    if !project.packages.is_empty() {
        s.push_str("\n  <ItemGroup>\n");
        for &package in &project.packages {
            let (id, version, _) = PACKAGES[package];
            let _ = writeln!(
                s,
                "    <PackageReference Include=\"{id}\" Version=\"{version}\" />"
            );
        }
        s.push_str("  </ItemGroup>\n");
    }
    s.push_str("\n</Project>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_for_a_seed() {
        let a = SolutionPlan::new(6, 40, 9);
        let b = SolutionPlan::new(6, 40, 9);
        assert_eq!(solution_text(&a), solution_text(&b));
        for index in 0..a.types.len() {
            assert_eq!(csharp::render(&a, index), csharp::render(&b, index));
        }
        let c = SolutionPlan::new(6, 40, 10);
        assert_ne!(solution_text(&a), solution_text(&c));
    }

    #[test]
    fn solution_lists_every_project_once() {
        let plan = SolutionPlan::new(12, 60, 3);
        let text = solution_text(&plan);
        assert_eq!(text.matches(CSHARP_PROJECT_TYPE).count(), 12);
        assert_eq!(
            text.matches(SOLUTION_FOLDER_TYPE).count(),
            plan.folders.len()
        );
        assert!(text.contains("src\\Proj12\\Proj12.csproj"));
    }

    /// Every generated file must parse without a single syntax error.
    #[test]
    fn generated_code_has_no_syntax_errors() {
        // The check means something only if the parser does report errors.
        assert!(
            !cs_syntax::parse("class C { void M() { var x = 1 } }")
                .errors()
                .is_empty()
        );
        for seed in [1, 2, 3] {
            let plan = SolutionPlan::new(8, 400, seed);
            for index in 0..plan.types.len() {
                let text = csharp::render(&plan, index);
                let parse = cs_syntax::parse(&text);
                let errors: Vec<String> = parse
                    .errors()
                    .iter()
                    .map(|e| format!("{} {:?} {}", e.id, e.range, e.message))
                    .collect();
                assert!(
                    errors.is_empty(),
                    "{}:\n{}\n{text}",
                    plan.file_path(index),
                    errors.join("\n")
                );
            }
        }
    }

    /// The server loads a generated solution completely: every project and file, the
    /// solution folders and their nesting, no load diagnostics and no syntax errors.
    #[test]
    fn workbench_loads_it_cleanly() {
        use std::sync::Arc;

        use serde_json::json;
        use workbench_mcp::{ServerOptions, Workbench};

        let dir = tempfile::tempdir().unwrap();
        let written = generate(dir.path(), 7, 120, 5).unwrap();
        assert_eq!((written.projects, written.files), (7, 120));
        let workbench = Workbench::new(
            ServerOptions::default(),
            Arc::new(workbench_host::RealSystem),
        );
        let call = |tool: &str, arguments: serde_json::Value| {
            let outcome = workbench
                .call(tool, arguments.as_object().cloned())
                .unwrap();
            assert!(!outcome.is_error, "{tool}: {}", outcome.envelope);
            outcome.envelope
        };
        let path = dir.path().join(SOLUTION_FILE).to_string_lossy().to_string();
        let opened = call("workspace-open", json!({"path": path}));
        assert_eq!(opened["data"]["projectCount"], 7);
        assert_eq!(opened["data"]["documentCount"], 120);
        assert_eq!(
            opened["data"]["loadDiagnostics"]["items"],
            json!([]),
            "{opened}"
        );
        let snapshot = opened["snapshot"].clone();
        let folders = call(
            "list-solution-folders",
            json!({"expectedSnapshot": snapshot}),
        );
        let paths: Vec<&str> = folders["data"]["folders"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["path"].as_str().unwrap())
            .collect();
        assert!(paths.contains(&"Features/Experimental"), "{folders}");
        // Errors only: the generator's code compiles; analyzer findings (IDE0051 on fields it
        // declares and never reads, CS1998 on an async Main) are true and reported by Roslyn too.
        let diagnostics = call(
            "get-diagnostics",
            json!({"expectedSnapshot": snapshot, "minimumSeverity": "Error"}),
        );
        assert_eq!(
            diagnostics["data"]["diagnostics"]["items"],
            json!([]),
            "{diagnostics}"
        );
    }
}
