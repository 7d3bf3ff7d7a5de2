//! Rule tests over the embedded core library: each snippet lists the exact findings expected
//! (`ID 'covered text'`), true positives beside the classic false positives.

use std::sync::Arc;

use cs_db::{
    Document, DocumentStatus, Project, ProjectSettings, RootDatabase, SourceFile, SymbolSet,
};

use crate::document_findings;

fn fixture(text: &str) -> (RootDatabase, Project, Document) {
    fixture_with(text, None)
}

/// A one-document project over the embedded core library, with a `<Nullable>` setting.
pub(crate) fn fixture_with(
    text: &str,
    nullable: Option<&str>,
) -> (RootDatabase, Project, Document) {
    let db = RootDatabase::default();
    let symbols = SymbolSet::new(&db, Arc::from(Vec::<String>::new()));
    let core_docs = cs_hir::core_library_sources()
        .iter()
        .map(|(name, text)| {
            let source = SourceFile::new(&db, format!("<core>/{name}").into(), (*text).into());
            Document::new(&db, source, symbols, DocumentStatus::Live)
        })
        .collect();
    let core_settings = ProjectSettings {
        name: "core".into(),
        is_core_library: true,
        ..Default::default()
    };
    let core = Project::new(&db, Arc::new(core_settings), core_docs, Vec::new());
    let source = SourceFile::new(&db, "main.cs".into(), text.into());
    let document = Document::new(&db, source, symbols, DocumentStatus::Live);
    let settings = ProjectSettings {
        name: "App".into(),
        nullable: nullable.map(str::to_owned),
        ..Default::default()
    };
    let project = Project::new(&db, Arc::new(settings), vec![document], vec![core]);
    (db, project, document)
}

/// The findings of rules `ids` as `ID 'text'` lines.
#[track_caller]
fn check(ids: &[&str], text: &str, expected: &[&str]) {
    let (db, project, document) = fixture(text);
    let found: Vec<String> = document_findings(&db, project, document)
        .iter()
        .filter(|f| ids.contains(&f.rule.id))
        .map(|f| format!("{} '{}'", f.rule.id, &text[f.range]))
        .collect();
    assert_eq!(found, expected, "findings of\n{text}");
}

#[test]
fn unused_private_members() {
    check(
        &["IDE0051", "IDE0052"],
        r#"
class C
{
    private int _unused;
    private int _written;
    private int _read;
    int _readWrite;
    private const int K = 1;
    private int Prop { get; set; }
    private void Helper() { }
    private void Called() { }
    private void Recursive(int n) { if (n > 0) Recursive(n - 1); }
    private event System.EventHandler Changed;
    public int Public;
    public C() { _written = 1; _readWrite++; Called(); _ = nameof(K); }
    public int Get() => _read;
}
"#,
        &[
            "IDE0051 '_unused'",
            "IDE0052 '_written'",
            "IDE0051 'Prop'",
            "IDE0051 'Helper'",
            "IDE0051 'Changed'",
        ],
    );
}

#[test]
fn unused_members_not_reported_when_uncertain_or_reachable() {
    check(
        &["IDE0051", "IDE0052"],
        r#"
using System.Runtime.InteropServices;
class Program
{
    static void Main() { }
    [Obsolete] private void Attributed() { }
    private int _viaUnknown;
    public void Use() { Unknown.Call(_viaUnknown); }
    partial class P { }
}
interface I { private void Default() { } }
partial class Q { partial void Hook(); }
class OtherTarget
{
    private int _usedElsewhere;
#if NEVER
    int X => _usedElsewhere;
#endif
}
"#,
        &[],
    );
}

#[test]
fn unused_parameters() {
    check(
        &["IDE0060"],
        r#"
using System;
interface I { void M(int a); }
abstract class B { public abstract void A(int a); public virtual void V(int v) { Console.WriteLine(); } }
class C : B, I
{
    public void M(int a) { Console.WriteLine(); }
    public override void A(int a) { Console.WriteLine(); }
    void OnClick(object sender, EventArgs e) { Console.WriteLine(); }
    void Discard(int _, int _1) { Console.WriteLine(); }
    void Throws(int x) { throw new NotImplementedException(); }
    void Empty(int x) { }
    void Used(int x) { Console.WriteLine(x); }
    void Unused(int x, int y) { Console.WriteLine(y); }
    public void Public(int p) { Console.WriteLine(); }
    void AsDelegate(int d) { Console.WriteLine(); }
    Action<int> Take() => AsDelegate;
    C(int c) { Console.WriteLine(); }
}
"#,
        &["IDE0060 'x'", "IDE0060 'p'", "IDE0060 'c'"],
    );
}

/// Parameters named by contextual keywords (`type`, `method`, `file`, `from`, `var`…) are read
/// like any other name; only the one never read is reported.
#[test]
fn parameters_named_by_contextual_keywords_are_seen_when_read() {
    check(
        &["IDE0060"],
        r#"
using System;
class C
{
    bool A(Type type) { return type.IsValueType; }
    bool B(Type type) { return type == null; }
    void D(string method, string file, int from, int group) { Console.WriteLine(method + file + from + group); }
    void E(string property, string param) { Console.WriteLine(property); }
}
"#,
        &["IDE0060 'param'"],
    );
}

#[test]
fn unused_parameter_message_depends_on_visibility() {
    let text = "public class C { public void M(int p) { System.Console.WriteLine(); } void N(int q) { System.Console.WriteLine(); } }";
    let (db, project, document) = fixture(text);
    let messages: Vec<String> = document_findings(&db, project, document)
        .iter()
        .filter(|f| f.rule.id == "IDE0060")
        .map(|f| f.message.clone())
        .collect();
    assert_eq!(
        messages,
        [
            "Remove unused parameter 'p' if it is not part of a shipped public API",
            "Remove unused parameter 'q'"
        ]
    );
}

#[test]
fn async_rules() {
    check(
        &["CS1998", "CS4014", "VSTHRD100", "VSTHRD002", "VSTHRD101"],
        r#"
using System;
using System.Threading.Tasks;
class C
{
    Task Work() => Task.CompletedTask;
    Task<int> Value() => Task.FromResult(1);
    async Task NoAwait() { Console.WriteLine(); }
    async Task Awaits() { await Work(); }
    async Task AwaitUsing(IAsyncDisposable d) { await using var x = d; }
    async Task Dropped() { Work(); _ = Work(); await Work(); }
    void NotAsync() { Work(); }
    async void Fire() { await Work(); }
    async void OnClick(object sender, EventArgs e) { await Work(); }
    async Task Blocks() { var v = Value().Result; Work().Wait(); await Work(); }
    int SyncBlocks() => Value().Result;
    void Lambdas() { Run(async () => await Work()); Func<Task> f = async () => await Work(); }
    void Run(Action a) { a(); }
    async Task Nested() { Func<Task> f = async () => { await Work(); }; await f(); }
}
"#,
        &[
            "CS1998 'NoAwait'",
            "CS4014 'Work()'",
            "VSTHRD100 'Fire'",
            "VSTHRD002 'Result'",
            "VSTHRD002 'Wait'",
            "VSTHRD101 'async () => await Work()'",
        ],
    );
}

#[test]
fn dispose_rules() {
    check(
        &["CA1816", "CA1063", "CA2213"],
        r#"
using System;
using System.IO;
class Leaky : IDisposable
{
    private readonly MemoryStream _owned = new MemoryStream();
    private readonly MemoryStream _disposed = new MemoryStream();
    private MemoryStream _borrowed;
    public Leaky(MemoryStream s) { _borrowed = s; }
    public void Dispose() { _disposed.Dispose(); }
}
sealed class Sealed : IDisposable
{
    public void Dispose() { }
}
class Pattern : IDisposable
{
    public void Dispose() { Dispose(true); GC.SuppressFinalize(this); }
    protected virtual void Dispose(bool disposing) { }
}
"#,
        &["CA1063 'Leaky'", "CA2213 '_owned'", "CA1816 'Dispose'"],
    );
}

#[test]
fn uninstantiated_internal_class() {
    check(
        &["CA1812"],
        r#"
internal class Unused { }
internal class Used { }
static class Holder { static object Make() => new Used(); }
public class Public { }
"#,
        &["CA1812 'Unused'"],
    );
}

#[test]
fn suppress_message_on_the_declaration_turns_its_findings_off() {
    let text = r#"
using System.Diagnostics.CodeAnalysis;
using System.Threading.Tasks;

[SuppressMessage("CodeQuality", "IDE0051:Remove unused private members", Justification = "kept")]
class Kept
{
    private void Helper() { }
}

class Other
{
    [SuppressMessage("Compiler", "CS1998")]
    public async Task Quiet() { }
    public async Task Loud() { }
    private void Helper() { }
}
"#;
    let (db, project, document) = fixture(text);
    let config = crate::SeverityConfig::default();
    let found: Vec<String> = crate::configured_findings(&db, project, document, &config)
        .iter()
        .filter(|c| ["IDE0051", "CS1998"].contains(&c.finding.rule.id))
        .map(|c| {
            format!(
                "{} '{}' {:?}",
                c.finding.rule.id, &text[c.finding.range], c.effective.source
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            "IDE0051 'Helper' SuppressMessage { line: 5 }",
            "CS1998 'Quiet' SuppressMessage { line: 13 }",
            "CS1998 'Loud' Default",
            "IDE0051 'Helper' Default",
        ]
    );
}

#[test]
fn assembly_level_suppress_message_applies_by_scope_and_target() {
    let text = r#"
using System.Diagnostics.CodeAnalysis;
using System.Threading.Tasks;

[assembly: SuppressMessage("CodeQuality", "IDE0051", Scope = "member", Target = "~M:App.Kept.Helper")]
[assembly: SuppressMessage("Compiler", "CS1998", Scope = "type", Target = "~T:App.Quiet")]
[assembly: SuppressMessage("CodeQuality", "IDE0052", Scope = "namespaceanddescendants", Target = "~N:App.Inner")]

namespace App
{
    class Kept
    {
        private void Helper() { }
        private void Other() { }
    }
    class Quiet
    {
        public async Task Nothing() { }
    }
    class Loud
    {
        public async Task Nothing() { }
    }
    namespace Inner
    {
        class Sink { private int written; public void Set() { written = 1; } }
    }
}
"#;
    let (db, project, document) = fixture(text);
    let config = crate::SeverityConfig::default();
    let found: Vec<String> = crate::configured_findings(&db, project, document, &config)
        .iter()
        .filter(|c| ["IDE0051", "IDE0052", "CS1998"].contains(&c.finding.rule.id))
        .map(|c| {
            let source = match &c.effective.source {
                crate::severity::SeveritySource::GlobalSuppressMessage { line, .. } => {
                    format!("global line {line}")
                }
                other => format!("{other:?}"),
            };
            format!(
                "{} '{}' {source}",
                c.finding.rule.id, &text[c.finding.range]
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            "IDE0051 'Helper' global line 5",
            "IDE0051 'Other' Default",
            "CS1998 'Nothing' global line 6",
            "CS1998 'Nothing' Default",
            "IDE0052 'written' global line 7",
        ]
    );
}

#[test]
fn await_outside_async_methods() {
    check(
        &["CS4032", "CS4033"],
        r#"
using System.Threading.Tasks;

class C
{
    void F(Task t) { await t; }
    int G(Task<int> t) { return await t; }
    Task H(Task t) { return await t; }
    async Task Fine(Task t) { await t; }
    void Lambda() { System.Func<Task> f = async () => await Task.Delay(1); }
    C(Task t) { await t; }
}
"#,
        &["CS4033 'await t'", "CS4032 'await t'", "CS4033 'await t'"],
    );
    let (db, project, document) = fixture(
        "using System.Threading.Tasks;\nclass C { int G(Task<int> t) { return await t; } }\n",
    );
    let messages: Vec<String> = document_findings(&db, project, document)
        .iter()
        .filter(|f| f.rule.id == "CS4032")
        .map(|f| f.message.clone())
        .collect();
    assert_eq!(
        messages,
        [
            "The 'await' operator can only be used within an async method. Consider marking this method with the 'async' modifier and changing its return type to 'Task<int>'."
        ]
    );
}

#[test]
fn unnecessary_value_assignments() {
    check(
        &["IDE0059"],
        r#"
class C
{
    int Compute() => 4;
    void Use(int v) { }
    int Overwritten()
    {
        int x = Compute();
        x = 2;
        return x;
    }
    void NeverRead(int p)
    {
        int y;
        y = Compute();
        p = 3;
    }
    int Branches(bool c)
    {
        int v = 0;
        if (c) v = 1; else v = 2;
        int w = Compute();
        if (c) w = 5;
        return v + w;
    }
    int Loop(int n)
    {
        int total = Compute();
        for (int i = 0; i < n; i++) total += i;
        int last = Compute();
        while (n-- > 0) { Use(last); last = n; }
        return total;
    }
    int Handlers()
    {
        int r = Compute();
        try { r = Compute(); } catch { Use(r); }
        int f = 1;
        try { f = Compute(); } finally { Use(f); }
        return r;
    }
    void Kept(out int o, ref int q)
    {
        o = 1;
        q = 2;
        int _ = Compute();
        int.TryParse("1", out var parsed);
        Use(parsed);
    }
    void ConstantNeverRead()
    {
        // The compiler's CS0219, not IDE0059.
        int k = 5;
        var unknown = new System.Collections.Generic.List<Missing>();
    }
    int Lambda()
    {
        int z = Compute();
        System.Func<int> f = () => z;
        z = 3;
        return f();
    }
}
"#,
        &["IDE0059 'x'", "IDE0059 'y'", "IDE0059 'p'"],
    );
}

#[test]
fn unnecessary_value_assignments_in_bodies_with_lambdas() {
    // Variables no nested function uses are judged as anywhere else; captured ones never.
    check(
        &["IDE0059"],
        r#"
class C
{
    int Compute() => 4;
    int WithLambda()
    {
        int a = Compute();
        a = 2;
        int z = Compute();
        System.Func<int> f = () => z;
        z = 3;
        return a + f();
    }
    int WithLocalFunction()
    {
        int b = Compute();
        b = 5;
        int seen = Compute();
        seen = 6;
        return b + Read();
        int Read() => seen;
    }
    void Written()
    {
        int w = Compute();
        System.Action set = () => w = 1;
        set();
        System.Console.WriteLine(w);
    }
}
"#,
        &["IDE0059 'a'", "IDE0059 'b'"],
    );
}

#[test]
fn undisposed_locals() {
    check(
        &["CA2000"],
        r#"
using System;
using System.Collections.Generic;
using System.IO;
class Resource : IDisposable
{
    public int Size => 1;
    public string Name => "r";
    public void Open() { }
    public Resource Self() => this;
    public void Dispose() { }
}
class Owner : IDisposable
{
    public Owner(Resource r) { R = r; }
    public Resource R { get; set; }
    public void Dispose() { R.Dispose(); }
}
static class Extensions { public static void Track(this Resource r) { } }
class C
{
    Resource _field;
    List<Resource> _all = new List<Resource>();
    int Leak()
    {
        var leaked = new Resource();
        leaked.Open();
        return leaked.Size;
    }
    void NeverUsed() { var unused = new Resource( ); }
    Resource Returned() { var r = new Resource(); r.Open(); return r; }
    void Stored() { var r = new Resource(); _field = r; }
    void Collected() { var r = new Resource(); _all.Add(r); }
    Owner Wrapped() { var r = new Resource(); return new Owner(r); }
    void Using() { using var r = new Resource(); r.Open(); using (var s = new Resource()) { s.Open(); } }
    void Disposed() { var r = new Resource(); r.Open(); r.Dispose(); }
    void Finally() { var r = new Resource(); try { r.Open(); } finally { r.Dispose(); } }
    void Conditional() { var r = new Resource(); r?.Dispose(); }
    void Extension() { var r = new Resource(); r.Track(); }
    Resource Fluent() { var r = new Resource(); return r.Self(); }
    void Captured() { var r = new Resource(); Action a = () => r.Dispose(); a(); }
    void Stream() { var m = new MemoryStream(); m.WriteByte(1); var w = new StringWriter(); w.Write(1); }
    void Interface() { IDisposable d = new Resource(); }
}
"#,
        &["CA2000 'new Resource()'", "CA2000 'new Resource( )'"],
    );
}
