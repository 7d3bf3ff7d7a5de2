//! The load diagnostics this crate reports, one constructor per stable ID.
//!
//! | ID        | Severity      | Meaning                                                         |
//! |-----------|---------------|-----------------------------------------------------------------|
//! | `CSW1001` | Error         | A project file is unreadable or not a well-formed MSBuild project; the project is skipped. |
//! | `CSW1002` | Error         | A project listed in a solution does not exist; it is skipped.   |
//! | `CSW1003` | Warning       | A project in another language (VB, F#, …) is listed; it is skipped. |
//! | `CSW1004` | Warning       | A `ProjectReference` names a project file that does not exist; the reference is kept. |
//! | `CSW1005` | Info/Warning  | A folder holds several solutions; which one was loaded.          |
//! | `CSW1006` | Info          | A folder without solution or project was loaded as an ad-hoc project. |
//! | `CSW1007` | Warning       | A `Compile` item names a file that does not exist; it is not a document (csc would report CS2001), and the project has code we cannot see. |
//! | `CSW1008` | Warning       | A solution entry could not be understood and was ignored.        |
//! | `CSW1009` | Warning       | A solution filter (`.slnf`) lists a project its solution does not have; it is not loaded (MSBuild refuses such a filter, MSB5028). |
//! | `CSW1010` | Info          | A property function is not evaluated; it was taken as empty.      |
//! | `CSW1011` | Warning       | An import names a file that does not exist, without an `Exists` condition (MSBuild fails, MSB4019); it is skipped. |
//! | `CSW1012` | Info          | A wildcard import could not be expanded; it is skipped.           |
//! | `CSW1013` | Info          | A project uses an SDK that is not modelled; it was taken as `Microsoft.NET.Sdk`. |
//! | `CSW1014` | Info          | A condition could not be evaluated; it was taken as true.        |

use std::path::{Path, PathBuf};

use crate::model::{LoadDiagnostic, Severity};

pub(crate) const PROJECT_INVALID: &str = "CSW1001";
pub(crate) const PROJECT_MISSING: &str = "CSW1002";
pub(crate) const PROJECT_LANGUAGE: &str = "CSW1003";
pub(crate) const REFERENCE_MISSING: &str = "CSW1004";
pub(crate) const SOLUTION_CHOICE: &str = "CSW1005";
pub(crate) const AD_HOC_PROJECT: &str = "CSW1006";
pub(crate) const COMPILE_ITEM_MISSING: &str = "CSW1007";
pub(crate) const SOLUTION_ENTRY_MALFORMED: &str = "CSW1008";
pub(crate) const FILTER_PROJECT_NOT_IN_SOLUTION: &str = "CSW1009";
pub(crate) const PROPERTY_FUNCTION_NOT_EVALUATED: &str = "CSW1010";
pub(crate) const IMPORT_MISSING: &str = "CSW1011";
pub(crate) const WILDCARD_IMPORT: &str = "CSW1012";
pub(crate) const SDK_UNKNOWN: &str = "CSW1013";
pub(crate) const CONDITION_NOT_EVALUATED: &str = "CSW1014";

pub(crate) fn new(
    id: &str,
    severity: Severity,
    message: String,
    file: Option<&Path>,
    line: Option<u32>,
) -> LoadDiagnostic {
    LoadDiagnostic {
        id: id.to_owned(),
        severity,
        message,
        file: file.map(PathBuf::from),
        line,
    }
}
