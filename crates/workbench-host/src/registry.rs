//! The set of open workspaces: open, reload, close, selection by selector, and the checks
//! that run before every workspace-bound call (freshness, out-of-date, expected snapshot).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use uuid::Uuid;

use crate::error::{ErrorCode, HostError, HostResult};
use crate::paths::normalize;
use crate::snapshot::Snapshot;
use crate::system::{System, SystemFs};
use crate::transaction::journal::{default_state_dir, journal_dir, recover_all, recover_dir};
use crate::transaction::{CommitOutcome, CommitPause, RecoveryRecord};
use crate::workspace::LoadedWorkspace;

/// How a caller names a workspace; every given field must agree.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WorkspaceSelector {
    pub workspace_id: Option<Uuid>,
    pub alias: Option<String>,
    pub path: Option<String>,
}

/// One step of loading a workspace, for progress notifications.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadProgress {
    /// 1 to [`LoadProgress::STEPS`].
    pub step: u32,
    pub message: String,
}

impl LoadProgress {
    pub const STEPS: u32 = 3;

    fn done(workspace: &LoadedWorkspace) -> LoadProgress {
        LoadProgress {
            step: 3,
            message: format!(
                "Loaded {} project(s) and {} document(s)",
                workspace.projects.len(),
                workspace.documents.len()
            ),
        }
    }
}

/// Everything the host keeps between calls.
pub struct WorkspaceRegistry {
    system: Arc<dyn System>,
    workspaces: Vec<LoadedWorkspace>,
    /// Where commit journals live (`None`: commits are refused).
    state_dir: Option<PathBuf>,
    /// What journal recovery did since the server started.
    recoveries: Vec<RecoveryRecord>,
}

/// Result of `open`: the workspace, and whether it was already open.
pub struct Opened {
    pub index: usize,
    pub already_open: bool,
}

impl WorkspaceRegistry {
    pub fn new(system: Arc<dyn System>) -> WorkspaceRegistry {
        WorkspaceRegistry::with_state_dir(system, default_state_dir())
    }

    /// A registry whose commit journals live under `state_dir`.
    pub fn with_state_dir(
        system: Arc<dyn System>,
        state_dir: Option<PathBuf>,
    ) -> WorkspaceRegistry {
        WorkspaceRegistry {
            system,
            workspaces: Vec::new(),
            state_dir,
            recoveries: Vec::new(),
        }
    }

    pub fn state_dir(&self) -> Option<&Path> {
        self.state_dir.as_deref()
    }

    /// What journal recovery did since the start, oldest first.
    pub fn recoveries(&self) -> &[RecoveryRecord] {
        &self.recoveries
    }

    /// Completes or undoes every unfinished commit journal of any workspace (at startup).
    pub fn recover_all(&mut self) -> &[RecoveryRecord] {
        let first = self.recoveries.len();
        if let Some(dir) = &self.state_dir {
            let records = recover_all(&*self.system, dir);
            self.recoveries.extend(records);
        }
        &self.recoveries[first..]
    }

    /// Completes or undoes the unfinished commit journals of one workspace root.
    fn recover_root(&mut self, root: &Path) -> bool {
        let Some(dir) = &self.state_dir else {
            return false;
        };
        let records = recover_dir(&*self.system, &journal_dir(dir, root));
        let any = !records.is_empty();
        self.recoveries.extend(records);
        any
    }

    /// Commits the active transaction of a workspace (see `LoadedWorkspace::commit_transaction`).
    pub fn commit(&mut self, index: usize) -> HostResult<CommitOutcome> {
        let system = self.system.clone();
        let state_dir = self.state_dir.clone();
        self.workspaces[index].commit_transaction(
            &*system,
            state_dir.as_deref(),
            CommitPause::from_env(),
        )
    }

    pub fn system(&self) -> &dyn System {
        &*self.system
    }

    /// The shared system, for calls that also borrow a workspace mutably.
    pub fn system_arc(&self) -> Arc<dyn System> {
        self.system.clone()
    }

    pub fn workspaces(&self) -> &[LoadedWorkspace] {
        &self.workspaces
    }

    pub fn get(&self, index: usize) -> &LoadedWorkspace {
        &self.workspaces[index]
    }

    pub fn get_mut(&mut self, index: usize) -> &mut LoadedWorkspace {
        &mut self.workspaces[index]
    }

    /// Makes a caller's path absolute against the process's working directory.
    pub fn absolute(&self, path: &str) -> PathBuf {
        let path = Path::new(path);
        if path.is_absolute() {
            normalize(path)
        } else {
            let cwd = self.system.current_dir().unwrap_or_default();
            normalize(&cwd.join(path))
        }
    }

    /// Opens a solution, project or folder. Opening a path that is already open returns the
    /// open workspace (a reload is the way to pick up changes).
    pub fn open(&mut self, path: &str, alias: Option<String>) -> HostResult<Opened> {
        self.open_with_progress(path, alias, &mut |_| {})
    }

    /// `open`, reporting each loading step to `progress`.
    pub fn open_with_progress(
        &mut self,
        path: &str,
        alias: Option<String>,
        progress: &mut dyn FnMut(LoadProgress),
    ) -> HostResult<Opened> {
        if path.trim().is_empty() {
            return Err(HostError::invalid_argument(
                "path",
                "must name a .sln, .slnx, .slnf, .csproj file or a folder",
            ));
        }
        if alias.as_ref().is_some_and(|a| a.trim().is_empty()) {
            return Err(HostError::invalid_argument(
                "alias",
                "must not be empty when given",
            ));
        }
        let absolute = self.absolute(path);
        // A folder names the same workspace as the solution or project it loads.
        if let Some(index) = self.workspaces.iter().position(|w| {
            w.loaded_path == absolute
                || (w.root == absolute && w.model.kind != cs_project::WorkspaceKind::SolutionFilter)
        }) {
            let existing = &self.workspaces[index];
            if alias.is_some() && existing.alias != alias {
                return Err(HostError::invalid_argument(
                    "alias",
                    format!(
                        "'{}' is already open with alias {:?}; close it first to change its alias",
                        absolute.display(),
                        existing.alias
                    ),
                ));
            }
            return Ok(Opened {
                index,
                already_open: true,
            });
        }
        if let Some(alias) = &alias
            && self
                .workspaces
                .iter()
                .any(|w| w.alias.as_ref() == Some(alias))
        {
            return Err(HostError::invalid_argument(
                "alias",
                format!(
                    "alias '{alias}' is already used by another open workspace; choose another"
                ),
            ));
        }
        let mut model = self.load_model_reporting(&absolute, progress)?;
        if self.recover_root(&model.root.clone()) {
            // Recovery changed files: evaluate again so the file set is current.
            model = self.load_model(&absolute)?;
        }
        let workspace = LoadedWorkspace::build(&*self.system, model, Uuid::new_v4(), alias, 1);
        progress(LoadProgress::done(&workspace));
        self.workspaces.push(workspace);
        Ok(Opened {
            index: self.workspaces.len() - 1,
            already_open: false,
        })
    }

    fn load_model_reporting(
        &self,
        absolute: &Path,
        progress: &mut dyn FnMut(LoadProgress),
    ) -> HostResult<cs_project::WorkspaceModel> {
        progress(LoadProgress {
            step: 1,
            message: format!("Evaluating {}", absolute.display()),
        });
        let model = self.load_model(absolute)?;
        let documents: usize = model.projects.iter().map(|p| p.documents.len()).sum();
        progress(LoadProgress {
            step: 2,
            message: format!(
                "Evaluated {} project(s); reading {documents} source file(s)",
                model.projects.len()
            ),
        });
        Ok(model)
    }

    fn load_model(&self, absolute: &Path) -> HostResult<cs_project::WorkspaceModel> {
        cs_project::load_workspace(&SystemFs(&*self.system), absolute).map_err(|error| {
            let base = HostError::new(ErrorCode::WorkspaceLoadFailed, error.message.clone());
            match error.kind {
                cs_project::LoadErrorKind::NotFound | cs_project::LoadErrorKind::UnsupportedFile => base.revise(
                    "Pass `path` as an existing .sln, .slnx, .slnf or .csproj file, or a folder that contains C# sources.",
                ),
                cs_project::LoadErrorKind::Invalid => base.resolve_externally(
                    "Fix the file named in the message (it is not readable or not well-formed), then call workspace-open again.",
                ),
            }
        })
    }

    /// Reloads from disk, keeping id and alias; the epoch increases.
    pub fn reload(&mut self, index: usize) -> HostResult<()> {
        self.reload_with_progress(index, &mut |_| {})
    }

    /// `reload`, reporting each loading step to `progress`.
    pub fn reload_with_progress(
        &mut self,
        index: usize,
        progress: &mut dyn FnMut(LoadProgress),
    ) -> HostResult<()> {
        let system = self.system.clone();
        let workspace = &mut self.workspaces[index];
        if let Some(t) = &workspace.transaction {
            return Err(HostError::new(
                ErrorCode::TransactionActive,
                format!(
                    "Transaction {} is active ({} staged file(s)); a reload would discard it.",
                    t.id,
                    t.files.len()
                ),
            )
            .choose_tool(
                &["transaction-commit", "transaction-rollback"],
                "Commit or roll back the active transaction, then call workspace-reload again.",
            ));
        }
        workspace.refresh(&*system);
        if !workspace.reload_required() {
            return Err(HostError::new(
                ErrorCode::WorkspaceReloadNotRequired,
                "No solution, project or file-set change was detected since the workspace was loaded.",
            )
            .revise("Continue with the current snapshot; edited .cs contents are picked up automatically."));
        }
        let (id, alias, epoch, path) = (
            workspace.id,
            workspace.alias.clone(),
            workspace.epoch,
            workspace.loaded_path.clone(),
        );
        let model = self.load_model_reporting(&path, progress)?;
        self.workspaces[index] = LoadedWorkspace::build(&*system, model, id, alias, epoch + 1);
        progress(LoadProgress::done(&self.workspaces[index]));
        Ok(())
    }

    /// Absorbs on-disk changes into one workspace (see `LoadedWorkspace::refresh`).
    pub fn refresh(&mut self, index: usize) {
        let system = self.system.clone();
        self.workspaces[index].refresh(&*system);
    }

    pub fn close(&mut self, index: usize) -> LoadedWorkspace {
        self.workspaces.remove(index)
    }

    /// Finds the workspace a selector names; with no selector, the only open one.
    pub fn select(&self, selector: Option<&WorkspaceSelector>) -> HostResult<usize> {
        if self.workspaces.is_empty() {
            return Err(HostError::new(ErrorCode::WorkspaceNotOpen, "No workspace is open.")
                .call_tool("workspace-open", "Open a .sln, .slnx, .slnf, .csproj or folder with workspace-open, then repeat this call."));
        }
        let selector =
            selector.filter(|s| s.workspace_id.is_some() || s.alias.is_some() || s.path.is_some());
        let Some(selector) = selector else {
            if self.workspaces.len() == 1 {
                return Ok(0);
            }
            let names: Vec<String> = self.workspaces.iter().map(describe).collect();
            return Err(HostError::new(
                ErrorCode::WorkspaceAmbiguous,
                format!(
                    "{} workspaces are open: {}.",
                    self.workspaces.len(),
                    names.join("; ")
                ),
            )
            .revise(
                "Add `workspace` with the workspaceId or alias of one of the open workspaces.",
            ));
        };
        let path = selector.path.as_deref().map(|p| self.absolute(p));
        let matches: Vec<usize> = (0..self.workspaces.len())
            .filter(|&i| {
                let w = &self.workspaces[i];
                selector.workspace_id.is_none_or(|id| id == w.id)
                    && selector
                        .alias
                        .as_ref()
                        .is_none_or(|a| w.alias.as_ref() == Some(a))
                    && path
                        .as_ref()
                        .is_none_or(|p| *p == w.loaded_path || *p == w.root)
            })
            .collect();
        match matches.as_slice() {
            [one] => Ok(*one),
            [] => {
                let names: Vec<String> = self.workspaces.iter().map(describe).collect();
                Err(HostError::new(
                    ErrorCode::WorkspaceNotFound,
                    format!("No open workspace matches every field of `workspace`. Open: {}.", names.join("; ")),
                )
                .revise("Correct `workspace` to name an open workspace (workspace-status lists them), or open it with workspace-open."))
            }
            _ => Err(HostError::new(
                ErrorCode::WorkspaceAmbiguous,
                "Several open workspaces match `workspace`.",
            )
            .revise("Add the workspaceId to `workspace`.")),
        }
    }

    /// The checks before a workspace-bound query or mutation: select, absorb disk changes,
    /// refuse when a reload is required, and compare the caller's expected snapshot.
    pub fn prepare(
        &mut self,
        selector: Option<&WorkspaceSelector>,
        expected: Option<&Snapshot>,
    ) -> HostResult<usize> {
        self.prepare_checked(selector, expected, true)
    }

    /// `prepare` without the out-of-date check: ending a transaction (commit, rollback)
    /// must stay possible when project inputs changed, since a reload needs it ended.
    pub fn prepare_ending_transaction(
        &mut self,
        selector: Option<&WorkspaceSelector>,
        expected: Option<&Snapshot>,
    ) -> HostResult<usize> {
        self.prepare_checked(selector, expected, false)
    }

    fn prepare_checked(
        &mut self,
        selector: Option<&WorkspaceSelector>,
        expected: Option<&Snapshot>,
        require_current: bool,
    ) -> HostResult<usize> {
        let index = self.select(selector)?;
        let system = self.system.clone();
        let workspace = &mut self.workspaces[index];
        workspace.refresh(&*system);
        if require_current && workspace.reload_required() {
            let what: Vec<String> = workspace
                .reload_reasons
                .iter()
                .take(5)
                .map(|r| format!("{} {}", r.kind.as_str(), workspace.relative(&r.path)))
                .collect();
            return Err(HostError::new(
                ErrorCode::WorkspaceOutOfDate,
                format!("The workspace's project inputs changed on disk: {}.", what.join(", ")),
            )
            .call_tool("workspace-reload", "Call workspace-reload for this workspace, then resolve selectors again against the new snapshot."));
        }
        let current = workspace.snapshot();
        match expected {
            None => Err(HostError::new(
                ErrorCode::InvalidArgument,
                "`expectedSnapshot` is required by this tool.",
            )
            .revise(format!(
                "Add `expectedSnapshot` with the snapshot of the response this request builds on; the current one is {}.",
                snapshot_text(&current)
            ))),
            Some(expected) if *expected != current => Err(HostError::new(
                ErrorCode::SnapshotMismatch,
                format!(
                    "expectedSnapshot {} is not the current snapshot {}.",
                    snapshot_text(expected),
                    snapshot_text(&current)
                ),
            )
            .retry(format!(
                "Re-check any positions you computed from older results, then repeat the call with expectedSnapshot {}.",
                snapshot_text(&current)
            ))),
            Some(_) => Ok(index),
        }
    }
}

fn describe(w: &LoadedWorkspace) -> String {
    match &w.alias {
        Some(alias) => format!("{} (alias '{}', {})", w.id, alias, w.loaded_path.display()),
        None => format!("{} ({})", w.id, w.loaded_path.display()),
    }
}

/// The snapshot as JSON text, so instructions can be followed literally.
pub fn snapshot_text(s: &Snapshot) -> String {
    format!(
        "{{\"workspaceId\":\"{}\",\"workspaceEpoch\":{},\"snapshotId\":\"{}\",\"transactionRevision\":{}}}",
        s.workspace_id,
        s.workspace_epoch,
        s.snapshot_id,
        s.transaction_revision
            .map_or("null".to_string(), |r| r.to_string())
    )
}
