//! `stage_changes`: a Code Action's edits, new and renamed documents as one revision; the
//! renamed file keeps its encoding and BOM; a refused part stages nothing; rollback restores.

use super::*;

fn changes(f: &Fixture) -> DocumentChanges {
    let old = f.doc("Old.cs");
    DocumentChanges {
        edits: vec![(
            old,
            vec![TextEditInput {
                start: 6,
                length: 3,
                new_text: "New".into(),
            }],
        )],
        added: vec![("Added.cs".into(), 0, "class Added { }\r\n".into())],
        renamed: vec![(old, "Sub/New.cs".into())],
    }
}

#[test]
fn edits_new_and_renamed_documents_stage_as_one_revision_and_commit() {
    let mut f = fixture(&[
        ("Old.cs", b"\xEF\xBB\xBFclass Old\r\n{\r\n}\r\n"),
        ("Other.cs", b"class Other { }\n"),
    ]);
    f.w().begin_transaction().unwrap();
    let request = changes(&f);
    let old = f.doc("Old.cs");
    let staged = f.w().stage_changes(&RealSystem, &request).unwrap();
    assert_eq!(staged.added.len(), 1);
    assert_eq!(staged.renamed.len(), 1);
    assert_eq!(staged.renamed[0].0, old);
    let w = f.w();
    assert_eq!(w.active_transaction().unwrap().revision, 1);
    let new = staged.renamed[0].1;
    assert_eq!(w.documents[new].path, "Sub/New.cs");
    assert_eq!(&*w.document_text(new), "class New\r\n{\r\n}\r\n");
    assert!(w.documents[old].removed);
    assert_eq!(w.live_document_count(), 3);
    let outcome = f.registry.commit(0).unwrap();
    assert_eq!(outcome.created, vec!["Added.cs", "Sub/New.cs"]);
    assert_eq!(outcome.deleted, vec!["Old.cs"]);
    assert_eq!(
        std::fs::read(f.root.join("Sub/New.cs")).unwrap(),
        b"\xEF\xBB\xBFclass New\r\n{\r\n}\r\n"
    );
    assert_eq!(
        std::fs::read(f.root.join("Added.cs")).unwrap(),
        b"class Added { }\r\n"
    );
    assert!(!f.root.join("Old.cs").exists());
    let w = f.w();
    w.refresh(&RealSystem);
    assert!(!w.reload_required(), "{:?}", w.reload_reasons);
}

#[test]
fn a_refused_part_stages_nothing_and_rollback_restores_the_rest() {
    let mut f = fixture(&[
        ("Old.cs", b"class Old\n{\n}\n"),
        ("Sub/New.cs", b"class Taken { }\n"),
    ]);
    f.w().begin_transaction().unwrap();
    let request = changes(&f);
    let refused = f.w().stage_changes(&RealSystem, &request).unwrap_err();
    assert_eq!(refused.code, ErrorCode::InvalidArgument, "{refused:?}");
    let old = f.doc("Old.cs");
    let w = f.w();
    let t = w.active_transaction().unwrap();
    assert_eq!(t.revision, 0);
    assert!(t.files.is_empty());
    assert_eq!(&*w.document_text(old), "class Old\n{\n}\n");

    let mut request = changes(&f);
    request.renamed[0].1 = "Elsewhere/New.cs".into();
    f.w().stage_changes(&RealSystem, &request).unwrap();
    // Added.cs and Elsewhere/New.cs in, Old.cs out.
    assert_eq!(f.w().live_document_count(), 3);
    f.w().rollback_transaction(&RealSystem).unwrap();
    assert_eq!(f.w().live_document_count(), 2);
    let old = f.doc("Old.cs");
    assert!(!f.w().documents[old].removed);
    assert_eq!(&*f.w().document_text(old), "class Old\n{\n}\n");
    assert!(!f.root.join("Elsewhere").exists());
}
