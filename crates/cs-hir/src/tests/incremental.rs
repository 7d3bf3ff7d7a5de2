//! Body edits must not rebuild symbol tables: proved on salsa's execution log.

use std::sync::{Arc, Mutex};

use cs_db::{RootDatabase, Setter};

use super::fixture_with_db;
use crate::{def_map, type_bases};

#[test]
fn a_body_edit_reparses_the_file_but_keeps_the_symbol_tables() {
    let log = Arc::new(Mutex::new(Vec::<String>::new()));
    let sink = log.clone();
    let db = RootDatabase::with_execution_log(move |e| sink.lock().unwrap().push(e));
    let mut f = fixture_with_db(
        db,
        "//- a.cs\nnamespace N { public class A : B { public int M() { return 1; } } }\n//- b.cs\nnamespace N { public class B {} }\n",
    );
    let project = f.project();
    assert_eq!(def_map(&f.db, project).types.len(), 2);
    let _ = type_bases(&f.db, project);
    log.lock().unwrap().clear();

    let document = project.documents(&f.db)[0];
    document.source(&f.db).set_text(&mut f.db).to(
        "namespace N { public class A : B { public int M() { var x = 40; return x + 2; } } }\n"
            .into(),
    );
    assert_eq!(def_map(&f.db, project).types.len(), 2);
    let _ = type_bases(&f.db, project);
    let executed = log.lock().unwrap().clone();
    assert!(
        executed.iter().any(|e| e.starts_with("parse_source")),
        "{executed:?}"
    );
    assert!(
        executed.iter().any(|e| e.starts_with("lower_source")),
        "{executed:?}"
    );
    assert!(
        !executed
            .iter()
            .any(|e| e.starts_with("def_map") || e.starts_with("type_bases")),
        "symbol tables must not re-run after a body edit: {executed:?}"
    );

    // A signature edit does rebuild them.
    log.lock().unwrap().clear();
    document
        .source(&f.db)
        .set_text(&mut f.db)
        .to("namespace N { public class A : B { public long M() { return 1; } } }\n".into());
    let _ = def_map(&f.db, project);
    let executed = log.lock().unwrap().clone();
    assert!(
        executed.iter().any(|e| e.starts_with("def_map")),
        "{executed:?}"
    );
}
