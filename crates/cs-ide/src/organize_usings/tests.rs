use std::sync::Arc;

use cs_db::{DocumentStatus, ProjectSettings, RootDatabase, SourceFile, SymbolSet};

use super::*;
use crate::AnalysisHost;
use crate::text_edit::apply_edits;

/// Organizes `text`, removing the directives whose text is in `remove`.
fn organize_with(text: &str, remove: &[&str], options: &OrganizeOptions) -> String {
    let parse = cs_syntax::parse(text);
    let root = parse.syntax();
    let kinds = Kinds::new();
    let starts: HashSet<TextSize> = root
        .descendants()
        .filter(|n| {
            n.kind() == kinds.using_directive && remove.contains(&n.text().to_string().as_str())
        })
        .map(|n| n.text_range().start())
        .collect();
    assert_eq!(
        starts.len(),
        remove.len(),
        "every directive to remove exists"
    );
    let edits = organize_text(&root, text, &starts, options);
    let once = apply_edits(text, &edits);
    // Organising is idempotent (nothing left to remove).
    let again = cs_syntax::parse(&once);
    assert_eq!(
        organize_text(&again.syntax(), &once, &HashSet::new(), options),
        Vec::new(),
        "second run changes nothing"
    );
    once
}

fn organize(text: &str) -> String {
    organize_with(text, &[], &OrganizeOptions::default())
}

#[test]
fn sorts_by_kind_then_name_with_system_first() {
    let text = "using static Zeta.Helpers;\nusing Z = System.String;\nusing Microsoft.Extensions;\nglobal using Xunit;\nusing System.Linq;\nusing A = Foo.Bar;\nusing System;\nusing azure.Storage;\nusing Azure.Core;\nglobal using static System.Math;\nextern alias Lib;\nusing static System.Console;\nglobal using G = Lib.G;\nusing System.Collections.Generic;\n\nnamespace N;\n";
    insta::assert_snapshot!(organize(text), @r"
    extern alias Lib;
    global using Xunit;
    global using static System.Math;
    global using G = Lib.G;
    using System;
    using System.Collections.Generic;
    using System.Linq;
    using azure.Storage;
    using Azure.Core;
    using Microsoft.Extensions;
    using static System.Console;
    using static Zeta.Helpers;
    using A = Foo.Bar;
    using Z = System.String;

    namespace N;
    ");
    let plain = OrganizeOptions {
        system_first: false,
        separate_groups: false,
    };
    insta::assert_snapshot!(organize_with("using System;\nusing Microsoft.Win32;\nusing Acme;\n", &[], &plain), @r"
    using Acme;
    using Microsoft.Win32;
    using System;
    ");
}

#[test]
fn separate_groups_puts_blank_lines_between_groups() {
    let options = OrganizeOptions {
        system_first: true,
        separate_groups: true,
    };
    let text = "using Microsoft.A;\nusing static System.Math;\nusing System.IO;\nusing Microsoft.B;\nusing System;\nusing X = Y;\n";
    insta::assert_snapshot!(organize_with(text, &[], &options), @r"
    using System;
    using System.IO;

    using Microsoft.A;
    using Microsoft.B;

    using static System.Math;

    using X = Y;
    ");
}

#[test]
fn comments_move_with_their_directive_and_banners_stay() {
    let text = "// Copyright banner\n// second line\n\n// why B\nusing B;   // trailing\n/* block */\nusing A;\n\nnamespace N\n{\n    using D;\n\n    // about C\n    using C;\n    class K { }\n}\n";
    insta::assert_snapshot!(organize(text), @r"
    // Copyright banner
    // second line

    /* block */
    using A;
    // why B
    using B;   // trailing

    namespace N
    {
        // about C
        using C;
        using D;
        class K { }
    }
    ");
    // A comment at the very top with no blank line after it is a banner too.
    assert_eq!(
        organize("// header\nusing B;\nusing A;\n"),
        "// header\nusing A;\nusing B;\n"
    );
}

#[test]
fn removes_unnecessary_directives_keeping_their_comments() {
    let text = "using System;\n// for Lib\nusing Lib.Models;\nusing Lib.Ext; // gone too\nusing Acme;\n\nnamespace App { }\n";
    insta::assert_snapshot!(organize_with(text, &["using Lib.Models;", "using Lib.Ext;"], &OrganizeOptions::default()), @r"
    using System;
    // for Lib
    using Acme;

    namespace App { }
    ");
    // Removing every directive takes the blank lines after them too.
    assert_eq!(
        organize_with(
            "using Lib.Models;\n\nnamespace App { }\n",
            &["using Lib.Models;"],
            &OrganizeOptions::default()
        ),
        "namespace App { }\n"
    );
}

#[test]
fn keeps_line_endings_blank_lines_when_sorted_and_conditional_blocks() {
    assert_eq!(
        organize("using B;\r\nusing A;\r\n\r\nclass C { }"),
        "using A;\r\nusing B;\r\n\r\nclass C { }"
    );
    assert_eq!(organize("using B;\nusing A;"), "using A;\nusing B;");
    let sorted = "using System;\n\nusing Acme;\n";
    assert_eq!(organize(sorted), sorted, "already sorted: blank lines stay");
    let conditional = "using B;\n#if DEBUG\nusing Debug;\n#endif\nusing A;\n";
    assert_eq!(organize(conditional), conditional);
    let region = "#region Usings\nusing B;\nusing A;\n#endregion\n";
    assert_eq!(
        organize(region),
        "#region Usings\nusing A;\nusing B;\n#endregion\n"
    );
    let shared_line = "using B; using A;\n";
    assert_eq!(organize(shared_line), shared_line);
}

#[test]
fn edits_are_minimal() {
    let text = "using A;\nusing B;\nusing D;\nusing C;\nusing E;\n";
    let parse = cs_syntax::parse(text);
    let edits = organize_text(
        &parse.syntax(),
        text,
        &HashSet::new(),
        &OrganizeOptions::default(),
    );
    assert_eq!(edits.len(), 1);
    assert_eq!(&text[edits[0].range], "using D;\nusing C;\n");
    assert_eq!(edits[0].new_text, "using C;\nusing D;\n");
}

#[test]
fn options_from_editorconfig_properties() {
    let properties: BTreeMap<String, String> = [
        ("dotnet_sort_system_directives_first", "False"),
        ("dotnet_separate_import_directive_groups", "true"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    assert_eq!(
        OrganizeOptions::from_properties(&properties),
        OrganizeOptions {
            system_first: false,
            separate_groups: true
        }
    );
    assert_eq!(
        OrganizeOptions::from_properties(&BTreeMap::new()),
        OrganizeOptions::default()
    );
}

#[test]
fn analysis_removes_what_cs8019_reports() {
    let mut host = AnalysisHost::default();
    let db: &mut RootDatabase = host.db_mut();
    let symbols = SymbolSet::new(db, Arc::from(Vec::<String>::new()));
    let files = [
        (
            "use.cs",
            "using Lib.Models;\nusing System;\nusing Lib.Ext;\n\nnamespace App { class C { Order o; } }\n",
        ),
        (
            "lib.cs",
            "namespace Lib.Models { public class Order {} }\nnamespace Lib.Ext { public static class E {} }\n",
        ),
    ];
    let documents: Vec<Document> = files
        .iter()
        .map(|(path, text)| {
            let source = SourceFile::new(db, (*path).into(), (*text).into());
            Document::new(db, source, symbols, DocumentStatus::Live)
        })
        .collect();
    let settings = ProjectSettings {
        name: "App".into(),
        ..Default::default()
    };
    let project = Project::new(db, Arc::new(settings), documents.clone(), Vec::new());
    let analysis = host.analysis();
    let edits = analysis
        .organize_usings(project, documents[0], &OrganizeOptions::default())
        .expect("not cancelled");
    insta::assert_snapshot!(apply_edits(files[0].1, &edits), @r"
    using System;
    using Lib.Models;

    namespace App { class C { Order o; } }
    ");
}
